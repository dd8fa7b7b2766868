import type { AppLoadContext } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { CONTACT_TEAM, RENDERED_AT_FIELD, checkVisitorForm, type VisitorFormKind, type VisitorFormResult } from "./visitor-form-kinds";

/** Where each form goes: kept on the server, so the public pages' scripts carry no API paths (ADR 020). */
const API_PATH_OF = { prayer: API_PATHS.prayerRequests, contact: API_PATHS.contactMessages } as const satisfies Record<VisitorFormKind["kind"], string>;

/**
 * The action behind both visitor forms: it posts what the visitor typed to the API in process,
 * so the form works the same with JavaScript or without it (a plain HTML form post).
 */
export async function sendVisitorForm(context: AppLoadContext, kind: VisitorFormKind, form: FormData): Promise<VisitorFormResult> {
  const values: Record<string, string> = {};
  for (const field of kind.fields) values[field.name] = String(form.get(field.name) ?? "");
  if (kind.kind === "prayer") values[CONTACT_TEAM.name] = form.get(CONTACT_TEAM.name) === "yes" ? "yes" : "no";
  const problem = checkVisitorForm(kind, values);
  if (problem) return problem;

  // The spam traps (ARCHITECTURE decision 6): the honeypot as sent, and how long since the server
  // drew the form (none when that time is unreadable). The server holds what they suspect for staff
  // and answers it like any other (ADR 026), so whatever this sends, nothing a visitor wrote is lost.
  const renderedAt = Number(form.get(RENDERED_AT_FIELD));
  const fillMs = Number.isFinite(renderedAt) && renderedAt > 0 ? Date.now() - renderedAt : undefined;
  const body: Record<string, unknown> = { ...values, [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? "") };
  if (fillMs !== undefined) body[FILL_TIME_FIELD] = fillMs;
  if (kind.kind === "prayer") body[CONTACT_TEAM.name] = values[CONTACT_TEAM.name] === "yes";

  try {
    const response = await context.api(API_PATH_OF[kind.kind], { method: "POST", body });
    if (response.status === 201) return { status: "sent" };
    const answer = (await response.json().catch(() => undefined)) as { message?: unknown; field?: unknown } | undefined;
    const error = typeof answer?.message === "string" && answer.message ? answer.message : kind.defaultError;
    // The API names the field it refused (a 400): that field is marked with its words.
    const field = kind.fields.find((candidate) => candidate.name === answer?.field);
    return { status: "failed", error, values, ...(field ? { errors: { [field.name]: error } } : {}) };
  } catch (error) {
    context.logError(error, `sending the ${kind.kind} form failed`);
    return { status: "failed", error: MESSAGES.unexpected, values };
  }
}
