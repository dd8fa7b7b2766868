import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon, type IconName } from "./icons";
import { buttonClass } from "./styles";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside it, closes it on
 * Escape, makes the page behind it inert, and returns focus to where it was when it closes.
 * `open` drives it; `onClose` is called however it closes (a button, Escape).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  role,
  className = "",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  /** "alertdialog" for messages that need the visitor's attention (an error, a confirmation). */
  role?: "dialog" | "alertdialog";
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onClose={() => onCloseRef.current()}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-indigo-950/60 ${className}`}
    >
      {children}
    </dialog>
  );
}

export type MessageTone = "success" | "error" | "warning" | "info";

const TONES: Record<MessageTone, { icon: IconName; badge: string }> = {
  success: { icon: "check", badge: "bg-emerald-100 text-emerald-800" },
  error: { icon: "close", badge: "bg-red-100 text-red-800" },
  warning: { icon: "info", badge: "bg-amber-100 text-amber-900" },
  info: { icon: "info", badge: "bg-indigo-100 text-indigo-900" },
};

/** A dialog that tells the visitor one thing (an icon, a title, a message) and closes with OK. */
export function MessageDialog({
  open,
  onClose,
  tone,
  title,
  message,
}: {
  open: boolean;
  onClose: () => void;
  tone: MessageTone;
  title: string;
  message: ReactNode;
}) {
  const id = useId();
  const { icon, badge } = TONES[tone];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      role={tone === "error" || tone === "warning" ? "alertdialog" : "dialog"}
    >
      <div className="flex flex-col items-center gap-4 p-6 text-center sm:p-8" data-tone={tone}>
        <span aria-hidden="true" className={`grid size-14 place-items-center rounded-full ${badge}`}>
          <Icon name={icon} className="size-8" />
        </span>
        <h2 id={`${id}-title`} className="text-xl font-bold text-indigo-950">
          {title}
        </h2>
        <p id={`${id}-message`} className="leading-relaxed text-slate-700">
          {message}
        </p>
        {/* autoFocus: showModal() focuses it, so Enter or Space closes the dialog at once. */}
        <button type="button" autoFocus onClick={onClose} className={`mt-2 min-w-32 ${buttonClass()}`}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
