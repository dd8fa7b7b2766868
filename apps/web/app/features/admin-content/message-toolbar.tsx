import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { applyMessageAction, type MessageAction, type TextSelection } from "./message-edits";

const BUTTONS: Array<{ action: MessageAction; label: string; look?: string; shortcut?: string }> = [
  { action: "heading", label: "Heading" },
  { action: "bold", label: "Bold", look: "font-extrabold", shortcut: "b" },
  { action: "italic", label: "Italic", look: "italic font-serif", shortcut: "i" },
  { action: "list", label: "List" },
  { action: "quote", label: "Quotation" },
  { action: "scripture", label: "Scripture" },
];

const buttonLook =
  "focus-ring min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-indigo-950 hover:bg-indigo-50 disabled:opacity-60";

/**
 * The message's text box with its control: each button writes the syntax of
 * docs/newsletter-writing.md around the selection (message-edits.ts), then hands the box back its
 * focus with the new words selected. Ctrl/⌘+B and Ctrl/⌘+I do bold and italic from the box.
 */
export function useMessageToolbar(textarea: RefObject<HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void) {
  const pending = useRef<TextSelection | null>(null);

  // After React has written the new text into the box: select what the edit says and give focus back.
  useLayoutEffect(() => {
    const box = textarea.current;
    if (!box || !pending.current) return;
    box.focus();
    box.setSelectionRange(pending.current.start, pending.current.end);
    pending.current = null;
  }, [value, textarea]);

  const run = (action: MessageAction) => {
    const box = textarea.current;
    if (!box) return;
    const edit = applyMessageAction(action, box.value, { start: box.selectionStart, end: box.selectionEnd });
    pending.current = edit.selection;
    onChange(edit.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const button = BUTTONS.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (!button) return;
    event.preventDefault();
    run(button.action);
  };

  return { run, onKeyDown };
}

/** The row of labelled buttons above the message box; it wraps onto two lines on a phone. */
export function MessageToolbar({ controls, onAction }: { controls: string; onAction: (action: MessageAction) => void }) {
  return (
    <div role="group" aria-label="Formatting" className="mt-1.5 flex flex-wrap gap-2">
      {BUTTONS.map(({ action, label, look, shortcut }) => (
        <button
          key={action}
          type="button"
          aria-controls={controls}
          aria-keyshortcuts={shortcut ? `Control+${shortcut.toUpperCase()} Meta+${shortcut.toUpperCase()}` : undefined}
          // Keeps the text box's selection: a mouse press on a button would otherwise move focus first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAction(action)}
          className={`${buttonLook} ${look ?? ""}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
