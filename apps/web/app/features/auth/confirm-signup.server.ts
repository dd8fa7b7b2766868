import type { AppLoadContext } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { signupConfirmResponseSchema, type SignupConfirmResponse } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { formText } from "~/lib/use-auth-form";

/** What the confirmation page shows after its button was pressed: what became of the sign-up, or why it did not work. */
export type ConfirmSignupResult = { confirmed: SignupConfirmResponse } | { error: string };

/**
 * The confirmation page's action: `POST /signup/confirm` to the API in process, with the token the
 * page's form carried (the visitor's address goes along, so the confirmation's limit counts them).
 * It runs on the server with or without JavaScript in the browser.
 */
export async function confirmSignupForm(context: AppLoadContext, form: FormData): Promise<ConfirmSignupResult> {
  try {
    const response = await context.api(API_PATHS.signupConfirm, { method: "POST", body: { token: formText(form, "token") } });
    const answer: unknown = await response.json().catch(() => undefined);
    const confirmed = response.status === 200 ? signupConfirmResponseSchema.safeParse(answer) : undefined;
    if (confirmed?.success) return { confirmed: confirmed.data };
    const message = (answer as { message?: unknown } | undefined)?.message;
    return { error: typeof message === "string" && message ? message : MESSAGES.unexpected };
  } catch (error) {
    context.logError(error, "sending the sign-up confirmation failed");
    return { error: MESSAGES.unexpected };
  }
}
