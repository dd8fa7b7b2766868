import { useState, type FormEvent } from "react";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { User } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { createAdminUserRequestSchema } from "@lampstand/contract/requests";
import { Field, inputClass } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { NEW_PASSWORD_HINT } from "~/lib/auth-form-rules";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { fieldMessages } from "./user-rules";

const FIELDS = ["name", "email", "password"] as const;

/**
 * The add form of SPEC §2.13/§5: name (text), email (email) and password (password), all required,
 * checked with the contract's own rules before it is sent (the password's too: long enough and not
 * a common one). An account added here can sign in at once (ARCHITECTURE decision 1). A failed
 * save keeps everything typed and says why, beside the field the server named when it named one
 * (an e-mail already in use).
 */
export function AddAdminForm({
  id,
  hidden,
  onAdded,
  onCancel,
  onFailure,
}: {
  id: string;
  hidden: boolean;
  onAdded: (user: User) => void;
  onCancel: () => void;
  onFailure: (message: string) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = createAdminUserRequestSchema.safeParse(Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? "")])));
    setFailure(null);
    if (!parsed.success) {
      const found = fieldMessages(parsed.error.issues);
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const user = await apiRequest<User>(API_PATHS.adminUsers, { method: "POST", body: parsed.data, fallback: MESSAGES.addAdminUserFailed });
      form.reset();
      onAdded(user);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : MESSAGES.addAdminUserFailed;
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        focusFirstInvalid(form, { [field]: message });
      } else {
        setFailure(message);
      }
      onFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id={id}
      hidden={hidden}
      noValidate
      onSubmit={(event) => void submit(event)}
      onReset={() => {
        setErrors({});
        setFailure(null);
      }}
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-indigo-950">
        Add a new admin
      </h2>
      <p className="mt-1 text-slate-700">They can sign in straight away with this e-mail and password. Share the password with them privately.</p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-5 grid gap-5 md:grid-cols-3">
        <Field label="Name" required error={errors.name}>
          {(control) => <input {...control} name="name" type="text" required autoComplete="off" maxLength={LIMITS.name} className={inputClass} />}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => <input {...control} name="email" type="email" required autoComplete="off" maxLength={LIMITS.email} className={inputClass} />}
        </Field>
        <Field label="Password" required hint={NEW_PASSWORD_HINT} error={errors.password}>
          {(control) => <PasswordInput {...control} label="Password" name="password" required autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? "Adding..." : "Add Admin"}
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

/** Puts the cursor where the first problem is, so a keyboard or screen-reader user lands on it. */
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>): void {
  const first = FIELDS.find((field) => errors[field]);
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
}
