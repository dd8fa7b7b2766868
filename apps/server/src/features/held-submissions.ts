import type { z } from "zod";
import { HELD_SUBMISSION_DAYS } from "@lampstand/contract/limits";
import { errorSchema } from "@lampstand/contract/entities";
import type { ZodApp } from "../app-deps.ts";
import { runRegularly } from "../regular-task.ts";
import { idParams } from "./request-parsing.ts";
import type { VisitorSubmissions } from "./visitor-submissions.ts";

/** How often each process deletes the held submissions past their days. */
export const HELD_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The "Held as possible spam" list of a visitor form (ADR 026), for staff: the list, moving one
 * to the inbox, and deleting the held ones HELD_SUBMISSION_DAYS after they came. Reading one
 * (GET …/{id}) and deleting one (DELETE …/{id}) are the form's own routes, held or not.
 */
export function heldSubmissionRoutes<Fields extends Record<string, unknown>>(
  app: ZodApp,
  submissions: VisitorSubmissions<Fields>,
  { tags, paths, schemas }: { tags: string[]; paths: { held: string; release: string }; schemas: { held: z.ZodType; item: z.ZodType } },
): void {
  const plural = `${submissions.what.toLowerCase()}s`;
  app.get(
    paths.held,
    {
      schema: {
        tags,
        summary: `${submissions.what}s held as possible spam, newest first (deleted ${HELD_SUBMISSION_DAYS} days after they came)`,
        response: { 200: schemas.held.array(), 401: errorSchema },
      },
    },
    () => submissions.listHeld(),
  );

  app.post(
    paths.release,
    {
      schema: {
        params: idParams,
        tags,
        summary: `Move a held ${submissions.what.toLowerCase()} to the inbox (one already there stays)`,
        response: { 200: schemas.item, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => submissions.release(request.params.id),
  );

  purgeHeldRegularly(app, submissions, plural);
}

/**
 * Deletes the held submissions past their days once the app is ready and every hour after, until
 * it closes. Every process does so: the purge is one idempotent DELETE … WHERE on the database's
 * clock, so several processes on one database only repeat each other's work.
 */
function purgeHeldRegularly(app: ZodApp, submissions: { purgeHeld(): Promise<number> }, plural: string): void {
  const purge = async () => {
    const count = await submissions.purgeHeld();
    if (count > 0) app.log.info({ count }, `deleted ${plural} held as possible spam for over ${HELD_SUBMISSION_DAYS} days`);
  };
  runRegularly(app, HELD_PURGE_INTERVAL_MS, purge, `could not delete the old held ${plural}; trying again in an hour`);
}
