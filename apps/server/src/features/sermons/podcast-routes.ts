import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema } from "@lampstand/contract/entities";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError } from "../../http-error.ts";
import { isImageName } from "../../images/image-store.ts";
import { readSettings } from "../settings/repository.ts";
import { CHURCH_ARTWORK, PodcastArtwork } from "./podcast-artwork.ts";

/**
 * The podcast's artwork (the feed itself is a page of the web app, routes/seo/sermons-podcast.ts):
 * JPEG, since the pictures the site stores are WebP, which Apple Podcasts refuses. The church's
 * artwork keeps its address whatever the logo (the feed names it once; apps check it again by its
 * ETag); an episode's is named after its picture's content hash, so it never changes.
 */
export function podcastRoutes(app: ZodApp, deps: AppDeps): void {
  const artwork = new PodcastArtwork(deps.images);
  app.get(
    API_PATHS.podcastArtwork,
    {
      config: { public: true },
      schema: {
        tags: ["sermons"],
        summary: `The podcast's artwork, a square JPEG: "${CHURCH_ARTWORK}" from the church's logo, "<picture hash>.jpg" from an episode's picture`,
        params: z.object({ name: z.string() }),
        response: { 200: z.any(), 304: z.any(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      let bytes: Buffer | undefined;
      let etag: string;
      if (name === CHURCH_ARTWORK) {
        const church = await artwork.church((await readSettings(deps.database.db)).logo);
        bytes = church.bytes;
        etag = `"podcast-${church.source.slice(0, 32)}"`;
        reply.header("cache-control", "public, max-age=3600");
      } else {
        const picture = /^([0-9a-f]{64})\.jpg$/.exec(name)?.[1];
        bytes = picture && isImageName(`${picture}.webp`) ? await artwork.episode(`${picture}.webp`) : undefined;
        etag = `"podcast-${picture?.slice(0, 32)}"`;
        reply.header("cache-control", "public, max-age=31536000, immutable");
      }
      if (!bytes) throw new HttpError(404, `No podcast artwork is called "${name}".`);
      // Podcast apps that run in a browser (a web player, a directory's page) show it from their own origin.
      reply.header("etag", etag).header("cross-origin-resource-policy", "cross-origin").type("image/jpeg");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(bytes);
    },
  );
}
