import type { AppLoadContext } from "react-router";

/** The API answered, but not with what the page needs; the route's ErrorBoundary shows it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The part of a zod schema this needs (the contract's schemas fit), without importing zod here. */
type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * GETs `path` from the in-process API and checks the answer against the contract's schema,
 * so a page never renders half-understood data.
 */
export async function apiGet<T>(context: AppLoadContext, path: string, schema: Schema<T>): Promise<T> {
  const response = await context.api(path);
  if (response.status !== 200) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const detail = typeof body?.message === "string" ? body.message : `status ${response.status}`;
    throw new ApiError(response.status, `GET ${path} failed: ${detail}`);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(502, `GET ${path} answered in an unexpected shape.`);
  return parsed.data;
}
