import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { LIMITS } from "@lampstand/contract/limits";
import { Field, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { fieldMessages } from "./user-rules";

/**
 * The submit of Admin Mgt's account forms (the spec's add form, "Invite by e-mail"): the fields
 * checked with the contract's schema before anything is sent, then `path` posted. A failed save
 * keeps everything typed and says why, beside the field the server named when it named one (an
 * e-mail already in use), else above the form; the cursor goes to the first problem, so a keyboard
 * or screen-reader user lands on it.
 */
export function useAccountForm<Answer, Fields extends readonly string[]>({
  fields,
  schema,
  path,
  fallback,
  onDone,
  onFailure,
}: {
  fields: Fields;
  schema: z.ZodType<Record<string, unknown>>;
  path: string;
  fallback: string;
  onDone: (answer: Answer) => void;
  onFailure: (message: string) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirst = (form: HTMLFormElement, found: Record<string, string>) => {
    const first = fields.find((field) => found[field]);
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")])));
    setFailure(null);
    if (!parsed.success) {
      const found = fieldMessages(parsed.error.issues);
      setErrors(found);
      focusFirst(form, found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiRequest<Answer>(path, { method: "POST", body: parsed.data, fallback });
      form.reset();
      onDone(answer);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : fallback;
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field && fields.includes(field)) {
        setErrors({ [field]: message });
        focusFirst(form, { [field]: message });
      } else {
        setFailure(message);
      }
      onFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setErrors({});
    setFailure(null);
  };
  return { errors, failure, busy, submit, reset };
}

/** The form's frame: its title, what it does, a failure the server gave without a field, the fields, and Submit / Cancel. */
export function AccountFormFrame({
  id,
  hidden,
  title,
  intro,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onReset,
  onCancel,
  children,
}: {
  id: string;
  hidden: boolean;
  title: string;
  intro: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onReset: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      hidden={hidden}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onReset={onReset}
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-indigo-950">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      {children}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button
          type="button"
          onClick={(event) => {
            event.currentTarget.form?.reset();
            onCancel();
          }}
          className={buttonClass({ variant: "secondary" })}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The name and e-mail every account form asks for, each required, with its problem under it. */
export function NameAndEmailFields({ errors }: { errors: Record<string, string> }) {
  return (
    <>
      <Field label="Name" required error={errors.name}>
        {(control) => <input {...control} name="name" type="text" required autoComplete="off" maxLength={LIMITS.name} className={inputClass} />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="off" maxLength={LIMITS.email} className={inputClass} />}
      </Field>
    </>
  );
}
