import type { ChurchEvent } from "@lampstand/contract/entities";
import { describeRepeatText } from "~/lib/repeat-words";

/**
 * What the events pages need of a repeating event (issue 22): a series named by its rule in words,
 * and one of its dates with that date's own changes.
 */

/** "Every Sunday at 10:00 AM" for a series; null for a single event. */
export function seriesWords(event: Pick<ChurchEvent, "rrule" | "date" | "event_time">): string | null {
  return event.rrule ? describeRepeatText(event.rrule, { start: event.date, time: event.event_time }) : null;
}

/** A series' date as changed on its own: the series with that date's title, time, venue and description. */
export function eventOnDate(event: ChurchEvent, date: string): ChurchEvent {
  const change = event.overrides?.find((override) => override.date === date);
  return {
    ...event,
    date,
    title: change?.title ?? event.title,
    event_time: change?.event_time ?? event.event_time,
    venue: change?.venue ?? event.venue,
    description: change?.description ?? event.description,
  };
}
