import { Link, redirect, useNavigate } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { LIMITS } from "@lampstand/contract/limits";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { LOGIN_AFTER_RESET } from "~/features/auth/notices";
import { postToApi } from "~/features/auth/post-form.server";
import { CHOSEN_PASSWORD_FIELDS, NEW_PASSWORD_HINT, chosenPasswordProblem } from "~/lib/auth-form-rules";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";
import { pageQuery } from "~/lib/page-query";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Choose a new password", args) }, { name: "robots", content: "noindex" }];

const FALLBACK = "Could not set the new password. Please try again.";

/** The link's token, from the address the mail gave. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: pageQuery(request.url, "token") ?? "" };
}

/** The form posted before JavaScript ran: the same checks, then the API in process, then the login page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const problem = chosenPasswordProblem(form);
  if (typeof problem === "string") return { error: problem };
  if (problem) return { fieldErrors: problem };
  const result = await postToApi(context, API_PATHS.passwordResetConfirm, { token: formText(form, "token"), password: formText(form, "password") }, FALLBACK);
  if (result.ok) throw redirect(LOGIN_AFTER_RESET);
  return result.field === "password" ? { fieldErrors: { password: result.message } } : { error: result.message };
}

/**
 * Choosing a new password through the link of a reset mail (issue 21), under the one password
 * rule. The link works 30 minutes and once; a dead one is refused by the server with words that
 * say to ask for a new link, and the way there is always on the page.
 */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { token } = loaderData;
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback: FALLBACK, fields: CHOSEN_PASSWORD_FIELDS, expireMs: null, fromServer: actionData });

  const send = async (form: FormData) => {
    await apiRequest(API_PATHS.passwordResetConfirm, { method: "POST", body: { token, password: formText(form, "password") }, fallback: FALLBACK });
    navigate(LOGIN_AFTER_RESET, { replace: true });
  };

  return (
    <AuthPage title="Choose a new password" panelTitle="A fresh start." verse={{ text: "Behold, I make all things new.", reference: "Revelation 21:5" }}>
      {token ? (
        <>
          <AuthError message={error} />
          <form method="post" noValidate onSubmit={onSubmit(chosenPasswordProblem, send)} className="flex flex-col gap-5">
            <input type="hidden" name="token" value={token} />
            <Field label="New password" hint={NEW_PASSWORD_HINT} error={fieldErrors.password}>
              {(control) => <PasswordInput {...control} label="New password" name="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
            </Field>
            <Field label="Confirm new password" error={fieldErrors.confirm}>
              {(control) => <PasswordInput {...control} label="Confirm new password" name="confirm" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
            </Field>
            <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
              {busy ? "Saving..." : "Set the new password"}
            </button>
          </form>
        </>
      ) : (
        <AuthError message={STAFF_MESSAGES.resetLinkInvalid} />
      )}
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        Link expired?{" "}
        <Link to="/forgot-password" className={authLinkClass}>
          Ask for a new one
        </Link>
      </p>
    </AuthPage>
  );
}
