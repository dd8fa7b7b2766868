import { API_PATHS } from "@lampstand/contract/api-paths";
import { contactMessageDetailsSchema, contactMessageSchema, heldContactMessageSchema } from "@lampstand/contract/entities";
import { contactMessageBodySchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { contactMessageAlert } from "../submission-alerts.ts";
import { visitorFormRoutes } from "../visitor-form-routes.ts";
import { VisitorSubmissions } from "../visitor-submissions.ts";
import { contactMessageRepository } from "./repository.ts";

/** The contact form (SPEC §7 intouch): its alert goes to the church office. */
export function contactMessageRoutes(app: ZodApp, { config, database }: AppDeps): void {
  const messages = new VisitorSubmissions("Contact message", contactMessageRepository(database.db), config, database.db, contactMessageAlert);
  visitorFormRoutes(app, messages, {
    tags: ["contact-messages"],
    paths: { list: API_PATHS.contactMessages, one: API_PATHS.contactMessage, held: API_PATHS.heldContactMessages, release: API_PATHS.releaseContactMessage },
    schemas: { body: contactMessageBodySchema, item: contactMessageSchema, details: contactMessageDetailsSchema, held: heldContactMessageSchema },
  });
}
