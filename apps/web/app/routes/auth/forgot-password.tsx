import { Link } from "react-router";
import { useState } from "react";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { Done } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { Field, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { AuthNotice, AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { postToApi } from "~/features/auth/post-form.server";
import { AuthError, formText, useAuthForm } from "~/lib/use-auth-form";
import { apiRequest } from "~/lib/api-client";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Forgot your password?", args) }, { name: "robots", content: "noindex" }];

const FALLBACK = "Could not ask for a reset link. Please try again.";
const emailMissing = "Please type your e-mail address.";

/** The form posted before JavaScript ran: asked in process, answered with the same words as with JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const email = formText(await request.formData(), "email").trim().slice(0, LIMITS.email);
  if (!email) return { error: emailMissing, email };
  const result = await postToApi(context, API_PATHS.passwordReset, { email }, FALLBACK);
  if (!result.ok) return result.field === "email" ? { fieldErrors: { email: result.message }, email } : { error: result.message, email };
  return { sent: (result.answer as Done).message, email };
}

/**
 * "Forgot your password?" (issue 21): the staff member types their address and the server mails a
 * link to choose a new password, if the address has an account. The answer is the same either
 * way (the server's words), so the page never says whether an account exists.
 */
export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const [sent, setSent] = useState<string | null>(actionData && "sent" in actionData ? (actionData.sent ?? null) : null);
  const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback: FALLBACK, fields: ["email"], stays: true, fromServer: actionData });

  const check = (form: FormData) => (formText(form, "email").trim() ? null : { email: emailMissing });
  const send = async (form: FormData) => {
    setSent(null);
    const answer = await apiRequest<Done>(API_PATHS.passwordReset, { method: "POST", body: { email: formText(form, "email").trim() }, fallback: FALLBACK });
    setSent(answer.message);
  };

  return (
    <AuthPage title="Forgot your password?" panelTitle="We all forget." verse={{ text: "He restoreth my soul.", reference: "Psalm 23:3" }}>
      {sent ? <AuthNotice tone="success" text={sent} /> : null}
      <AuthError message={error} />
      <p className="mb-5 text-slate-700 dark:text-slate-300">
        Type the e-mail address of your staff account. We will send it a link to choose a new password.
      </p>
      <form method="post" noValidate onSubmit={onSubmit(check, send)} className="flex flex-col gap-5">
        <Field label="Email" error={fieldErrors.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="username" maxLength={LIMITS.email} defaultValue={actionData?.email} className={inputClass} />}
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
          {busy ? "Sending..." : "Send me a link"}
        </button>
      </form>
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        Remembered it?{" "}
        <Link to="/login" className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
