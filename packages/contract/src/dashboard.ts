import { z } from "./zod.ts";
import { occurrenceSchema } from "./entities.ts";

/**
 * The admin dashboard (issue 24): what came since the staff member's last visit, what waits for
 * review, and this week's events. GET /dashboard answers it; POST /dashboard/visit records that
 * the staff member saw it, so the next visit counts from then. Each account has its own last
 * visit, kept on the server (a second device, or a colleague, counts from their own).
 */

/** The days the dashboard calls "this week": today and the six after it, as the home page's "This week at church". */
export const DASHBOARD_WEEK_DAYS = 7;

const submissionCounts = z.object({
  /** In the inbox, sent after the last visit (all of the inbox on a first visit). */
  new: z.number().int(),
  /** Held as possible spam (ADR 026), waiting for staff to move or delete them. */
  held: z.number().int(),
});

export const dashboardSchema = z.object({
  /** When this account last saw the dashboard; null before its first visit. */
  last_visit_at: z.string().nullable(),
  /** The server's time the counts were taken at: what POST /dashboard/visit records. */
  as_of: z.string(),
  prayer_requests: submissionCounts,
  contact_messages: submissionCounts,
  /** Today and the six days after it, in the church's time zone (settings). */
  week: z.object({ from: z.string(), to: z.string() }),
  /** Every date an event takes place on in that week, repeating events expanded (as GET /view-events/occurrences). */
  events: z.array(occurrenceSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardVisitSchema = z.object({
  /** The `as_of` of the dashboard the staff member saw; anything sent after it still counts as new next time. */
  seen_at: z.iso.datetime({ offset: true, error: 'The "seen_at" field must be a date and time written as ISO 8601, e.g. "2026-11-26T09:30:00Z".' }),
});
export type DashboardVisit = z.infer<typeof dashboardVisitSchema>;

export const dashboardVisitAnswerSchema = z.object({ last_visit_at: z.string() });
