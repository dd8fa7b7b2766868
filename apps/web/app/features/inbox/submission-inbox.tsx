import { useEffect, useId, useMemo, useRef, useState } from "react";
import { apiPath } from "@lampstand/contract/api-paths";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { StaffIcon } from "~/components/ui/staff-icons";
import { useNotification } from "~/components/ui/notification";
import { Spinner } from "~/components/ui/spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useApiResource } from "~/lib/use-api-resource";
import { useStaffList } from "~/lib/use-staff-list";
import { ListPager, ListSearch } from "~/components/ui/staff-list";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import { HeldList } from "./held-list";
import type { InboxKind } from "./inbox-kinds";
import { SubmissionDetails } from "./submission-details";
import { deleteQuestion, heldReasonOf, newestFirst, senderName, type Held, type Submission } from "./submission-format";
import { SubmissionSummary } from "./submission-summary";

/** Which list's heading takes the focus after its row (or its Retry box) went away; `n` makes each request new. */
type FocusRequest = { list: "inbox" | "held"; n: number };

/**
 * A staff inbox of what visitors sent (SPEC §2.14, §4): loading, error with Retry, empty, or the
 * list newest first. A row is a button that opens every detail; the trash button beside it asks
 * first, then deletes. Below it, apart, what the spam traps held (ADR 026), each with its reason,
 * to move to the inbox or delete. The data lives in this screen's state, so leaving the screen
 * forgets it.
 */
export function SubmissionInbox<T extends Submission>({ kind }: { kind: InboxKind<T> }) {
  const { resource, reload, replace, position } = useStaffList<T>(kind.api.list, kind.messages.fetchFailed);
  const held = useApiResource<Array<Held<T>>>(kind.api.held, kind.messages.fetchHeldFailed);
  const { notify, notification } = useNotification();
  const [opened, setOpened] = useState<T | Held<T> | null>(null);
  const [doomed, setDoomed] = useState<T | Held<T> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [releasing, setReleasing] = useState<number | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heldHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const items = useMemo(() => (resource.data ? newestFirst(resource.data) : undefined), [resource.data]);
  const heldItems = useMemo(() => (held.resource.data ? newestFirst(held.resource.data) : undefined), [held.resource.data]);

  // The deleted or moved row (or the Retry box) held the focus: it goes to its list's heading, not
  // to the page's start. Parents' effects run after their children's, so this comes after the
  // dialog gave focus back.
  useEffect(() => {
    if (focus) (focus.list === "held" ? heldHeadingRef : headingRef).current?.focus();
  }, [focus]);
  const focusHeading = (list: FocusRequest["list"]) => setFocus((current) => ({ list, n: (current?.n ?? 0) + 1 }));

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await apiRequest(apiPath(kind.api.item, { id: doomed.id }), { method: "DELETE", fallback: kind.messages.deleteFailed });
      const without = <Item extends T>(list: Item[]) => list.filter((item) => item.id !== doomed.id);
      replace(without);
      held.replace(without);
      focusHeading(heldReasonOf(doomed) === undefined ? "inbox" : "held");
      notify("success", `The ${kind.words.noun} from ${senderName(doomed)} was deleted.`);
    } catch (error) {
      // Said once the question is closed: behind a modal dialog the notification would be out of reach.
      notify("error", error instanceof ApiRequestError ? error.message : kind.messages.deleteFailed);
    } finally {
      setDeleting(false);
      setDoomed(null);
    }
  };

  /** Moves a held one to the inbox, where it takes its place by the time it came. */
  const release = async (item: Held<T>) => {
    setReleasing(item.id);
    try {
      const moved = await apiRequest<T>(apiPath(kind.api.release, { id: item.id }), { method: "POST", fallback: kind.messages.releaseFailed });
      held.replace((list) => list.filter((entry) => entry.id !== item.id));
      replace((list) => [...list.filter((entry) => entry.id !== moved.id), moved]);
      setOpened((current) => (current?.id === item.id ? null : current));
      focusHeading("held");
      notify("success", `The ${kind.words.noun} from ${senderName(item)} was moved to the inbox.`);
    } catch (error) {
      notify("error", error instanceof ApiRequestError ? error.message : kind.messages.releaseFailed);
      // Gone meanwhile (another staff member, or its days were up): the list says what is left.
      if (error instanceof ApiRequestError && error.status === 404) held.reload();
    } finally {
      setReleasing(null);
    }
  };

  const loading = resource.state === "loading" || held.resource.state === "loading";
  const refreshing = loading && (items !== undefined || heldItems !== undefined);
  const plural = `${kind.words.noun}s`;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {notification}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-indigo-950">{kind.words.title}</h1>
          <p className="mt-2 text-slate-700">{kind.words.intro}</p>
        </div>
        {/* Not disabled while loading: a disabled button drops the keyboard focus of whoever pressed it. */}
        <button
          type="button"
          onClick={() => {
            if (loading) return;
            reload();
            held.reload();
          }}
          aria-disabled={loading}
          className={`${buttonClass({ variant: "secondary", size: "sm" })} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          <StaffIcon name="refresh" className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      </div>

      <section aria-labelledby={headingId} aria-busy={resource.state === "loading"} className="flex flex-col gap-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus:outline-none">
          {position && !position.q ? `${position.total} ${position.total === 1 ? kind.words.noun : plural}` : plural.charAt(0).toUpperCase() + plural.slice(1)}
        </h2>
        <ListSearch label={`Search ${plural}`} hint={kind.words.searchHint} />
        {position ? <ListPager position={position} label={`Pages of ${plural}`} /> : null}

        {resource.state === "error" ? (
          <RetryAlert
            heading="Error"
            message={resource.error}
            onRetry={() => {
              reload();
              // One box for both lists when neither came (the network is down): Retry asks for both.
              if (held.resource.state === "error") held.reload();
              // This box goes away as the list loads again: the focus waits on the list's heading.
              focusHeading("inbox");
            }}
          />
        ) : null}

        {items === undefined ? (
          resource.state === "loading" ? (
            <div className="flex justify-center py-12 text-indigo-800">
              <Spinner label={`Loading ${plural}…`} />
            </div>
          ) : null
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
            {position && position.total > 0 ? `There are no ${plural} on this page.` : position?.q ? `No ${plural} match “${position.q}”.` : kind.messages.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => {
              const name = senderName(item);
              return (
                <li key={item.id} data-submission-id={item.id} className="flex rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                  <button type="button" onClick={() => setOpened(item)} className="focus-ring flex min-w-0 flex-1 flex-col gap-1.5 rounded-l-xl p-4 text-left hover:bg-indigo-50/50 sm:p-5">
                    <SubmissionSummary kind={kind} item={item} />
                  </button>
                  <button
                    type="button"
                    onClick={() => setDoomed(item)}
                    className="focus-ring grid w-14 shrink-0 place-items-center rounded-r-xl border-l border-slate-200 text-red-700 hover:bg-red-50"
                  >
                    <StaffIcon name="trash" className="size-5" />
                    <span className="sr-only">{`Delete the ${kind.words.noun} from ${name}`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {position && items && items.length > 0 && position.total > position.perPage ? <ListPager position={position} label={`Pages of ${plural}, below the list`} /> : null}
      </section>

      <HeldList
        kind={kind}
        resource={held.resource}
        items={heldItems}
        // When the inbox could not be loaded either, its error box speaks for both.
        showError={resource.state !== "error"}
        headingRef={heldHeadingRef}
        releasing={releasing}
        onRetry={() => {
          held.reload();
          focusHeading("held");
        }}
        onOpen={setOpened}
        onRelease={(item) => void release(item)}
        onDelete={setDoomed}
      />

      <SubmissionDetails
        kind={kind}
        item={opened}
        onClose={() => setOpened(null)}
        onDelete={(item) => {
          setOpened(null);
          setDoomed(item);
        }}
        releasing={releasing}
        onRelease={(item) => void release(item)}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? `Delete the ${kind.words.noun} from ${senderName(doomed)}?` : "Confirm Delete"}
        message={deleteQuestion(kind.words.noun)}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </div>
  );
}

/** The screen's page title; admin pages stay out of search engines. */
export function inboxMeta<T extends Submission>(kind: InboxKind<T>, args: PageMetaArgs) {
  return [{ title: fullTitle(`${kind.words.title} | Admin Panel`, args) }, { name: "robots", content: "noindex" }];
}
