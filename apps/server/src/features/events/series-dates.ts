import { RRuleTemporal } from "rrule-temporal";
import { timeOfDay } from "@lampstand/contract/event-time";

/**
 * The dates of a recurring event (ADR 034), expanded by rrule-temporal. A series is a wall-clock
 * time on days of the church's calendar: the rules accepted (recurrence.ts in the contract) have
 * no time parts, so which days they give never depends on the zone's offset, and the expansion
 * reckons in UTC, where no day has a gap or a repeated hour. The API hands out dates and the
 * wall-clock time; whoever needs instants puts them in the church's time zone (the iCalendar feed
 * with TZID and VTIMEZONE), so 10:00 on Sunday stays 10:00 when the clocks change.
 */

/** What the expansion needs of a series: its first date, its time of day and its rule (canonical text). */
export type Series = { date: string; eventTime: string; rrule: string };

/** The rule's occurrences are counted from here when the event's time cannot be read (dates alone matter then). */
const MIDNIGHT = { hours: 0, minutes: 0 };

const two = (value: number) => String(value).padStart(2, "0");

function ruleOf(series: Series): RRuleTemporal {
  const { hours, minutes } = timeOfDay(series.eventTime) ?? MIDNIGHT;
  const start = `${series.date.replaceAll("-", "")}T${two(hours)}${two(minutes)}00`;
  // UNTIL=YYYYMMDD beside a DATE-TIME start is read as the end of that day: the last date an
  // occurrence may fall on, as the contract means it.
  return new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${start}\nRRULE:${series.rrule}` });
}

const dayOf = (zoned: { toPlainDate(): { toString(): string } }) => zoned.toPlainDate().toString();

/**
 * A series' dates in one calendar year, remembered: they depend only on the rule, the first date
 * and the time, which make the key, so nothing needs forgetting when an event changes (a changed
 * series has a new key). After an edit the public reads are loaded again, and each series then
 * costs a look-up instead of an expansion, but the one edited. The oldest go first past the bound.
 */
const YEARS_KEPT = 5000;
const yearsKept = new Map<string, readonly string[]>();

function datesInYear(series: Series, year: number): readonly string[] {
  const key = `${series.rrule}|${series.date}|${series.eventTime}|${year}`;
  const kept = yearsKept.get(key);
  if (kept) return kept;
  const dates = ruleOf(series)
    .between(new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), true)
    .map(dayOf)
    .filter((date) => date.startsWith(`${year}-`));
  if (yearsKept.size >= YEARS_KEPT) yearsKept.delete(yearsKept.keys().next().value!);
  yearsKept.set(key, dates);
  return dates;
}

/**
 * The series' dates from `from` to `to` (YYYY-MM-DD, both included), in order, a calendar year at
 * a time. The library starts near the year when the rule allows it (not with COUNT, which counts
 * from the first date), so the work grows with the window asked for, not with the years since the
 * series began.
 */
export function seriesDatesBetween(series: Series, from: string, to: string): string[] {
  if (to < series.date) return [];
  const start = from < series.date ? series.date : from;
  const dates: string[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const date of datesInYear(series, year)) if (date >= start && date <= to) dates.push(date);
  }
  return dates;
}

/** Whether `date` is one of the series' dates. */
export function isSeriesDate(series: Series, date: string): boolean {
  return seriesDatesBetween(series, date, date).length > 0;
}

/** The series' first date on or after `date`, or null when it has ended by then. */
export function nextSeriesDate(series: Series, date: string): string | null {
  const next = ruleOf(series).next(new Date(`${date}T00:00:00Z`), true);
  return next ? dayOf(next) : null;
}

/**
 * The series' last date when its rule ends (COUNT or UNTIL), or null when it goes on for ever.
 * Kept beside the rule, so a read of a window leaves out the series that ended before it.
 */
export function lastSeriesDate(series: Series): string | null {
  const rule = ruleOf(series);
  const options = rule.options();
  if (options.count === undefined && options.until === undefined) return null;
  const all = rule.all();
  return all.length > 0 ? dayOf(all[all.length - 1]!) : null;
}
