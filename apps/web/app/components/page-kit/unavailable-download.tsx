import { Icon } from "~/components/ui/icons";

/**
 * A download that does not exist yet (SPEC §2.5 says the button has no action). It is a real,
 * focusable button, marked unavailable, that points to a visible note saying so.
 */
export function UnavailableDownload({ label, note, noteId }: { label: string; note: string; noteId: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={noteId}
        className="focus-ring inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full border-2 border-dashed border-indigo-300 bg-indigo-50 px-6 py-2.5 font-semibold text-indigo-900"
      >
        <Icon name="download" className="size-5" />
        {label}
      </button>
      <p id={noteId} className="text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
