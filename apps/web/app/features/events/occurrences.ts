import type { ChurchEvent } from "@lampstand/contract/entities";

/**
 * One date of a repeating event (issue 22) with that date's own changes. The rule in words is
 * occurrences.server.ts's: made in loaders, so the rule's parser (and zod) stay out of the pages' scripts.
 */

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
