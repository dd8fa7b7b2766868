import { redirect, type AppLoadContext } from "react-router";
import { MESSAGES } from "@lampstand/contract/messages";
import { chosenPasswordProblem } from "~/lib/auth-form-rules";
import { formText, type ServerFormProblems } from "~/lib/use-auth-form";

/** What the API answered a form's post made on the server: its JSON, or its words and the field it named. */
export type ApiFormAnswer = { ok: true; status: number; answer: unknown } | { ok: false; status: number; message: string; field?: string };

/**
 * Posts a form's fields to the API in process, for a route's action (a form posted before
 * JavaScript ran). The visitor's address goes along (the API's limits count them), and so does
 * the site's public host, so links the API writes into mails point where the visitor is.
 */
export async function postToApi(context: AppLoadContext, path: string, body: Record<string, unknown>, fallback: string): Promise<ApiFormAnswer> {
  try {
    const response = await context.api(path, { method: "POST", body, headers: { host: new URL(context.publicOrigin).host } });
    const answer = await response.json().catch(() => undefined);
    if (response.status < 400) return { ok: true, status: response.status, answer };
    const { message, field } = (answer ?? {}) as { message?: unknown; field?: unknown };
    return { ok: false, status: response.status, message: typeof message === "string" && message ? message : fallback, ...(typeof field === "string" ? { field } : {}) };
  } catch (error) {
    context.logError(error, `posting a form to ${path} failed`);
    return { ok: false, status: 500, message: MESSAGES.unexpected };
  }
}

/**
 * The action of a page where someone chooses their password through a mailed link (reset,
 * invitation), for a form posted before JavaScript ran: the page's own checks, then `path` with
 * the link's token and the password, then on to `next`; else what to show on the form.
 */
export async function sendChosenPassword(context: AppLoadContext, form: FormData, path: string, fallback: string, next: string): Promise<ServerFormProblems> {
  const problem = chosenPasswordProblem(form);
  if (typeof problem === "string") return { error: problem };
  if (problem) return { fieldErrors: problem };
  const result = await postToApi(context, path, { token: formText(form, "token"), password: formText(form, "password") }, fallback);
  if (result.ok) throw redirect(next);
  return result.field === "password" ? { fieldErrors: { password: result.message } } : { error: result.message };
}
