import type { FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { z } from "zod";
import type { ZodApp } from "../app-deps.ts";
import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { HttpError } from "../http-error.ts";

/**
 * Registers the routes that take a picture (multipart forms) in a scope of their own.
 * @fastify/multipart's hooks run for every request of the scope it is registered in (two async
 * hooks and a listener on each response), and nearly every request is a read or a page that never
 * carries a form: registered for the whole server they cost a tenth of a cached read (ADR 017).
 */
export function uploadRoutes(app: ZodApp, define: (uploads: ZodApp) => void): void {
  void app.register(async (uploads: ZodApp) => {
    await uploads.register(multipart, { limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 30 } });
    define(uploads);
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The form a picture route reads: its OpenAPI request body (plugins/api-docs.ts). */
    uploadForm?: UploadFormShape;
  }
}

/** The text fields of a picture route's form, checked with `fields`, and the name of its image field. */
export type UploadFormShape<Fields extends z.ZodObject = z.ZodObject> = { fields: Fields; image: string; imageRequired: boolean };

/**
 * The form as an OpenAPI request body: the text fields and the image as a binary part. Only for
 * the description; multipart bodies are read (and checked) by readUploadForm, not by Fastify.
 */
export function uploadFormBody({ fields, image, imageRequired }: UploadFormShape): z.ZodObject {
  const file = z.file().meta({ description: "The picture: JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most 10 MB and 40 megapixels" });
  return fields.extend({ [image]: imageRequired ? file : file.optional() });
}

export type UploadForm = {
  fields: Record<string, string>;
  /** The bytes of the image field, if one was sent with content. */
  file: Buffer | undefined;
};

/**
 * Reads a create/edit request of an item with a picture: multipart with text fields and at
 * most one image under `imageField`, or plain JSON (for edits that keep the image). Files
 * under other names are refused so a typo is not silently ignored. The bytes go on to
 * process-image.ts; nothing here trusts the declared type or name.
 */
export async function readUploadForm(request: FastifyRequest, imageField: string): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, file: undefined };
    if (typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "The request body must be a JSON object.");
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string") fields[key] = value;
      else if (typeof value === "number" || typeof value === "boolean") fields[key] = String(value);
      // A list of texts (an event's cancelled dates) arrives as a form sends it: one text, comma-separated.
      else if (Array.isArray(value) && value.every((item) => typeof item === "string")) fields[key] = value.join(",");
    }
    return { fields, file: undefined };
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 30 } })) {
      if (part.type === "file") {
        if (part.fieldname !== imageField) {
          part.file.resume();
          throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the image as "${imageField}".`, part.fieldname);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, SERVER_MESSAGES.imageTooLarge, imageField);
        // An empty file input (nothing chosen) arrives as a zero-byte part: treat it as absent.
        if (bytes.length > 0) file = bytes;
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw unreadableForm(error, request);
  }
  return { fields, file };
}

/**
 * A form that cannot be read is the sender's doing: cut off, malformed, or abandoned half-way
 * (a visitor closing the tab). The multipart parser's own errors carry no status and would be
 * taken for a fault of the server; they become a 400 that says what happened. Errors that
 * already have a status (limits, our own) pass unchanged.
 */
export function unreadableForm(error: unknown, request: FastifyRequest): unknown {
  const { statusCode } = error as { statusCode?: unknown };
  // A limit met or a refusal of ours stops reading early too: those keep their own answer.
  if (error instanceof HttpError || typeof statusCode === "number") return error;
  return new HttpError(400, request.raw.complete ? SERVER_MESSAGES.formUnreadable : SERVER_MESSAGES.uploadInterrupted);
}
