import type { ChurchEvent } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { calendarDay } from "./event-format";
import { zonedInstant } from "~/lib/zoned-time";
import { describeRepeatText } from "~/lib/repeat-words";

/**
 * A series' rule in words for the public pages, worked out in their loaders: the rule's parser
 * comes with zod, which no public page's script should carry (ADR 020's budget).
 */
/** "Every Sunday at 10:00 AM" for a series; null for a single event. */
export function seriesWords(event: Pick<ChurchEvent, "rrule" | "date" | "event_time">): string | null {
  return event.rrule ? describeRepeatText(event.rrule, { start: event.date, time: event.event_time }) : null;
}


/**
 * When an event (or one date of a series) starts, as an instant (ISO) for its JSON-LD; its date
 * alone when the time is not one. Worked out here: the zone code lives with the feeds' (ics.ts).
 */
export function startInstant(event: Pick<ChurchEvent, "date" | "event_time">, timeZone: string): string {
  const time = timeOfDay(event.event_time);
  return time && calendarDay(event.date) ? zonedInstant(event.date, time.hours, time.minutes, timeZone).toISOString() : event.date;
}
