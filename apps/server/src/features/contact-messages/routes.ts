import { API_PATHS } from "@lampstand/contract/api-paths";
import { contactMessageDetailsSchema, contactMessageSchema, deletedSchema, errorSchema, heldContactMessageSchema } from "@lampstand/contract/entities";
import { contactMessageBodySchema } from "@lampstand/contract/requests";
import { staffListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { idParams } from "../request-parsing.ts";
import { heldSubmissionRoutes } from "../held-submissions.ts";
import { VisitorSubmissions } from "../visitor-submissions.ts";
import { contactMessageAlert } from "../submission-alerts.ts";
import { contactMessageRepository } from "./repository.ts";

/**
 * The contact form (SPEC §7 intouch): sent by anyone, read and deleted by staff; what the spam
 * traps suspect waits in a list of its own for staff to review (ADR 026).
 */
export function contactMessageRoutes(app: ZodApp, { config, database }: AppDeps): void {
  const messages = new VisitorSubmissions("Contact message", contactMessageRepository(database.db), config, database.db, contactMessageAlert);
  const tags = ["contact-messages"];

  app.post(
    API_PATHS.contactMessages,
    {
      config: { public: true, rateLimit: messages.rateLimit },
      schema: {
        tags,
        summary: "Send a contact message (anyone; what the spam traps suspect is held for staff to review, answered alike)",
        body: contactMessageBodySchema,
        response: { 201: contactMessageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await messages.submit(request, request.body)),
  );

  app.get(
    API_PATHS.contactMessages,
    {
      schema: {
        tags,
        summary: "Contact messages of the inbox, newest first (not those held as possible spam); with ?page= one page {items, total, page, per_page}, searched with ?q= in the sender's name, e-mail, phone and text",
        querystring: staffListQuerySchema,
        response: { 200: staffListSchema(contactMessageSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => {
      const page = staffPageOf(request.query);
      return page ? messages.page(page) : messages.list();
    },
  );

  app.get(
    API_PATHS.contactMessage,
    { schema: { params: idParams, tags, summary: "One contact message, held or not", response: { 200: contactMessageDetailsSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => messages.find(request.params.id),
  );

  app.delete(
    API_PATHS.contactMessage,
    { schema: { params: idParams, tags, summary: "Delete a contact message, held or not", response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => messages.remove(request.params.id),
  );

  heldSubmissionRoutes(app, messages, {
    tags,
    paths: { held: API_PATHS.heldContactMessages, release: API_PATHS.releaseContactMessage },
    schemas: { held: heldContactMessageSchema, item: contactMessageSchema },
  });
}
