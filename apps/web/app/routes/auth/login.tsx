import { Link, useNavigate } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { LoginResponse } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { Field, inputClass } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { AuthNotice, AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { SIGN_IN_NEEDS_JAVASCRIPT, loginNotice } from "~/features/auth/notices";
import { storeSession } from "~/lib/session-storage";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/login";

/** Why the page was opened (after a sign-up, a session that ran out), as its address says. */
export function loader({ request }: Route.LoaderArgs) {
  return { notice: loginNotice(new URL(request.url).searchParams) };
}

/** The same, read in the browser when the page is reached from another page of the app. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { notice: loginNotice(new URL(request.url).searchParams) };
}

/**
 * The form posted before JavaScript ran. The session it would start lives in this browser's
 * storage (SPEC §3), which only the page's script can fill: so no sign-in is tried, and the page
 * says why, keeping the e-mail address typed. The password goes nowhere.
 */
export async function action({ request }: Route.ActionArgs) {
  const email = formText(await request.formData(), "email").trim().slice(0, LIMITS.email);
  return { error: SIGN_IN_NEEDS_JAVASCRIPT, email };
}

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Sign In", args) }, { name: "robots", content: "noindex" }];

/**
 * Staff login (SPEC §2.10). A refused sign-in shows the server's words above the form; a 429 (too
 * many failed attempts: the account, this network or this browser must wait) stays there until
 * the next try instead of clearing after 5 s, since it says how long to wait and what else to do.
 * A successful sign-in also gets an HttpOnly cookie that marks this browser as one the account
 * has used (the API client's same-origin fetch keeps and sends it). The server sends the whole
 * page; someone signed in already never sees it (routes/auth/layout.tsx).
 */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { error, busy, onSubmit } = useAuthForm({ fallback: MESSAGES.loginFailed, fromServer: actionData });
  const { notice } = loaderData;

  const check = (form: FormData) => (formText(form, "email").trim() && formText(form, "password") ? null : MESSAGES.fillAllFields);
  const send = async (form: FormData) => {
    const answer = await apiRequest<LoginResponse>(API_PATHS.login, {
      method: "POST",
      body: { email: formText(form, "email").trim(), password: formText(form, "password"), remember: form.get("remember") === "on" },
      fallback: MESSAGES.loginFailed,
    });
    storeSession(answer.token, answer.user.name, answer.user.id);
    navigate("/admin", { replace: true });
  };

  return (
    <AuthPage
      title="Sign In"
      panelTitle="Welcome to Admin Login!"
      verse={{ text: "Commit thy works unto the LORD, and thy thoughts shall be established.", reference: "Proverbs 16:3" }}
    >
      {notice ? <AuthNotice tone={notice.tone} text={notice.text} /> : null}
      <AuthError message={error} />
      <form method="post" noValidate onSubmit={onSubmit(check, send)} className="flex flex-col gap-5">
        <Field label="Email">
          {(control) => <input {...control} name="email" type="email" autoComplete="username" defaultValue={actionData?.email} className={inputClass} />}
        </Field>
        <Field label="Password">{(control) => <PasswordInput {...control} label="Password" name="password" autoComplete="current-password" />}</Field>
        <p className="-mt-2">
          <Link to="/forgot-password" className={authLinkClass}>
            Forgot your password?
          </Link>
        </p>
        <label className="flex items-center gap-3 text-slate-800 dark:text-slate-200">
          <input type="checkbox" name="remember" className="size-5 accent-indigo-700" />
          Remember me <span className="text-sm text-slate-600 dark:text-slate-400">(stay signed in longer on this device)</span>
        </label>
        <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
          {busy ? "Logging In..." : "Log In"}
        </button>
      </form>
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        New to the team?{" "}
        <Link to="/signup" className={authLinkClass}>
          Create an account
        </Link>
      </p>
    </AuthPage>
  );
}
