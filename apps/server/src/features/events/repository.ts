import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, notInArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { ChurchEvent, EventDateChange } from "@lampstand/contract/entities";
import { pageCount, type EventPage, type EventPageQuery } from "@lampstand/contract/public-reads";
import type { EventFields, FocalPointFields } from "@lampstand/contract/requests";
import { focalColumns } from "../image-items.ts";
import type { StaffPage, StaffPageQuery } from "@lampstand/contract/staff-lists";
import type { Db, DbOrTx } from "../../db/client.ts";
import { searchIn, staffPage } from "../staff-lists.ts";
import { eventDateChanges, events } from "../../db/schema.ts";
import { timeOfDay } from "@lampstand/contract/event-time";
import { nextSeriesDate, seriesDatesBetween } from "./series-dates.ts";

export type EventRow = typeof events.$inferSelect;
export type DateChangeRow = typeof eventDateChanges.$inferSelect;

export function toDateChange(row: DateChangeRow): EventDateChange {
  return { date: row.date, title: row.title, event_time: row.eventTime, venue: row.venue, description: row.description };
}

/** The event as the API answers with it; a series carries its rule, cancelled dates and changed dates. */
export function toEvent(row: EventRow, changes: readonly DateChangeRow[] = []): ChurchEvent {
  const event: ChurchEvent = {
    id: row.id,
    title: row.title,
    description: row.description,
    ministry: row.ministry,
    date: row.date,
    event_time: row.eventTime,
    venue: row.venue,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    focal_x: row.focalX,
    focal_y: row.focalY,
  };
  if (!row.rrule) return event;
  return {
    ...event,
    rrule: row.rrule,
    exdates: changes.filter((change) => change.cancelled).map((change) => change.date),
    overrides: changes.filter((change) => !change.cancelled).map(toDateChange),
  };
}

/** The date changes of these series, each series' in date order. */
export async function dateChangesOf(db: DbOrTx, seriesIds: readonly number[]): Promise<Map<number, DateChangeRow[]>> {
  const byEvent = new Map<number, DateChangeRow[]>();
  if (seriesIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(eventDateChanges)
    .where(inArray(eventDateChanges.eventId, [...seriesIds]))
    .orderBy(asc(eventDateChanges.eventId), asc(eventDateChanges.date));
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push(row);
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** Rows as the API answers with them, the series' date changes read in one query. */
export async function toEvents(db: DbOrTx, rows: readonly EventRow[]): Promise<ChurchEvent[]> {
  const changes = await dateChangesOf(db, rows.filter((row) => row.rrule).map((row) => row.id));
  return rows.map((row) => toEvent(row, changes.get(row.id)));
}

/**
 * Minutes after midnight of "19:30" or "07:30 PM" in SQL, as the contract's `timeOfDay` reads them
 * (12 AM is midnight, 12 PM noon); times that are neither sort last (1440). In SQL so that a page
 * of events is cut from the calendar order itself, not sorted after the cut.
 */
const TIME = String.raw`^\s*([0-9]{1,2}):([0-9]{2})\s*([AaPp][Mm])?\s*$`;
const hour = `substring("event_time" from '${TIME}')::int`;
const minute = `(regexp_match("event_time", '${TIME}'))[2]::int`;
const half = `upper((regexp_match("event_time", '${TIME}'))[3])`;
const hours24 = `(CASE WHEN ${half} = 'AM' AND ${hour} = 12 THEN 0 WHEN ${half} = 'PM' AND ${hour} <> 12 THEN ${hour} + 12 ELSE ${hour} END)`;
export const minutesOfDay = sql.raw(
  `(CASE WHEN "event_time" ~ '${TIME}' AND ${hours24} <= 23 AND ${minute} <= 59 THEN ${hours24} * 60 + ${minute} ELSE 1440 END)`,
);

/** Calendar order: by date, then time of day, then the order they were added (events_date_idx, then a small sort per day). */
const calendarOrder = [asc(events.date), asc(minutesOfDay), asc(events.id)];
/** Past events, latest day first, each day's events in time order. */
const latestDayFirst = [desc(events.date), asc(minutesOfDay), asc(events.id)];

export async function listEvents(db: Db): Promise<ChurchEvent[]> {
  const rows = await db.select().from(events).orderBy(...calendarOrder);
  return toEvents(db, rows);
}

/** One month's events ("2026-03"), in calendar order. */
export async function listMonthEvents(db: Db, month: string): Promise<ChurchEvent[]> {
  // Every real day of the month lies between -01 and -31 as text: one range on events_date_idx.
  const rows = await db
    .select()
    .from(events)
    .where(between(events.date, `${month}-01`, `${month}-31`))
    .orderBy(...calendarOrder);
  return toEvents(db, rows);
}

/** A running series' place among the upcoming events: its next date and time of day (as minutesOfDay reads it). */
type RunningSeries = { row: EventRow; next: string; minutes: number };

/**
 * The series' next date on or after `today` that is not cancelled, from the remembered years of its
 * dates (cheap on every later read), so the list places it where its occurrences say it is next.
 */
function nextDateOf(row: EventRow, today: string, cancelled: ReadonlySet<string>): string {
  const series = { date: row.date, eventTime: row.eventTime, rrule: row.rrule! };
  const nextYearEnd = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const coming = seriesDatesBetween(series, today, nextYearEnd).find((date) => !cancelled.has(date));
  return coming ?? nextSeriesDate(series, today) ?? row.lastDate ?? row.date;
}

/** Each series' cancelled dates from `from` on, by event id (one query; a handful of rows). */
async function cancelledDatesFrom(db: Db, seriesIds: readonly number[], from: string): Promise<Map<number, Set<string>>> {
  const byEvent = new Map<number, Set<string>>();
  if (seriesIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: eventDateChanges.eventId, date: eventDateChanges.date })
    .from(eventDateChanges)
    .where(and(inArray(eventDateChanges.eventId, [...seriesIds]), eq(eventDateChanges.cancelled, true), gte(eventDateChanges.date, from)));
  for (const row of rows) byEvent.set(row.eventId, (byEvent.get(row.eventId) ?? new Set()).add(row.date));
  return byEvent;
}

/** Whether a running series comes before the event `other` in calendar order. */
const seriesFirst = (s: RunningSeries, other: { date: string; minutes: number; id: number }) =>
  s.next < other.date || (s.next === other.date && (s.minutes < other.minutes || (s.minutes === other.minutes && s.row.id < other.id)));

/**
 * A page of the whole calendar for the public list: events on or after `today` soonest first,
 * then the past ones latest first (only those `search` finds, when given). A series counts as upcoming while its last date is today or
 * later (or it has none), at its next date; one that has ended is past, at its first date. The
 * events dated today or later (a series that has not begun sits at its first date, which is its
 * next) come from a range of events_date_idx as before; only the series that began before today
 * and still run (a handful) are expanded, each to its next date, and one query counts the events
 * before each of them, so a page costs the same whether the church has a dozen events or ten
 * years of them.
 */
export async function eventPage(db: Db, { today, page, per_page: perPage }: EventPageQuery, search?: SQL): Promise<EventPage> {
  const [counts] = await db
    .select({ total: count(), fromToday: sql<number>`count(*) filter (where ${gte(events.date, today)})`.mapWith(Number) })
    .from(events)
    .where(search);
  const { total, fromToday } = counts!;
  const runningRows = await db
    .select()
    .from(events)
    .where(and(isNotNull(events.rrule), lt(events.date, today), or(isNull(events.lastDate), gte(events.lastDate, today)), search));
  const cancelled = await cancelledDatesFrom(
    db,
    runningRows.map((row) => row.id),
    today,
  );
  const running: RunningSeries[] = runningRows
    .map((row) => ({ row, next: nextDateOf(row, today, cancelled.get(row.id) ?? new Set()), minutes: minutesOf(row.eventTime) }))
    .sort((a, b) => a.next.localeCompare(b.next) || a.minutes - b.minutes || a.row.id - b.row.id);
  const upcoming = fromToday + running.length;

  // Where each running series falls in the merged list: the events dated from today before it, plus the series before it.
  const before = await countFromTodayBefore(db, today, running, search);
  const position = (index: number) => before[index]! + index;
  const offset = (page - 1) * perPage;
  const seriesBeforePage = running.filter((_, index) => position(index) < offset).length;
  const seriesOnPage = running.filter((_, index) => position(index) >= offset && position(index) < offset + perPage);
  const first = offset - seriesBeforePage;
  const wanted = Math.max(0, Math.min(perPage - seriesOnPage.length, fromToday - first));
  const dated =
    wanted > 0 ? await db.select().from(events).where(and(gte(events.date, today), search)).orderBy(...calendarOrder).limit(wanted).offset(first) : [];
  const rows: EventRow[] = [];
  let next = 0;
  for (const row of dated) {
    const key = { date: row.date, minutes: minutesOf(row.eventTime), id: row.id };
    while (next < seriesOnPage.length && seriesFirst(seriesOnPage[next]!, key)) rows.push(seriesOnPage[next++]!.row);
    rows.push(row);
  }
  rows.push(...seriesOnPage.slice(next).map((s) => s.row));

  if (rows.length < perPage && offset + rows.length < total) {
    const runningIds = running.map((s) => s.row.id);
    const past = await db
      .select()
      .from(events)
      .where(and(lt(events.date, today), runningIds.length > 0 ? notInArray(events.id, runningIds) : undefined, search))
      .orderBy(...latestDayFirst)
      .limit(perPage - rows.length)
      .offset(Math.max(0, offset - upcoming));
    rows.push(...past);
  }
  return { events: await toEvents(db, rows), page, per_page: perPage, pages: pageCount(total, perPage), total };
}

/**
 * One page of the staff's list (issue 24): the public list's order (upcoming soonest first, then
 * past ones latest first), searched in title, description, ministry and venue.
 */
export async function staffEventPage(db: Db, query: StaffPageQuery, today: string): Promise<StaffPage<ChurchEvent>> {
  const search = searchIn(query.q, [events.title, events.description, events.ministry, events.venue]);
  const { events: items, total } = await eventPage(db, { today, page: query.page, per_page: query.per_page }, search);
  return staffPage(items, total, query);
}

/** Minutes after midnight as minutesOfDay reckons them in SQL (times that cannot be read: 1440). */
export function minutesOf(time: string): number {
  const parsed = timeOfDay(time);
  return parsed ? parsed.hours * 60 + parsed.minutes : 1440;
}

/**
 * For each running series (in order), how many events dated from today come before it. Reads only
 * the dates, times and ids of the events up to the furthest next date (events_date_idx), and counts
 * here, with the same order as the SQL.
 */
async function countFromTodayBefore(db: Db, today: string, running: readonly RunningSeries[], search?: SQL): Promise<number[]> {
  if (running.length === 0) return [];
  const dated = await db
    .select({ date: events.date, eventTime: events.eventTime, id: events.id })
    .from(events)
    .where(and(between(events.date, today, running[running.length - 1]!.next), search));
  const keys = dated.map((row) => ({ date: row.date, minutes: minutesOf(row.eventTime), id: row.id }));
  return running.map((s) => keys.filter((key) => !seriesFirst(s, key)).length);
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** What the repository stores of an event: the form's fields, the rule's canonical text (or null) and the series' last date. */
export type EventValues = EventFields & FocalPointFields & { rrule: string | null; lastDate: string | null };

export async function insertEvent(db: DbOrTx, values: EventValues & { image: string | null }): Promise<EventRow> {
  const [row] = await insertEvents(db, [values]);
  return row!;
}

/** Many at once (the seed's thousands of events): one INSERT per call. A single event when `rrule` is left out. */
export async function insertEvents(
  db: DbOrTx,
  values: Array<EventFields & FocalPointFields & Partial<Pick<EventValues, "rrule" | "lastDate">> & { image: string | null }>,
): Promise<EventRow[]> {
  return db
    .insert(events)
    .values(values.map(({ event_time, focal_x, focal_y, ...rest }) => ({ ...rest, eventTime: event_time, ...focalColumns({ focal_x, focal_y }) })))
    .returning();
}

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: Partial<EventValues> & { image?: string },
): Promise<EventRow | undefined> {
  const { image, event_time, focal_x, focal_y, ...fields } = values;
  const [row] = await db
    .update(events)
    .set({ ...fields, ...(event_time === undefined ? {} : { eventTime: event_time }), ...focalColumns({ focal_x, focal_y }), ...(image ? { image } : {}) })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning();
  return row;
}

/** One date's change of a series, if it has one. */
export async function findDateChange(db: DbOrTx, eventId: number, date: string): Promise<DateChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(eventDateChanges)
    .where(and(eq(eventDateChanges.eventId, eventId), eq(eventDateChanges.date, date)));
  return row;
}

/** Writes one date's change (cancelled, or its changed fields), replacing what the date had. */
export async function saveDateChange(db: DbOrTx, change: DateChangeRow): Promise<void> {
  const { cancelled, title, eventTime, venue, description } = change;
  await db
    .insert(eventDateChanges)
    .values(change)
    .onConflictDoUpdate({ target: [eventDateChanges.eventId, eventDateChanges.date], set: { cancelled, title, eventTime, venue, description } });
}

/** Forgets the changes of these dates of a series (all of them when `dates` is left out). */
export async function deleteDateChanges(db: DbOrTx, eventId: number, dates?: readonly string[]): Promise<void> {
  if (dates && dates.length === 0) return;
  await db
    .delete(eventDateChanges)
    .where(and(eq(eventDateChanges.eventId, eventId), dates ? inArray(eventDateChanges.date, [...dates]) : undefined));
}

/** Every change of one series, in date order. */
export async function dateChangesOfSeries(db: DbOrTx, eventId: number): Promise<DateChangeRow[]> {
  return (await dateChangesOf(db, [eventId])).get(eventId) ?? [];
}

/**
 * What a window of the calendar (from..to) may hold: the single events on its days (events_date_idx)
 * and the series that have begun by its end and not ended before its start (events_series_idx),
 * with their date changes inside the window. `eventId` narrows it to one event.
 */
export async function eventsInWindow(
  db: Db,
  from: string,
  to: string,
  eventId?: number,
): Promise<{ singles: EventRow[]; series: EventRow[]; changes: Map<number, DateChangeRow[]> }> {
  const only = eventId === undefined ? undefined : eq(events.id, eventId);
  const singles = await db
    .select()
    .from(events)
    .where(and(isNull(events.rrule), between(events.date, from, to), only));
  const series = await db
    .select()
    .from(events)
    .where(and(isNotNull(events.rrule), lte(events.date, to), or(isNull(events.lastDate), gte(events.lastDate, from)), only));
  const changes = new Map<number, DateChangeRow[]>();
  if (series.length > 0) {
    const rows = await db
      .select()
      .from(eventDateChanges)
      .where(and(inArray(eventDateChanges.eventId, series.map((row) => row.id)), between(eventDateChanges.date, from, to)));
    for (const row of rows) changes.set(row.eventId, [...(changes.get(row.eventId) ?? []), row]);
  }
  return { singles, series, changes };
}

