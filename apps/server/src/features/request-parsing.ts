import { z } from "zod";
import type { Deleted } from "@lampstand/contract/entities";
import { HttpError, notFound } from "../http-error.ts";

const MAX_SERIAL = 2_147_483_647;

/** Path parameter `{id}` as Fastify hands it over; `parseId` turns it into a number or a 404. */
export const idParams = z.object({ id: z.string() });

/** `{id}` of a path: a positive integer that fits the id column, or the thing is simply not there (404). */
export function parseId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_SERIAL) throw notFound(what);
  return id;
}

/** Validates form fields with a contract schema; the first problem becomes a 400 naming its field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  throw new HttpError(400, issue?.message ?? "The request is not valid.", typeof field === "string" ? field : undefined);
}

/** The answer every DELETE gives. */
export function deleted(id: number, what: string): Deleted {
  return { id, message: `${what} deleted.` };
}
