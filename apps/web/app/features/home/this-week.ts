import type { Occurrence } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { addDays } from "@lampstand/contract/public-reads";
import { WEEKDAYS, type ServiceTime } from "@lampstand/contract/site-settings";

/**
 * "This week at church" on the home page (issue 22): the next seven days from the church's today,
 * each with what happens on it in time order: the events' dates (a series' dates each with their
 * own changes, cancelled ones left out, as the API lists them) and the weekly service times of the
 * settings. A service time and an event on the same day at the same time with the same name are
 * one thing said twice (a "Sunday Worship" series beside the settings' Sunday service): shown once,
 * as the event, which has a page.
 */

export type WeekItem =
  | { kind: "event"; key: string; time: string; minutes: number; title: string; venue: string; occurrence: Occurrence }
  | { kind: "service"; key: string; time: string; minutes: number; title: string };

export type WeekDay = { date: string; items: WeekItem[] };

export const WEEK_DAYS = 7;

const minutesOf = (time: string) => {
  const parsed = timeOfDay(time);
  return parsed ? parsed.hours * 60 + parsed.minutes : 24 * 60;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The seven days from `today`, each with its events and services in time order; days with nothing on keep an empty list. */
export function thisWeek(today: string, occurrences: readonly Occurrence[], serviceTimes: readonly ServiceTime[]): WeekDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const events: WeekItem[] = occurrences
      .filter((occurrence) => occurrence.date === date)
      .map((occurrence) => ({
        kind: "event",
        key: `event-${occurrence.id}`,
        time: occurrence.event_time,
        minutes: minutesOf(occurrence.event_time),
        title: occurrence.title,
        venue: occurrence.venue,
        occurrence,
      }));
    const services: WeekItem[] = serviceTimes
      .filter((service) => service.day === weekday)
      .filter((service) => !events.some((event) => event.minutes === minutesOf(service.time) && sameName(event.title, service.name)))
      .map((service, index) => ({ kind: "service", key: `service-${index}`, time: service.time, minutes: minutesOf(service.time), title: service.name }));
    const items = [...events, ...services].sort((a, b) => a.minutes - b.minutes || a.title.localeCompare(b.title));
    return { date, items };
  });
}
