import { Link, redirect, useNavigate } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { invitationPreviewSchema } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { LOGIN_AFTER_INVITATION } from "~/features/auth/notices";
import { postToApi } from "~/features/auth/post-form.server";
import { CHOSEN_PASSWORD_FIELDS, NEW_PASSWORD_HINT, chosenPasswordProblem } from "~/lib/auth-form-rules";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";
import { pageQuery } from "~/lib/page-query";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/invite";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Your invitation", args) }, { name: "robots", content: "noindex" }];

const FALLBACK = "Could not accept the invitation. Please try again.";

/** Who invited whom, read by the link's token; a dead link gets the server's words instead. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = pageQuery(request.url, "token") ?? "";
  if (!token) return { token, invitation: null, problem: STAFF_MESSAGES.invitationLinkInvalid };
  const result = await postToApi(context, API_PATHS.invitationPreview, { token }, STAFF_MESSAGES.invitationLinkInvalid);
  const invitation = result.ok ? invitationPreviewSchema.safeParse(result.answer).data : undefined;
  if (!invitation) return { token, invitation: null, problem: result.ok ? STAFF_MESSAGES.invitationLinkInvalid : result.message };
  return { token, invitation, problem: null };
}

/** The form posted before JavaScript ran: the same checks, then the API in process, then the login page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const problem = chosenPasswordProblem(form);
  if (typeof problem === "string") return { error: problem };
  if (problem) return { fieldErrors: problem };
  const result = await postToApi(context, API_PATHS.acceptInvitation, { token: formText(form, "token"), password: formText(form, "password") }, FALLBACK);
  if (result.ok) throw redirect(LOGIN_AFTER_INVITATION);
  return result.field === "password" ? { fieldErrors: { password: result.message } } : { error: result.message };
}

/**
 * The invitee's page (issue 21): who invited them and for which address, then a password of their
 * own choosing under the one rule. Accepting makes an active admin account; then they sign in.
 */
export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { token, invitation, problem } = loaderData;
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback: FALLBACK, fields: CHOSEN_PASSWORD_FIELDS, expireMs: null, fromServer: actionData });

  const send = async (form: FormData) => {
    await apiRequest(API_PATHS.acceptInvitation, { method: "POST", body: { token, password: formText(form, "password") }, fallback: FALLBACK });
    navigate(LOGIN_AFTER_INVITATION, { replace: true });
  };

  return (
    <AuthPage title="Your invitation" panelTitle="Welcome to the team!" verse={{ text: "For we are labourers together with God.", reference: "1 Corinthians 3:9" }}>
      {invitation ? (
        <>
          <p className="mb-5 text-slate-700 dark:text-slate-300">
            <strong className="text-slate-900 dark:text-white">{invitation.invited_by}</strong> has invited you,{" "}
            <strong className="text-slate-900 dark:text-white">{invitation.name}</strong>, to help run the church's website. You will sign in with{" "}
            <strong className="break-all text-slate-900 dark:text-white">{invitation.email}</strong> and the password you choose here; nobody else will know it.
          </p>
          <AuthError message={error} />
          <form method="post" noValidate onSubmit={onSubmit(chosenPasswordProblem, send)} className="flex flex-col gap-5">
            <input type="hidden" name="token" value={token} />
            {/* For password managers: the account this password belongs to. */}
            <input type="email" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
            <Field label="Password" hint={NEW_PASSWORD_HINT} error={fieldErrors.password}>
              {(control) => <PasswordInput {...control} label="Password" name="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
            </Field>
            <Field label="Confirm Password" error={fieldErrors.confirm}>
              {(control) => <PasswordInput {...control} label="Confirm password" name="confirm" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
            </Field>
            <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
              {busy ? "Creating your account..." : "Create my account"}
            </button>
          </form>
        </>
      ) : (
        <AuthError message={problem} />
      )}
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        Already have an account?{" "}
        <Link to="/login" className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
