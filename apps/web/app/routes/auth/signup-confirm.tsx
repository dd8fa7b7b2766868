import { Form, Link, useNavigation } from "react-router";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { buttonClass } from "~/components/ui/styles";
import { AuthPage } from "~/features/auth/auth-page";
import { confirmSignupForm } from "~/features/auth/confirm-signup.server";
import { pageQuery } from "~/lib/page-query";
import { AuthError } from "~/lib/use-auth-form";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/signup-confirm";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Confirm your sign-up", args) }, { name: "robots", content: "noindex" }];

/** The token of the mailed link. Reading the page confirms nothing: that takes the button. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: pageQuery(request.url, "token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmSignupForm(context, await request.formData());
}

const linkClass = "focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 dark:text-indigo-300";

/**
 * Where a sign-up's mail leads (/signup/confirm?token=…, issue 21). The link alone confirms
 * nothing: mail scanners open every link of a mail, and a confirmation by merely opening it
 * would confirm a stranger's sign-up waiting in the victim's mailbox. So the page shows a button
 * that posts the token (a plain form, which works before JavaScript runs; with it, the same
 * action answers without a page load).
 */
export default function SignupConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { token } = loaderData;
  const confirmed = actionData && "confirmed" in actionData ? actionData.confirmed : undefined;
  const error = actionData && "error" in actionData ? actionData.error : token ? null : STAFF_MESSAGES.signupConfirmInvalid;

  return (
    <AuthPage title="Confirm your sign-up" panelTitle="Welcome!" verse={{ text: "Let all things be done decently and in order.", reference: "1 Corinthians 14:40" }}>
      {confirmed ? (
        <>
          <p
            role="status"
            className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {confirmed.message}
          </p>
          {confirmed.account === "existing" ? (
            <Link to="/login" className={linkClass}>
              Sign in
            </Link>
          ) : (
            <Link to="/" className={linkClass}>
              Go to the home page
            </Link>
          )}
        </>
      ) : (
        <>
          <AuthError message={error} />
          {token ? (
            <>
              <p className="mb-6 text-slate-700 dark:text-slate-300">
                Press the button to confirm that this e-mail address is yours. If you did not sign up on this site, close this page: nothing
                happens without the button.
              </p>
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} w-full dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
                  {busy ? "Confirming..." : "Confirm my sign-up"}
                </button>
              </Form>
            </>
          ) : null}
          {error ? (
            <p className="mt-6 text-slate-700 dark:text-slate-300">
              <Link to="/signup" className={linkClass}>
                Sign up again
              </Link>
            </p>
          ) : null}
        </>
      )}
    </AuthPage>
  );
}
