import type { z } from "zod";
import { deletedSchema, errorSchema } from "@lampstand/contract/entities";
import { staffListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { ZodApp } from "../app-deps.ts";
import { heldSubmissionRoutes } from "./held-submissions.ts";
import { idParams } from "./request-parsing.ts";
import type { VisitorSubmissions } from "./visitor-submissions.ts";

/**
 * The routes of a visitor form (SPEC §7 prayer-request, intouch), the same for each: sent by
 * anyone, listed, read and deleted by staff; what the spam traps suspect waits in a list of its
 * own for staff to review (ADR 026, held-submissions.ts). `paths.list` takes the form's posts and
 * lists the inbox; `paths.one` is one submission, held or not.
 */
export function visitorFormRoutes<Fields extends Record<string, unknown>>(
  app: ZodApp,
  submissions: VisitorSubmissions<Fields>,
  {
    tags,
    paths,
    schemas,
  }: {
    tags: string[];
    paths: { list: string; one: string; held: string; release: string };
    schemas: { body: z.ZodType<Fields>; item: z.ZodType; details: z.ZodType; held: z.ZodType };
  },
): void {
  const one = submissions.what.toLowerCase();
  app.post(
    paths.list,
    {
      config: { public: true, rateLimit: submissions.rateLimit },
      schema: {
        tags,
        summary: `Send a ${one} (anyone; what the spam traps suspect is held for staff to review, answered alike)`,
        body: schemas.body,
        response: { 201: schemas.item, 400: errorSchema, 429: errorSchema },
      },
    },
    // The type provider cannot see through a generic schema: the body is what schemas.body parsed.
    async (request, reply) => reply.status(201).send(await submissions.submit(request, request.body as Fields)),
  );

  app.get(
    paths.list,
    {
      schema: {
        tags,
        summary: `${submissions.what}s of the inbox, newest first (not those held as possible spam); with ?page= one page {items, total, page, per_page}, searched with ?q= in the sender's name, e-mail, phone and text`,
        querystring: staffListQuerySchema,
        response: { 200: staffListSchema(schemas.item), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => {
      const page = staffPageOf(request.query);
      return page ? submissions.page(page) : submissions.list();
    },
  );

  app.get(
    paths.one,
    { schema: { params: idParams, tags, summary: `One ${one}, held or not`, response: { 200: schemas.details, 401: errorSchema, 404: errorSchema } } },
    (request) => submissions.find(request.params.id),
  );

  app.delete(
    paths.one,
    { schema: { params: idParams, tags, summary: `Delete a ${one}, held or not`, response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => submissions.remove(request.params.id),
  );

  heldSubmissionRoutes(app, submissions, { tags, paths, schemas });
}
