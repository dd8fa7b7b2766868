import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";
import { useSettings } from "~/lib/settings";
import type { InboxKind } from "./inbox-kinds";
import { excerpt, formatReceived, senderName, type Submission } from "./submission-format";

/**
 * One submission as a row of either list shows it (the inbox, the held list): who sent it and
 * when, the prayer team's question when answered yes, `note` (why it is held), and the start of
 * the text. The content of the row's button, which opens every detail.
 */
export function SubmissionSummary<T extends Submission>({ kind, item, note }: { kind: InboxKind<T>; item: T; note?: ReactNode }) {
  const { timeZone } = useSettings();
  const flagged = kind.flag?.isSet(item) ?? false;
  return (
    <>
      <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold break-words text-indigo-950">{senderName(item)}</span>
        <time dateTime={item.created_at} className="text-sm text-slate-600">
          {formatReceived(item.created_at, timeZone)}
        </time>
      </span>
      {flagged && kind.flag ? (
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
          <Icon name="phone" className="size-3.5" />
          {kind.flag.badge}
        </span>
      ) : null}
      {note}
      <span className="break-words text-slate-700">{excerpt(kind.body.of(item))}</span>
    </>
  );
}
