import { useRef, useState, type ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { MessagePreview, type PreviewWidth } from "./message-preview";
import { MessageToolbar, useMessageToolbar } from "./message-toolbar";

/** The short help by the toolbar; docs/newsletter-writing.md has the whole of it. */
const SYNTAX_HELP =
  "The buttons write simple marks around what you select: ## heading, **bold**, *italic*, - list item, > quotation; " +
  "a quotation whose first line is a Bible reference (> John 3:16) is a scripture block. " +
  "Without marks, a short first line is the heading, a reference with its verse on the next line is a scripture block, " +
  "lines starting with “- ” are a list, and an empty line starts a new paragraph.";

/** A pair of buttons of which one is chosen (aria-pressed), e.g. Write | Preview. */
function Choice<T extends string>({ label, options, value, onChange, className }: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={`inline-flex w-fit rounded-full bg-slate-100 p-1 ring-1 ring-slate-300 ${className ?? ""}`}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`focus-ring min-h-10 rounded-full px-4 text-sm font-semibold ${option.value === value ? "bg-indigo-900 text-white" : "text-indigo-950 hover:bg-white"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The newsletter's message: the formatting toolbar over the text box, and beside it (under a
 * Write | Preview switch on a phone) the live preview at a phone's or a desktop's width.
 */
export function MessageWriter({
  value,
  onChange,
  error,
  required,
  maxLength,
  title,
  subtitle,
  preview,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  maxLength: number;
  /** The post's title and "month year", drawn above the message as the public page does. */
  title: string;
  subtitle: string;
  /** The message as the public page draws it (the route hands in pastor-desk's `FormattedMessage`). */
  preview: ReactNode;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const toolbar = useMessageToolbar(textarea, value, onChange);
  const [view, setView] = useState<"write" | "preview">("write");
  // A phone first: most people read the newsletter on one, and its width fits the pane unzoomed.
  const [width, setWidth] = useState<PreviewWidth>("phone");
  return (
    <div className="flex flex-col gap-4">
      <Choice
        label="Message view"
        className="lg:hidden"
        value={view}
        onChange={setView}
        options={[
          { value: "write", label: "Write" },
          { value: "preview", label: "Preview" },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Field label="Message" required={required} hint={SYNTAX_HELP} error={error} className={view === "write" ? "" : "hidden lg:block"}>
          {(control) => (
            <>
              <MessageToolbar controls={control.id} onAction={toolbar.run} />
              <textarea
                {...control}
                ref={textarea}
                value={value}
                onChange={(event) => onChange(event.currentTarget.value)}
                onKeyDown={toolbar.onKeyDown}
                rows={16}
                maxLength={maxLength}
                className={`${inputClass} resize-y font-mono text-[0.95rem] leading-relaxed`}
              />
            </>
          )}
        </Field>
        <section aria-label="Preview" className={`flex min-w-0 flex-col gap-3 ${view === "preview" ? "" : "hidden lg:flex"}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-indigo-950" aria-hidden="true">
              Preview
            </p>
            <Choice
              label="Preview width"
              value={width}
              onChange={setWidth}
              options={[
                { value: "phone", label: "Phone" },
                { value: "desktop", label: "Desktop" },
              ]}
            />
          </div>
          <MessagePreview title={title} subtitle={subtitle} empty={value.trim() === ""} width={width}>
            {preview}
          </MessagePreview>
        </section>
      </div>
    </div>
  );
}
