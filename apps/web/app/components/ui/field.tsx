import { useId, type ReactNode } from "react";

/** The look of every text input, select and textarea. */
export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-indigo-700 focus:ring-2 focus:ring-indigo-700/30 focus:outline-none " +
  "aria-invalid:border-2 aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/25 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 " +
  "dark:focus:border-indigo-400 dark:focus:ring-indigo-400/40";

/** What a field hands its control, so the label, hint and error are tied to it for assistive technology. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
};

/**
 * A labelled form field: the label (with a visible mark when required), the control, a hint
 * and an error message. The control comes from `children`, given the ids it must carry.
 */
export function Field({
  id: givenId,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id, when something else links to it (a form's list of errors); made up otherwise. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-indigo-950 dark:text-slate-100">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The visible "required" mark; the control itself says so to assistive technology (aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
      *
    </span>
  );
}
