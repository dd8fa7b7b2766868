import { API_PATHS } from "@lampstand/contract/api-paths";
import { heldPrayerRequestSchema, prayerRequestDetailsSchema, prayerRequestSchema } from "@lampstand/contract/entities";
import { prayerRequestBodySchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { prayerRequestAlert } from "../submission-alerts.ts";
import { visitorFormRoutes } from "../visitor-form-routes.ts";
import { VisitorSubmissions } from "../visitor-submissions.ts";
import { prayerRequestRepository } from "./repository.ts";

/** The prayer request form (SPEC §7 prayer-request): its alert goes to the prayer team. */
export function prayerRequestRoutes(app: ZodApp, { config, database }: AppDeps): void {
  const prayers = new VisitorSubmissions("Prayer request", prayerRequestRepository(database.db), config, database.db, prayerRequestAlert);
  visitorFormRoutes(app, prayers, {
    tags: ["prayer-requests"],
    paths: { list: API_PATHS.prayerRequests, one: API_PATHS.prayerRequest, held: API_PATHS.heldPrayerRequests, release: API_PATHS.releasePrayerRequest },
    schemas: { body: prayerRequestBodySchema, item: prayerRequestSchema, details: prayerRequestDetailsSchema, held: heldPrayerRequestSchema },
  });
}
