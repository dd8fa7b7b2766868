import { useId } from "react";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { Done } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { Field } from "~/components/ui/field";
import { useNotification } from "~/components/ui/notification";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { CHANGE_PASSWORD_FIELDS, CHANGE_PASSWORD_LABELS, NEW_PASSWORD_HINT, changePasswordProblems } from "~/lib/auth-form-rules";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";

/**
 * The signed-in staff member changes their own password (PUT /api/account/password): the current
 * one, the new one (the same rule as sign-up, checked before sending) and its confirmation, each
 * with a show/hide button. A problem shows under its field, the server's included (a wrong current
 * password, a new one it refuses); anything else (too many wrong tries: 429) above the form until
 * the next try. Success says so in the notification and empties the form; the server has then
 * ended every other session of this account, and this one goes on.
 */
export function ChangePasswordScreen() {
  const { notify, notification } = useNotification();
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({
    fallback: MESSAGES.unexpected,
    fields: CHANGE_PASSWORD_FIELDS,
    expireMs: null,
    stays: true,
  });
  const titleId = useId();

  const send = async (form: FormData, element: HTMLFormElement) => {
    const answer = await apiRequest<Done>(API_PATHS.ownPassword, {
      method: "PUT",
      body: { current_password: formText(form, "current_password"), new_password: formText(form, "new_password") },
      fallback: MESSAGES.unexpected,
    });
    element.reset();
    notify("success", answer?.message || STAFF_MESSAGES.passwordChanged);
  };

  const passwordField = (name: (typeof CHANGE_PASSWORD_FIELDS)[number], autoComplete: string, hint?: string) => (
    <Field label={CHANGE_PASSWORD_LABELS[name]} required hint={hint} error={fieldErrors[name]}>
      {(control) => (
        <PasswordInput {...control} label={CHANGE_PASSWORD_LABELS[name]} name={name} required autoComplete={autoComplete} maxLength={LIMITS.passwordMax} />
      )}
    </Field>
  );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      {notification}
      <div>
        <h1 id={titleId} className="text-3xl font-bold text-indigo-950">
          Change Password
        </h1>
        <p className="mt-2 text-slate-700">
          Choose a new password for signing in to this panel. You stay signed in here; every other device signed in with your account is signed out.
        </p>
      </div>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit(changePasswordProblems, send)}
        className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <AuthError message={error} className="" />
        {passwordField("current_password", "current-password")}
        {passwordField("new_password", "new-password", NEW_PASSWORD_HINT)}
        {passwordField("confirm_password", "new-password")}
        <div>
          <button type="submit" disabled={busy} className={buttonClass()}>
            {busy ? "Changing..." : "Change Password"}
          </button>
        </div>
      </form>
    </div>
  );
}
