import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@lampstand/contract/limits";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { HttpError } from "../http-error.ts";

const widths = IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]];

/**
 * Processed images, and their narrower copies (`?w=480`, `?w=960`). Their names are content
 * hashes, so they never change: cache them for a year.
 */
export function imageRoutes(app: ZodApp, { images }: AppDeps): void {
  app.get(
    API_PATHS.upload,
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ name: z.string() }),
        querystring: z.object({
          w: z.enum(widths, { error: `w must be one of ${widths.join(", ")} (pixels), or left out for the full picture.` }).optional(),
        }),
      },
    },
    async (request, reply) => {
      const width = request.query.w ? (Number(request.query.w) as ImageVariantWidth) : undefined;
      const image = await images.get(request.params.name, width);
      if (!image) throw new HttpError(404, "Image not found.");
      const etag = `"${request.params.name.slice(0, 64)}${width ? `-${width}` : ""}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .type(image.contentType);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(image.bytes);
    },
  );
}
