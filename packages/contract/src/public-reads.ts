import { z } from "./zod.ts";
import { deskPostSchema, eventSchema } from "./entities.ts";
import { isCalendarDate, RECURRENCE_LIMITS } from "./recurrence.ts";

/**
 * The bounded public reads (ADR 018): what one public page shows, never the whole history. The
 * unparameterised lists (GET /view-events, /public-desks) stay as SPEC §7 has them for the staff
 * screens; a page asks for one month, one page or one item. Query parameters arrive as text and
 * are checked here, so a bad one is a 400 that says what to send.
 */

/** SPEC §9: the post page lists this many recent messages. */
export const RECENT_MESSAGES = 6;

/** Page sizes: what a public page shows at once, and the most a client may ask for. */
export const PAGE_SIZES = {
  deskPosts: 12,
  events: 24,
  max: 100,
} as const;

/** The highest page number accepted: far beyond any real list, small enough to stay an integer offset. */
const MAX_PAGE = 100_000;

/** A query parameter that must be a whole number from 1 to `max`; the message names it. */
export function wholeNumber(label: string, max: number) {
  const message = `The "${label}" parameter must be a whole number from 1 to ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, { error: message });
}

/** `?page=`, 1 by default; the outbox screen pages with it too. */
export const pageParam = wholeNumber("page", MAX_PAGE).optional().default(1);
export const perPageParam = (fallback: number) => wholeNumber("per_page", PAGE_SIZES.max).optional().default(fallback);

/** "2026-03": a calendar month. */
export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;
export const monthParam = z
  .string({ error: 'The "month" parameter must be written as YYYY-MM, e.g. "2026-03".' })
  .regex(MONTH_PATTERN, { error: 'The "month" parameter must be written as YYYY-MM, e.g. "2026-03".' });

const dayParam = z
  .string({ error: 'The "today" parameter must be a date written as YYYY-MM-DD, e.g. "2026-03-15".' })
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, { error: 'The "today" parameter must be a date written as YYYY-MM-DD, e.g. "2026-03-15".' });

const rangeDay = (name: string) =>
  z
    .string({ error: `The "${name}" parameter must be a date written as YYYY-MM-DD, e.g. "2026-03-15".` })
    .refine(isCalendarDate, { error: `The "${name}" parameter must be a date written as YYYY-MM-DD, e.g. "2026-03-15".` })
    .meta({ format: "date" });

/** The day `days` days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * GET /view-events/occurrences: every date an event takes place on from `from` to `to` (both
 * included, at most `RECURRENCE_LIMITS.occurrenceDays` days), in date and time order; with
 * `event` only that event's dates (a series' coming dates on its page).
 */
export const occurrenceQuerySchema = z
  .object({
    from: rangeDay("from"),
    to: rangeDay("to"),
    event: z
      .string({ error: 'The "event" parameter must be an event id.' })
      .regex(/^\d{1,10}$/, { error: 'The "event" parameter must be an event id.' })
      .transform(Number)
      .optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    if (to < from) context.addIssue({ code: "custom", path: ["to"], message: 'The "to" date must not be before the "from" date.' });
    else if (to > addDays(from, RECURRENCE_LIMITS.occurrenceDays - 1)) {
      context.addIssue({ code: "custom", path: ["to"], message: `Ask for at most ${RECURRENCE_LIMITS.occurrenceDays} days of events at once ("from" to "to").` });
    }
  });
export type OccurrenceQuery = z.infer<typeof occurrenceQuerySchema>;

/**
 * GET /view-events/page: upcoming events (on or after `today`, the church's today, which the
 * caller knows) soonest first, then past ones latest first, `per_page` at a time.
 */
export const eventPageQuerySchema = z.object({
  today: dayParam,
  page: pageParam,
  per_page: perPageParam(PAGE_SIZES.events),
});
export type EventPageQuery = z.infer<typeof eventPageQuerySchema>;

/** GET /public-desks/page: newest first by year and month (SPEC §2.6), `per_page` at a time. */
export const deskPageQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(PAGE_SIZES.deskPosts),
});
export type DeskPageQuery = z.infer<typeof deskPageQuerySchema>;

/** Where a page sits in the whole list; a page past the last one comes back empty. */
export const pageInfo = {
  page: z.number().int(),
  per_page: z.number().int(),
  /** How many pages the whole list fills (0 when it is empty). */
  pages: z.number().int(),
  total: z.number().int(),
};

export const eventPageSchema = z.object({ events: z.array(eventSchema), ...pageInfo });
export type EventPage = z.infer<typeof eventPageSchema>;

export const deskPageSchema = z.object({ posts: z.array(deskPostSchema), ...pageInfo });
export type DeskPage = z.infer<typeof deskPageSchema>;

/** A post as a link shows it ('month year - title'): the recent messages and the newer/older links. */
export const deskPostSummarySchema = deskPostSchema.pick({ id: true, title: true, month: true, year: true });
export type DeskPostSummary = z.infer<typeof deskPostSummarySchema>;

/**
 * GET /public-desks/{id}: the post, the newest `RECENT_MESSAGES` (SPEC §2.6, the current one may
 * be among them), and the posts just newer and just older in newest-first order (null at the ends).
 */
export const deskPostViewSchema = z.object({
  post: deskPostSchema,
  recent: z.array(deskPostSummarySchema),
  newer: deskPostSummarySchema.nullable(),
  older: deskPostSummarySchema.nullable(),
});
export type DeskPostView = z.infer<typeof deskPostViewSchema>;

/** The number of pages `total` items fill at `perPage` a page. */
export const pageCount = (total: number, perPage: number) => Math.ceil(total / perPage);
