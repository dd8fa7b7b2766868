import { Link, useNavigate } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { SignupResponse } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { Field, inputClass } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { buttonClass } from "~/components/ui/styles";
import { AuthPage } from "~/features/auth/auth-page";
import { NEW_PASSWORD_HINT, SIGNUP_FIELDS, signupProblem } from "~/lib/auth-form-rules";
import { loginAfterSignup } from "~/features/auth/notices";
import { sendSignup } from "~/features/auth/send-signup.server";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/signup";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Create an Account", args) }, { name: "robots", content: "noindex" }];

/** The form posted before JavaScript ran: signed up in process, then on to the login page (or back here with what went wrong). */
export async function action({ request, context }: Route.ActionArgs) {
  return sendSignup(context, await request.formData());
}

/**
 * Staff sign-up (SPEC §2.10). The first account becomes the administrator; later ones are
 * confirmed by a link mailed to the address, then wait for an administrator's approval
 * (ARCHITECTURE decisions 1 and 10, ADR 035). The server answers the same for an address that
 * already has an account, so the login page's notice after a later sign-up never claims an
 * account was made (features/auth/notices.ts). With JavaScript the page checks and
 * sends the form itself; without, the form posts to the action above, which does the same.
 */
export default function SignupPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback: MESSAGES.signupFailed, fields: SIGNUP_FIELDS, fromServer: actionData });
  const typed = actionData?.values;

  const send = async (form: FormData) => {
    const answer = await apiRequest<SignupResponse>(API_PATHS.signup, {
      method: "POST",
      body: { name: formText(form, "name").trim(), email: formText(form, "email").trim(), password: formText(form, "password") },
      fallback: MESSAGES.signupFailed,
    });
    navigate(loginAfterSignup(answer.role));
  };

  return (
    <AuthPage
      title="Create an Account"
      panelTitle="Join Us!"
      verse={{ text: "For we are labourers together with God.", reference: "1 Corinthians 3:9" }}
    >
      <AuthError message={error} />
      <form method="post" noValidate onSubmit={onSubmit(signupProblem, send)} className="flex flex-col gap-5">
        <Field label="Name" error={fieldErrors.name}>
          {(control) => <input {...control} name="name" autoComplete="name" maxLength={LIMITS.name} defaultValue={typed?.name} className={inputClass} />}
        </Field>
        <Field label="Email" error={fieldErrors.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} defaultValue={typed?.email} className={inputClass} />}
        </Field>
        <Field label="Password" hint={NEW_PASSWORD_HINT} error={fieldErrors.password}>
          {(control) => <PasswordInput {...control} label="Password" name="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
        <Field label="Confirm Password">
          {(control) => <PasswordInput {...control} label="Confirm password" name="confirm" autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
          {busy ? "Signing Up..." : "Sign Up"}
        </button>
      </form>
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        Already have an account?{" "}
        <Link to="/login" className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 dark:text-indigo-300">
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
