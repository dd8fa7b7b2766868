import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { ChosenPasswordForm } from "~/features/auth/chosen-password-form";
import { LOGIN_AFTER_RESET } from "~/features/auth/notices";
import { sendChosenPassword } from "~/features/auth/post-form.server";
import { AuthError } from "~/lib/use-auth-form";
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
  return sendChosenPassword(context, await request.formData(), API_PATHS.passwordResetConfirm, FALLBACK, LOGIN_AFTER_RESET);
}

/**
 * Choosing a new password through the link of a reset mail (issue 21), under the one password
 * rule. The link works 30 minutes and once; a dead one is refused by the server with words that
 * say to ask for a new link, and the way there is always on the page.
 */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title="Choose a new password" panelTitle="A fresh start." verse={{ text: "Behold, I make all things new.", reference: "Revelation 21:5" }}>
      {loaderData.token ? (
        <ChosenPasswordForm
          token={loaderData.token}
          path={API_PATHS.passwordResetConfirm}
          next={LOGIN_AFTER_RESET}
          fallback={FALLBACK}
          labels={{ password: "New password", confirm: "Confirm new password", submit: "Set the new password", busy: "Saving..." }}
          fromServer={actionData}
        />
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
