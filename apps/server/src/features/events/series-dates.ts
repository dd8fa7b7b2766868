import { RRuleTemporal } from "rrule-temporal";
import { timeOfDay } from "@lampstand/contract/event-time";
import { addDays } from "@lampstand/contract/public-reads";

/**
 * The dates of a recurring event (ADR 034): rrule-temporal expands the rule from the series'
 * first date and time as a wall-clock time of the church's time zone, so a 10:00 Sunday service
 * stays at 10:00 when the clocks change (its instant moves by the hour, not its time).
 */

/** What the expansion needs of a series: its first date, its time of day and its rule (canonical text). */
export type Series = { date: string; eventTime: string; rrule: string };

/** One date of a series and the instant it starts at. */
export type SeriesDate = { date: string; start: Date };

/** The rule's occurrences are counted from here when the event's time cannot be read (dates alone matter then). */
const MIDNIGHT = { hours: 0, minutes: 0 };

const two = (value: number) => String(value).padStart(2, "0");

function ruleOf(series: Series, timeZone: string): RRuleTemporal {
  const { hours, minutes } = timeOfDay(series.eventTime) ?? MIDNIGHT;
  const start = `${series.date.replaceAll("-", "")}T${two(hours)}${two(minutes)}00`;
  // UNTIL=YYYYMMDD beside a DATE-TIME start is read as the end of that day in the start's zone:
  // the last date an occurrence may fall on, as the contract means it.
  return new RRuleTemporal({ rruleString: `DTSTART;TZID=${timeZone}:${start}\nRRULE:${series.rrule}` });
}

/** The instant a wall-clock date and time of `timeZone` is, as JavaScript dates name instants. */
function toDate(zoned: { epochMilliseconds: number }): Date {
  return new Date(zoned.epochMilliseconds);
}

/**
 * The series' dates from `from` to `to` (YYYY-MM-DD, both included), in order. The library starts
 * near `from` when the rule allows it (not with COUNT, which counts from the first date), so the
 * work grows with the window asked for, not with the years since the series began.
 */
export function seriesDatesBetween(series: Series, from: string, to: string, timeZone: string): SeriesDate[] {
  if (to < series.date) return [];
  const rule = ruleOf(series, timeZone);
  // A day either side of the window, so no time of day and no offset can push a date out of it.
  const after = new Date(`${addDays(from, -1)}T00:00:00Z`);
  const before = new Date(`${addDays(to, 2)}T00:00:00Z`);
  return rule
    .between(after, before, true)
    .map((zoned) => ({ date: zoned.toPlainDate().toString(), start: toDate(zoned) }))
    .filter(({ date }) => date >= from && date <= to);
}

/** Whether `date` is one of the series' dates. */
export function isSeriesDate(series: Series, date: string, timeZone: string): boolean {
  return seriesDatesBetween(series, date, date, timeZone).length > 0;
}

/** The series' first date on or after `date`, or null when it has ended by then. */
export function nextSeriesDate(series: Series, date: string, timeZone: string): string | null {
  const rule = ruleOf(series, timeZone);
  const next = rule.next(new Date(`${addDays(date, -1)}T00:00:00Z`), true);
  let zoned = next;
  // The day before `date` in UTC may still be `date` or the day before in the church's zone.
  while (zoned && zoned.toPlainDate().toString() < date) zoned = rule.next(zoned, false);
  return zoned ? zoned.toPlainDate().toString() : null;
}

/**
 * The series' last date when its rule ends (COUNT or UNTIL), or null when it goes on for ever.
 * Kept beside the rule, so a read of a window leaves out the series that ended before it.
 */
export function lastSeriesDate(series: Series, timeZone: string): string | null {
  const rule = ruleOf(series, timeZone);
  const options = rule.options();
  if (options.count === undefined && options.until === undefined) return null;
  const all = rule.all();
  return all.length > 0 ? all[all.length - 1]!.toPlainDate().toString() : null;
}
