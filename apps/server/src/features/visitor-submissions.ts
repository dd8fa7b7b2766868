import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { deletedSchema, errorSchema } from "@lampstand/contract/entities";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@lampstand/contract/limits";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { notFound } from "../http-error.ts";
import { deleted, parseId, idParams } from "./request-parsing.ts";

/**
 * Prayer requests and contact messages: anyone may send one (rate-limited per IP, with a
 * honeypot and a minimum fill time against bots); only staff may read and delete them.
 */
export type SubmissionKind<Body extends z.ZodType, Item extends { id: number }> = {
  what: string;
  tag: string;
  path: string;
  body: Body;
  entity: z.ZodType<Item>;
  insert(fields: z.infer<Body>): Promise<Item>;
  list(): Promise<Item[]>;
  find(id: number): Promise<Item | undefined>;
  remove(id: number): Promise<boolean>;
  /** What a discarded (bot) submission answers, shaped like a real one so bots learn nothing. */
  decoy(fields: z.infer<Body>): Item;
};

/** True when the spam traps say a bot sent this: a filled honeypot, or a form filled faster than a person can. */
export function looksLikeBot(fields: Record<string, unknown>, minFillMs: number): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null && honeypot !== false) {
    return true;
  }
  const fillMs = Number(fields[FILL_TIME_FIELD]);
  return fields[FILL_TIME_FIELD] !== undefined && Number.isFinite(fillMs) && fillMs < minFillMs;
}

export function visitorSubmissionRoutes<Body extends z.ZodType, Item extends { id: number }>(
  zodApp: ZodApp,
  { config }: AppDeps,
  kind: SubmissionKind<Body, Item>,
): void {
  // The schemas here are generic, so the type provider cannot infer handler types; the
  // validators and serializers still run, and the handlers read what they validated.
  const app = zodApp as unknown as FastifyInstance;
  const tags = [kind.tag];

  app.post(
    kind.path,
    {
      config: { public: true, rateLimit: { max: config.rateLimits.forms, timeWindow: config.rateLimits.windowMs } },
      schema: {
        tags,
        summary: `Send a ${kind.what.toLowerCase()} (anyone)`,
        body: kind.body,
        response: { 201: kind.entity, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const fields = request.body as z.infer<Body>;
      if (looksLikeBot(fields as Record<string, unknown>, config.formMinFillMs)) {
        request.log.info({ path: kind.path }, "discarded a submission caught by the spam traps");
        return reply.status(201).send(kind.decoy(fields));
      }
      return reply.status(201).send(await kind.insert(fields));
    },
  );

  app.get(kind.path, { schema: { tags, summary: `${kind.what}s, newest first`, response: { 200: z.array(kind.entity), 401: errorSchema } } }, () =>
    kind.list(),
  );

  app.get(
    `${kind.path}/:id`,
    { schema: { params: idParams, tags, summary: `One ${kind.what.toLowerCase()}`, response: { 200: kind.entity, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const item = await kind.find(parseId((request.params as { id: string }).id, kind.what));
      if (!item) throw notFound(kind.what);
      return item;
    },
  );

  app.delete(
    `${kind.path}/:id`,
    { schema: { params: idParams, tags, summary: `Delete a ${kind.what.toLowerCase()}`, response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const id = parseId((request.params as { id: string }).id, kind.what);
      if (!(await kind.remove(id))) throw notFound(kind.what);
      return deleted(id, kind.what);
    },
  );
}
