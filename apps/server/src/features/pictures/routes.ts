import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema } from "@lampstand/contract/entities";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError } from "../../http-error.ts";
import { processImage } from "../../images/process-image.ts";
import { readUploadForm, uploadRoutes } from "../../images/read-upload-form.ts";

/** The multipart field the picture goes in. */
export const PICTURE_FIELD = "picture";

const storedPictureSchema = z.object({
  /** The path a page's block names the picture by ("uploads/<hash>.webp"). */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A picture for the page editor (issue 20): a page's blocks name pictures by path, so the editor
 * uploads a picture first and puts the answered path into the block. The bytes go through the
 * same pipeline as every other upload (checked, re-encoded to WebP, responsive copies on demand).
 * A picture uploaded but never saved into a page is deleted after UNSAVED_PICTURE_DAYS days
 * (ImageStore.removeUnsaved, ADR 045).
 */
export function pictureRoutes(app: ZodApp, deps: AppDeps): void {
  const form = { fields: z.object({}), image: PICTURE_FIELD, imageRequired: true };
  uploadRoutes(app, (uploads) => {
    uploads.post(
      API_PATHS.pictures,
      {
        config: { uploadForm: form },
        schema: {
          tags: ["pages"],
          summary: "Store a picture for a page's blocks (staff, multipart: picture). Answers the path to put in the block's `src`",
          consumes: ["multipart/form-data"],
          response: { 201: storedPictureSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, SERVER_MESSAGES.imageRequired, PICTURE_FIELD);
        const { file } = await readUploadForm(request, PICTURE_FIELD);
        if (!file) throw new HttpError(400, SERVER_MESSAGES.imageRequired, PICTURE_FIELD);
        const image = await processImage(file);
        const src = await deps.images.save(deps.database.db, image);
        return reply.status(201).send({ src, width: image.width, height: image.height });
      },
    );
  });
}
