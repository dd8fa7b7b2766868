import { asc, between, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { pageCount, type EventPage, type EventPageQuery } from "@lampstand/contract/public-reads";
import type { EventFields } from "@lampstand/contract/requests";
import type { Db, DbOrTx } from "../../db/client.ts";
import { events } from "../../db/schema.ts";

type EventRow = typeof events.$inferSelect;

export function toEvent(row: EventRow): ChurchEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ministry: row.ministry,
    date: row.date,
    event_time: row.eventTime,
    venue: row.venue,
    image: row.image,
    created_at: row.createdAt.toISOString(),
  };
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
  return rows.map(toEvent);
}

/** One month's events ("2026-03"), in calendar order. */
export async function listMonthEvents(db: Db, month: string): Promise<ChurchEvent[]> {
  // Every real day of the month lies between -01 and -31 as text: one range on events_date_idx.
  const rows = await db
    .select()
    .from(events)
    .where(between(events.date, `${month}-01`, `${month}-31`))
    .orderBy(...calendarOrder);
  return rows.map(toEvent);
}

/**
 * A page of the whole calendar for the public list: events on or after `today` soonest first,
 * then the past ones latest first. Two ranges of events_date_idx, so a page costs the same
 * whether the church has a dozen events or ten years of them.
 */
export async function eventPage(db: Db, { today, page, per_page: perPage }: EventPageQuery): Promise<EventPage> {
  const [counts] = await db
    .select({ total: count(), upcoming: sql<number>`count(*) filter (where ${gte(events.date, today)})`.mapWith(Number) })
    .from(events);
  const { total, upcoming } = counts!;
  const offset = (page - 1) * perPage;
  const rows =
    offset < upcoming
      ? await db.select().from(events).where(gte(events.date, today)).orderBy(...calendarOrder).limit(perPage).offset(offset)
      : [];
  if (rows.length < perPage && offset + rows.length < total) {
    const past = await db
      .select()
      .from(events)
      .where(lt(events.date, today))
      .orderBy(...latestDayFirst)
      .limit(perPage - rows.length)
      .offset(Math.max(0, offset - upcoming));
    rows.push(...past);
  }
  return { events: rows.map(toEvent), page, per_page: perPage, pages: pageCount(total, perPage), total };
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: DbOrTx, values: EventFields & { image: string | null }): Promise<EventRow> {
  const [row] = await insertEvents(db, [values]);
  return row!;
}

/** Many at once (the seed's thousands of events): one INSERT per call. */
export async function insertEvents(db: DbOrTx, values: Array<EventFields & { image: string | null }>): Promise<EventRow[]> {
  return db
    .insert(events)
    .values(values.map(({ event_time, ...rest }) => ({ ...rest, eventTime: event_time })))
    .returning();
}

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: Partial<EventFields> & { image?: string },
): Promise<EventRow | undefined> {
  const { image, event_time, ...fields } = values;
  const [row] = await db
    .update(events)
    .set({ ...fields, ...(event_time === undefined ? {} : { eventTime: event_time }), ...(image ? { image } : {}) })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning();
  return row;
}
