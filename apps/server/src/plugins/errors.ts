import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { HttpError } from "../http-error.ts";
import { isDatabaseUnavailable, type OutageLog } from "../db/availability.ts";

type ErrorBody = { message: string; field?: string };

/** Fastify's own client-error codes, in the words of ARCHITECTURE decision 9. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, SERVER_MESSAGES.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty; send a JSON object."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request body is too large."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "This content type is not accepted here. Send JSON or a multipart form."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The Content-Length header does not match the body."],
  FST_REQ_FILE_TOO_LARGE: [413, SERVER_MESSAGES.imageTooLarge],
  FST_PARTS_LIMIT: [413, "The form has too many parts."],
  FST_FILES_LIMIT: [413, "Send one image per request."],
  FST_FIELDS_LIMIT: [413, "The form has too many fields."],
  FST_PROTO_VIOLATION: [400, "The form contains a forbidden field name."],
  FST_MP_PREMATURE_CLOSE: [400, SERVER_MESSAGES.uploadInterrupted],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "Send this form as multipart/form-data."],
  FST_ERR_VALIDATION: [400, "The request is not valid."],
};

/**
 * Turns every thrown error into `{ message }` with a 4xx, or a 500 that leaks nothing; a database
 * out of reach is a 503 that says so, logged once per outage by `outage` (ADR 022).
 */
export function registerErrorHandling(app: FastifyInstance, outage?: OutageLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      outage?.report(error);
      return reply.status(503).header("retry-after", "5").send({ message: SERVER_MESSAGES.databaseUnavailable });
    }
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: loggableError(error) }, "unhandled error");
    else request.log.info({ status, message: body.message }, "client error");
    return reply.status(status).send(body);
  });
}

/**
 * What the log may hold of an error: its kind, message, code and stack frames, and the same of
 * its causes, but never the values it was about. A failed query's message and stack carry its
 * parameters (what a visitor typed, a password hash, a token), and a database error's `detail`
 * the row's values, so those are left out: a failed query is logged by its SQL, which has
 * placeholders only, and a database error by its code, message and the names of what it concerns.
 * pino's error serializer would copy every property, so the result is a plain object.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: error === null ? "null" : typeof error };
  const described: Record<string, unknown> = { type: error.name };
  if (error instanceof DrizzleQueryError) {
    described.query = error.query;
  } else if (isDatabaseError(error)) {
    // SQLSTATE class 22 (data exception) quotes the offending value: "invalid input syntax for type integer: \"…\"".
    described.message = error.code.startsWith("22") ? error.message.split(":")[0] : error.message;
    for (const key of ["code", "severity", "schema", "table", "column", "constraint", "routine"] as const) {
      if (error[key]) described[key] = error[key];
    }
  } else {
    described.message = error.message;
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" || typeof code === "number") described.code = code;
  }
  // The stack's first line repeats the message (a failed query's parameters): only the frames.
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) described.stack = frames.join("\n");
  if (error.cause !== undefined && depth < 3) described.cause = loggableError(error.cause, depth + 1);
  return described;
}

type DatabaseError = Error & Partial<Record<"severity" | "schema" | "table" | "column" | "constraint" | "routine", string>> & { code: string };

/** An error PostgreSQL sent (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Error): error is DatabaseError {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: withField(error.message, error.field) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first ? fieldOf(first.instancePath, first.params) : undefined;
    const message = first?.message ?? "The request is not valid.";
    return { status: 400, body: withField(message, field) };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known[0], body: { message: known[1] } };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { message: SERVER_MESSAGES.tooManyRequests } };
  if (status >= 400 && status < 500) return { status, body: { message: error.message } };
  return { status: 500, body: { message: MESSAGES.unexpected } };
}

function fieldOf(instancePath: string, params: unknown): string | undefined {
  const fromPath = instancePath.split("/").filter(Boolean)[0];
  if (fromPath) return fromPath;
  const issue = (params as { issue?: { path?: unknown[]; keys?: string[] } } | undefined)?.issue;
  const first = issue?.path?.[0] ?? issue?.keys?.[0];
  return typeof first === "string" ? first : undefined;
}

function withField(message: string, field: string | undefined): ErrorBody {
  return field ? { message, field } : { message };
}
