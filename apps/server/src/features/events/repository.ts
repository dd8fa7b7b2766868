import { eq } from "drizzle-orm";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
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

/** Minutes after midnight of "19:30" or "07:30 PM"; times that are neither sort last. */
export function minutesOfDay(time: string): number {
  const parsed = timeOfDay(time);
  return parsed ? parsed.hours * 60 + parsed.minutes : 24 * 60;
}

/** Calendar order: by date, then time of day, then the order they were added. */
export async function listEvents(db: Db): Promise<ChurchEvent[]> {
  const rows = await db.select().from(events);
  return rows
    .map(toEvent)
    .sort((a, b) => a.date.localeCompare(b.date) || minutesOfDay(a.event_time) - minutesOfDay(b.event_time) || a.id - b.id);
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: DbOrTx, values: EventFields & { image: string | null }): Promise<EventRow> {
  const { event_time, ...rest } = values;
  const [row] = await db.insert(events).values({ ...rest, eventTime: event_time }).returning();
  return row!;
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
