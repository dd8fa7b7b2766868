import { useId, type ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { useSettings } from "~/lib/settings";
import { MoveToInboxButton } from "./held-list";
import type { InboxKind } from "./inbox-kinds";
import { formatReceived, heldReasonOf, mailtoHref, senderName, telHref, type Held, type Submission } from "./submission-format";

/**
 * Everything one visitor sent (SPEC §2.14's details dialog): every field, the e-mail and phone as
 * links a phone can act on at once, and Delete beside Close. For one the spam traps held (ADR 026)
 * also why, and "Move to inbox". `item` null keeps it closed.
 */
export function SubmissionDetails<T extends Submission>({
  kind,
  item,
  onClose,
  onDelete,
  releasing,
  onRelease,
}: {
  kind: InboxKind<T>;
  item: T | Held<T> | null;
  onClose: () => void;
  onDelete: (item: T) => void;
  /** The id being moved to the inbox. */
  releasing: number | null;
  onRelease: (item: Held<T>) => void;
}) {
  const { timeZone } = useSettings();
  const id = useId();
  const phoneHref = item ? telHref(item.phone) : null;
  const heldReason = item ? heldReasonOf(item) : undefined;
  // A held one has a third button, which fits beside the other two on a wider dialog.
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={`${id}-title`} className={heldReason === undefined ? "max-w-lg" : "max-w-xl"}>
      {item ? (
        <div className="flex flex-col gap-5 p-5 sm:p-7">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-xl font-bold break-words text-indigo-950">
              {`${kind.words.noun.charAt(0).toUpperCase()}${kind.words.noun.slice(1)} from ${senderName(item)}`}
            </h2>
            {/* autoFocus: focus starts at the top, so a screen reader reads the dialog from its title down. */}
            <button type="button" autoFocus onClick={onClose} aria-label="Close" className="focus-ring -m-1 grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Fact term="First name">{item.first_name}</Fact>
            <Fact term="Last name">{item.last_name}</Fact>
            <Fact term="Email">
              <a href={mailtoHref(item.email)} className={`${textLinkClass} wrap-anywhere`}>
                {item.email}
              </a>
            </Fact>
            <Fact term="Phone">
              {phoneHref ? (
                <a href={phoneHref} className={textLinkClass}>
                  {item.phone}
                </a>
              ) : (
                item.phone
              )}
            </Fact>
            <Fact term="Received">
              <time dateTime={item.created_at}>{formatReceived(item.created_at, timeZone)}</time>
            </Fact>
            {kind.flag ? <Fact term={kind.flag.question}>{kind.flag.isSet(item) ? "Yes" : "No"}</Fact> : null}
            <Fact term={kind.body.label} wide>
              <p className="whitespace-pre-wrap">{kind.body.of(item)}</p>
            </Fact>
            {heldReason === undefined ? null : (
              <Fact term="Held as possible spam because" wide>
                <span className="text-amber-900">{heldReason}</span>
              </Fact>
            )}
          </dl>
          <div className="flex flex-wrap justify-end gap-3">
            {heldReason === undefined ? null : (
              <MoveToInboxButton busy={releasing === item.id} onMove={() => onRelease({ ...item, held_reason: heldReason })} />
            )}
            <button type="button" onClick={() => onDelete(item)} className={buttonClass({ variant: "danger", size: "sm" })}>
              <StaffIcon name="trash" className="size-4" />
              Delete
            </button>
            <button type="button" onClick={onClose} className={buttonClass({ size: "sm" })}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** A term above its value, two to a line from the sm width up; a long text (`wide`) takes the whole line. */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
