import { useId, type Ref } from "react";
import { HELD_SUBMISSION_DAYS } from "@lampstand/contract/limits";
import { Icon } from "~/components/ui/icons";
import { RetryAlert } from "~/components/ui/retry-alert";
import { Spinner } from "~/components/ui/spinner";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass } from "~/components/ui/styles";
import type { ApiResource } from "~/lib/use-api-resource";
import type { InboxKind } from "./inbox-kinds";
import { senderName, type Held, type Submission } from "./submission-format";
import { SubmissionSummary } from "./submission-summary";

/** The held list's anchor: `/admin/view-prayers#held` opens the screen there (the dashboard's links, issue 24). */
export const HELD_SECTION_ID = "held";

/**
 * "Held as possible spam" (ADR 026): what the spam traps suspected, below the inbox and apart
 * from it, each with the reason in words, opening the same details; "Move to inbox" and Delete on
 * each. Staff decide; what they leave is deleted HELD_SUBMISSION_DAYS after it came.
 */
export function HeldList<T extends Submission>({
  kind,
  resource,
  items,
  headingRef,
  showError,
  releasing,
  onRetry,
  onOpen,
  onRelease,
  onDelete,
}: {
  kind: InboxKind<T>;
  resource: ApiResource<Array<Held<T>>>;
  /** The held ones newest first, once loaded. */
  items: Array<Held<T>> | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  /** Whether a failed load shows its own error box with Retry. */
  showError: boolean;
  /** The id being moved to the inbox, whose button waits meanwhile. */
  releasing: number | null;
  onRetry: () => void;
  onOpen: (item: Held<T>) => void;
  onRelease: (item: Held<T>) => void;
  onDelete: (item: Held<T>) => void;
}) {
  const headingId = useId();
  const plural = `${kind.words.noun}s`;
  return (
    <section id={HELD_SECTION_ID} aria-labelledby={headingId} aria-busy={resource.state === "loading"} className="flex flex-col gap-4 border-t-2 border-dashed border-slate-300 pt-8">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus:outline-none">
          {`Held as possible spam${items ? ` (${items.length})` : ""}`}
        </h2>
        {/* Said once there is something to decide; an empty list needs one line, below. */}
        {items?.length === 0 ? null : (
          <p className="mt-1 max-w-2xl text-sm text-slate-700">
            {`The spam filter was not sure a person sent these, so they are kept out of the list above. Move the real ones to the inbox; the rest are deleted ${HELD_SUBMISSION_DAYS} days after they came.`}
          </p>
        )}
      </div>

      {resource.state === "error" && showError ? <RetryAlert heading="Error" message={resource.error} onRetry={onRetry} /> : null}

      {items === undefined ? (
        resource.state === "loading" ? (
          <div className="flex justify-center py-4 text-indigo-800">
            <Spinner label={`Loading held ${plural}…`} className="size-7" />
          </div>
        ) : null
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">{`No ${plural} are held.`}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const name = senderName(item);
            return (
              <li key={item.id} data-held-id={item.id} className="flex flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <button type="button" onClick={() => onOpen(item)} className="focus-ring flex min-w-0 flex-col gap-1.5 rounded-t-xl p-4 text-left hover:bg-indigo-50/50 sm:p-5">
                  <SubmissionSummary
                    kind={kind}
                    item={item}
                    note={
                      <span className="flex items-start gap-1.5 text-sm font-medium text-amber-900">
                        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
                        <span className="break-words">{item.held_reason}</span>
                      </span>
                    }
                  />
                </button>
                <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-5">
                  <MoveToInboxButton busy={releasing === item.id} label={`Move to inbox: the ${kind.words.noun} from ${name}`} onMove={() => onRelease(item)} />
                  <button type="button" onClick={() => onDelete(item)} className={quietDeleteClass}>
                    <StaffIcon name="trash" className="size-4" />
                    Delete
                    <span className="sr-only">{` the ${kind.words.noun} from ${name}`}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Delete as a word beside "Move to inbox", red but quieter than the main action. */
const quietDeleteClass = "focus-ring inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-red-700 hover:bg-red-50";

/**
 * "Move to inbox", on a held item's row and in its details. Not disabled while it goes (a
 * disabled button drops the keyboard focus of whoever pressed it): it says "Moving..." and waits.
 * `label` names the item where the button stands among others; a hidden ": the …" after the
 * words would be read "Move to inbox : the …", hence a label of its own.
 */
export function MoveToInboxButton({ busy, label, onMove }: { busy: boolean; label?: string; onMove: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) onMove();
      }}
      aria-disabled={busy}
      aria-label={label}
      className={`${buttonClass({ variant: "secondary", size: "sm" })} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      <StaffIcon name="upload" className="size-4" />
      {busy ? "Moving..." : "Move to inbox"}
    </button>
  );
}
