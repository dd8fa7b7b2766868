import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ImageStore } from "./images/image-store.ts";
import type { PublicCache } from "./public-reads/cache.ts";

/** What every feature's routes are given: nothing global, so tests can build many apps side by side. */
export type AppDeps = {
  config: Config;
  database: Database;
  images: ImageStore;
  cache: PublicCache;
};

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route's own hooks of one kind, as a list (Fastify takes one, a list, or none). */
export function hooksOf<Hook>(own: Hook | Hook[] | undefined): Hook[] {
  return own === undefined ? [] : Array.isArray(own) ? own : [own];
}
