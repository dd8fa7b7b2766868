import type { AppLoadContext } from "react-router";
import { MESSAGES } from "@lampstand/contract/messages";

/** The part of a zod schema this needs (the contract's schemas fit), without importing zod here. */
type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * What a page's loader got from the API: the data, or the message to show in its place (SPEC §8)
 * with the API's HTTP status when it answered (a 404 is "not found", not a failure to load).
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: string; status?: number };

/** `path` with the query `params` (left out when undefined): `withQuery("/view-events", { month: "2026-03" })`. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * GETs `path` (relative to the API base, e.g. `API_PATHS.viewEvents`) from the in-process API and
 * checks the answer against the contract's schema, so a page never renders half-understood data.
 * A failure becomes the words of SPEC §8: the server's `message` when it gave one, else `fallback`
 * (the spec's default for that call); anything that is not an HTTP answer is 'An unexpected error
 * occurred' and goes to the server log.
 */
export async function loadFromApi<T>(context: AppLoadContext, path: string, schema: Schema<T>, fallback: string): Promise<Loaded<T>> {
  try {
    const response = await context.api(path);
    const body = await response.json().catch(() => undefined);
    if (response.status !== 200) {
      const message = (body as { message?: unknown } | undefined)?.message;
      return { ok: false, error: typeof message === "string" && message ? message : fallback, status: response.status };
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, data: parsed.data };
    context.logError(new Error(`GET ${path} answered in an unexpected shape`), "API answer not understood");
    return { ok: false, error: fallback };
  } catch (error) {
    context.logError(error, `GET ${path} failed`);
    return { ok: false, error: MESSAGES.unexpected };
  }
}
