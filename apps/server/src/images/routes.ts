import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { HttpError } from "../http-error.ts";

/** Processed images. Their names are content hashes, so they never change: cache them for a year. */
export function imageRoutes(app: ZodApp, { images }: AppDeps): void {
  app.get(
    API_PATHS.upload,
    { config: { public: true }, schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const image = await images.get(request.params.name);
      if (!image) throw new HttpError(404, "Image not found.");
      const etag = `"${request.params.name.slice(0, 64)}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .type(image.contentType);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(image.bytes);
    },
  );
}
