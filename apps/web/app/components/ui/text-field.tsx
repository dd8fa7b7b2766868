import { useId, type HTMLAttributes, type ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";

/**
 * A labelled text field of a content form (ui/field.tsx): one line, several lines (`rows`), or
 * another input type (date, time). `suggestions` offers a list to pick from while any text
 * still goes (the month of a post, the ministry of an event).
 */
export function TextField({
  label,
  value,
  onChange,
  required = false,
  hint,
  error,
  maxLength,
  rows,
  type = "text",
  suggestions,
  inputMode,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  maxLength?: number;
  /** Several lines: a textarea this many rows high. */
  rows?: number;
  type?: "text" | "date" | "time";
  suggestions?: readonly string[];
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  className?: string;
}) {
  const listId = useId();
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            className={`${inputClass} resize-y leading-relaxed`}
          />
        ) : (
          <>
            <input
              {...control}
              type={type}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              maxLength={maxLength}
              inputMode={inputMode}
              placeholder={placeholder}
              list={suggestions ? listId : undefined}
              autoComplete="off"
              className={inputClass}
            />
            {suggestions ? (
              <datalist id={listId}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            ) : null}
          </>
        )
      }
    </Field>
  );
}
