import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, errorSchema, heldPrayerRequestSchema, prayerRequestDetailsSchema, prayerRequestSchema } from "@lampstand/contract/entities";
import { prayerRequestBodySchema } from "@lampstand/contract/requests";
import { staffListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { idParams } from "../request-parsing.ts";
import { heldSubmissionRoutes } from "../held-submissions.ts";
import { VisitorSubmissions } from "../visitor-submissions.ts";
import { prayerRequestAlert } from "../submission-alerts.ts";
import { prayerRequestRepository } from "./repository.ts";

/**
 * The prayer request form (SPEC §7 prayer-request): sent by anyone, read and deleted by staff;
 * what the spam traps suspect waits in a list of its own for staff to review (ADR 026).
 */
export function prayerRequestRoutes(app: ZodApp, { config, database }: AppDeps): void {
  const prayers = new VisitorSubmissions("Prayer request", prayerRequestRepository(database.db), config, database.db, prayerRequestAlert);
  const tags = ["prayer-requests"];

  app.post(
    API_PATHS.prayerRequests,
    {
      config: { public: true, rateLimit: prayers.rateLimit },
      schema: {
        tags,
        summary: "Send a prayer request (anyone; what the spam traps suspect is held for staff to review, answered alike)",
        body: prayerRequestBodySchema,
        response: { 201: prayerRequestSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await prayers.submit(request, request.body)),
  );

  app.get(
    API_PATHS.prayerRequests,
    {
      schema: {
        tags,
        summary: "Prayer requests of the inbox, newest first (not those held as possible spam); with ?page= one page {items, total, page, per_page}, searched with ?q= in the sender's name, e-mail, phone and text",
        querystring: staffListQuerySchema,
        response: { 200: staffListSchema(prayerRequestSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => {
      const page = staffPageOf(request.query);
      return page ? prayers.page(page) : prayers.list();
    },
  );

  app.get(
    API_PATHS.prayerRequest,
    { schema: { params: idParams, tags, summary: "One prayer request, held or not", response: { 200: prayerRequestDetailsSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => prayers.find(request.params.id),
  );

  app.delete(
    API_PATHS.prayerRequest,
    { schema: { params: idParams, tags, summary: "Delete a prayer request, held or not", response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => prayers.remove(request.params.id),
  );

  heldSubmissionRoutes(app, prayers, {
    tags,
    paths: { held: API_PATHS.heldPrayerRequests, release: API_PATHS.releasePrayerRequest },
    schemas: { held: heldPrayerRequestSchema, item: prayerRequestSchema },
  });
}
