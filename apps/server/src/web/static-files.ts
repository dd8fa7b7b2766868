import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { COMPRESSIBLE } from "../../precompress-client.mjs";

/** Vite names everything under /assets/ by content hash, so a URL there never changes meaning. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon, pictures in public/) may change with a deploy: browsers check again within a day. */
const SHORT = "public, max-age=86400";

/**
 * Serves the web app's client build (apps/web/build/client) with @fastify/static: a route per
 * file found at start-up (`wildcard: false`), so no other request path ever reaches the file
 * system, and the brotli or gzip copy that the build wrote beside a text file
 * (precompress-client.mjs) when the browser accepts it.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(async (files) => {
    // A request's "Cache-Control: no-cache" speaks to caches on the way (RFC 9111 §5.2.1.4); the
    // origin answers a conditional request by its validators alone (RFC 9110 §13.2). @fastify/send
    // follows RFC 2616 and sends the whole file instead, and fetch() adds no-cache to every
    // conditional request a script makes: so it is dropped when a validator came with it.
    files.addHook("onRequest", async (request) => {
      const { headers } = request.raw;
      if (headers["if-none-match"] !== undefined || headers["if-modified-since"] !== undefined) delete headers["cache-control"];
    });
    // @fastify/send still names JavaScript "application/javascript"; RFC 9239 made it text/javascript.
    files.addHook("onSend", async (_request, reply, payload) => {
      if (String(reply.getHeader("content-type")).startsWith("application/javascript")) {
        reply.type("text/javascript; charset=utf-8");
      }
      return payload;
    });
    await files.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The compressed copies are served in place of their originals, never under their own names.
      globIgnore: ["**/*.br", "**/*.gz"],
      preCompressed: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders(response, filePath) {
        const relative = path.relative(clientDir, filePath).split(path.sep).join("/");
        response.setHeader("cache-control", relative.startsWith("assets/") ? IMMUTABLE : SHORT);
        // The answer depends on Accept-Encoding wherever a compressed copy may be chosen.
        if (COMPRESSIBLE.has(path.extname(relative.replace(/\.(br|gz)$/, "")).toLowerCase())) {
          response.setHeader("vary", "Accept-Encoding");
        }
      },
    });
  });
}
