import { API_PATHS } from "@lampstand/contract/api-paths";
import { DASHBOARD_WEEK_DAYS, dashboardSchema, dashboardVisitAnswerSchema, dashboardVisitSchema } from "@lampstand/contract/dashboard";
import { errorSchema } from "@lampstand/contract/entities";
import { addDays } from "@lampstand/contract/public-reads";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { occurrencesBetween } from "../events/series.ts";
import { readSettings } from "../settings/repository.ts";
import { dashboardCounts, lastDashboardVisit, recordDashboardVisit } from "./repository.ts";

/** The calendar day `now` falls on in `timeZone`, as "2026-11-26". */
const dayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);

/**
 * The admin dashboard (issue 24): what came since this account's last visit, what the spam traps
 * hold, and this week's events (a series' dates each, as the calendar lists them). Reading it
 * changes nothing; the screen records the visit once it has shown the counts, with their `as_of`.
 */
export function dashboardRoutes(app: ZodApp, { database }: AppDeps): void {
  const { db } = database;
  const tags = ["dashboard"];

  app.get(
    API_PATHS.dashboard,
    {
      schema: {
        tags,
        summary: `The admin dashboard: prayer requests and contact messages new since this account's last visit, those held as possible spam, and the events of the next ${DASHBOARD_WEEK_DAYS} days in the church's time zone`,
        response: { 200: dashboardSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const asOf = new Date();
      const since = await lastDashboardVisit(db, request.user!.id);
      const { timeZone } = await readSettings(db);
      const from = dayIn(timeZone, asOf);
      const to = addDays(from, DASHBOARD_WEEK_DAYS - 1);
      return {
        last_visit_at: since?.toISOString() ?? null,
        as_of: asOf.toISOString(),
        ...(await dashboardCounts(db, since)),
        week: { from, to },
        events: await occurrencesBetween(db, from, to),
      };
    },
  );

  app.post(
    API_PATHS.dashboardVisit,
    {
      schema: {
        tags,
        summary: "Record that this account saw the dashboard as of its `as_of` (never later than now, never earlier than the visit recorded before)",
        body: dashboardVisitSchema,
        response: { 200: dashboardVisitAnswerSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const seen = await recordDashboardVisit(db, request.user!.id, new Date(request.body.seen_at));
      return { last_visit_at: (seen ?? new Date()).toISOString() };
    },
  );
}
