import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { invitationPreviewSchema } from "@lampstand/contract/entities";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { ChosenPasswordForm } from "~/features/auth/chosen-password-form";
import { LOGIN_AFTER_INVITATION } from "~/features/auth/notices";
import { postToApi, sendChosenPassword } from "~/features/auth/post-form.server";
import { AuthError } from "~/lib/use-auth-form";
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
  return sendChosenPassword(context, await request.formData(), API_PATHS.acceptInvitation, FALLBACK, LOGIN_AFTER_INVITATION);
}

const strong = "text-slate-900 dark:text-white";

/**
 * The invitee's page (issue 21): who invited them and for which address, then a password of their
 * own choosing under the one rule. Accepting makes an active admin account; then they sign in.
 */
export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invitation, problem } = loaderData;
  return (
    <AuthPage title="Your invitation" panelTitle="Welcome to the team!" verse={{ text: "For we are labourers together with God.", reference: "1 Corinthians 3:9" }}>
      {invitation ? (
        <>
          <p className="mb-5 text-slate-700 dark:text-slate-300">
            <strong className={strong}>{invitation.invited_by}</strong> has invited you, <strong className={strong}>{invitation.name}</strong>, to help run the
            church's website. You will sign in with <strong className={`break-all ${strong}`}>{invitation.email}</strong> and the password you choose here;
            nobody else will know it.
          </p>
          <ChosenPasswordForm
            token={token}
            path={API_PATHS.acceptInvitation}
            next={LOGIN_AFTER_INVITATION}
            fallback={FALLBACK}
            labels={{ password: "Password", confirm: "Confirm Password", submit: "Create my account", busy: "Creating your account..." }}
            fromServer={actionData}
          >
            {/* For password managers: the account this password belongs to. */}
            <input type="email" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
          </ChosenPasswordForm>
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
