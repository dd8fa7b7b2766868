import { redirect, type AppLoadContext } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { signupResponseSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { SIGNUP_FIELDS, signupProblem } from "~/lib/auth-form-rules";
import { loginAfterSignup } from "./notices";
import { formText, type ServerFormProblems } from "~/lib/use-auth-form";

/** What the sign-up page shows after a post that did not go through: the problems, and what was typed but the passwords. */
export type SignupResult = ServerFormProblems & { values: { name: string; email: string } };

/**
 * The sign-up page's action, for a form posted before JavaScript ran: the same checks as the page
 * makes (lib/auth-form-rules.ts), then `POST /signup` to the API in process (the visitor's address goes
 * along, so the sign-up limit counts them), then the login page with the same notice as after a
 * sign-up made with JavaScript. The passwords are never sent back.
 */
export async function sendSignup(context: AppLoadContext, form: FormData): Promise<SignupResult> {
  const values = { name: formText(form, "name").trim(), email: formText(form, "email").trim() };
  const problem = signupProblem(form);
  if (typeof problem === "string") return { error: problem, values };
  if (problem) return { fieldErrors: problem, values };

  let status: number;
  let answer: unknown;
  try {
    const response = await context.api(API_PATHS.signup, { method: "POST", body: { ...values, password: formText(form, "password") } });
    status = response.status;
    answer = await response.json().catch(() => undefined);
  } catch (error) {
    context.logError(error, "sending the sign-up form failed");
    return { error: MESSAGES.unexpected, values };
  }
  const created = status === 201 ? signupResponseSchema.safeParse(answer) : undefined;
  if (created?.success) throw redirect(loginAfterSignup(created.data.role));
  const { message, field } = (answer ?? {}) as { message?: unknown; field?: unknown };
  const text = typeof message === "string" && message ? message : MESSAGES.signupFailed;
  if (typeof field === "string" && (SIGNUP_FIELDS as readonly string[]).includes(field)) return { fieldErrors: { [field]: text }, values };
  return { error: text, values };
}
