import { useId } from "react";
import { Dialog } from "./dialog";
import { Icon } from "./icons";
import { buttonClass } from "./styles";

/**
 * Asks before something that cannot be undone (SPEC §2.12–2.14: 'Confirm Delete', 'Are you sure
 * you want to delete this post?'). Focus starts on Cancel, the safe choice; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The safe choice's words, where "Cancel" would be unclear (e.g. "Stay on this page"). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-message`} role="alertdialog">
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-red-100 text-red-800">
            <Icon name="info" className="size-6" />
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold text-indigo-950">
              {title}
            </h2>
            <p id={`${id}-message`} className="mt-2 leading-relaxed text-slate-700">
              {message}
            </p>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" autoFocus onClick={onCancel} className={buttonClass({ variant: "secondary" })}>
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={buttonClass({ variant: "danger" })}
          >
            {busy ? "Deleting..." : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
