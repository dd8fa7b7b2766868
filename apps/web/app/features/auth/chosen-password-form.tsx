import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { LIMITS } from "@lampstand/contract/limits";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { CHOSEN_PASSWORD_FIELDS, NEW_PASSWORD_HINT, chosenPasswordProblem } from "~/lib/auth-form-rules";
import { apiRequest } from "~/lib/api-client";
import { AuthError, formText, useAuthForm, type ServerFormProblems } from "~/lib/use-auth-form";

/**
 * The form of a page where someone chooses their password through a mailed link (reset,
 * invitation): the password and its confirmation under the one rule, the link's token sent along.
 * With JavaScript it checks and posts `path` itself, then goes on to `next`; before, the form
 * posts to the route's action (`sendChosenPassword`), which does the same. Messages stay until the
 * next try: a dead link's words say what to do, and must stay readable.
 */
export function ChosenPasswordForm({
  token,
  path,
  next,
  fallback,
  labels,
  fromServer,
  children,
}: {
  token: string;
  path: string;
  next: string;
  fallback: string;
  labels: { password: string; confirm: string; submit: string; busy: string };
  fromServer?: ServerFormProblems;
  /** What goes above the form (whose account it is). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback, fields: CHOSEN_PASSWORD_FIELDS, expireMs: null, fromServer });

  const send = async (form: FormData) => {
    await apiRequest(path, { method: "POST", body: { token, password: formText(form, "password") }, fallback });
    navigate(next, { replace: true });
  };

  return (
    <>
      <AuthError message={error} />
      <form method="post" noValidate onSubmit={onSubmit(chosenPasswordProblem, send)} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={token} />
        {children}
        <Field label={labels.password} hint={NEW_PASSWORD_HINT} error={fieldErrors.password}>
          {(control) => <PasswordInput {...control} label={labels.password} name="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
        <Field label={labels.confirm} error={fieldErrors.confirm}>
          {(control) => <PasswordInput {...control} label={labels.confirm} name="confirm" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
          {busy ? labels.busy : labels.submit}
        </button>
      </form>
    </>
  );
}
