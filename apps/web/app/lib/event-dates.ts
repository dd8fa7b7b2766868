import type { Occurrence } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { clockTime } from "./settings";

/**
 * What several features show of an event's dates (issue 22): the events pages and the home page's
 * "This week at church" link to the same date pages and write times the same way.
 */

/** The page of one occurrence: a date of a series (`/events/{id}?date=YYYY-MM-DD`), or a single event's own page. */
export function occurrencePath({ id, date, recurring }: Pick<Occurrence, "id" | "date" | "recurring">): string {
  return recurring ? `/events/${id}?date=${date}` : `/events/${id}`;
}

/** An event's time, "19:00" or "07:00 PM", as "7:00 PM"; null when it is not a time. */
export function eventClockTime(time: string): string | null {
  const parsed = timeOfDay(time);
  return parsed ? clockTime(`${parsed.hours}:${parsed.minutes}`) : null;
}
