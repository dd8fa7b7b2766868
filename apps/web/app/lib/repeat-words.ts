import { eventClockTime } from "./event-dates";
import { WEEKDAYS, isCalendarDate, parseRecurrenceRule, type RecurrenceRule, type Weekday } from "@lampstand/contract/recurrence";

/**
 * A repeating event's rule (RFC 5545 RRULE, issue 22) in words, as staff see it set on the event
 * form and visitors read it on the public pages: "Every first Friday at 7:00 PM". Reading and
 * writing the rule is the contract's (recurrence.ts); expanding it into dates is the server's
 * (ADR 034): the pages show the dates the API lists, so nothing here computes occurrences.
 */

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  SU: "Sunday",
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
};

/** The ordinals of "the Nth weekday of the month", -1 for the last. */
export const ORDINAL_NAMES: Record<string, string> = {
  "1": "first",
  "2": "second",
  "3": "third",
  "4": "fourth",
  "5": "fifth",
  "-1": "last",
  "-2": "second to last",
};

/** 1 → "1st", 22 → "22nd", -1 → "last day". */
function dayOfMonthName(day: number): string {
  if (day === -1) return "last day";
  if (day < 0) return `${dayOfMonthName(-day)} day from the end`;
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** ["Sunday"] → "Sunday"; ["Sunday", "Wednesday", "Friday"] → "Sunday, Wednesday and Friday". */
function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const MONTH_AND_DAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** A YYYY-MM-DD date at midnight UTC, as the formats above read it; null when it is not one. */
const utcDay = (date: string): Date | null => (isCalendarDate(date) ? new Date(`${date}T00:00:00Z`) : null);

/** "every week", "every 2 weeks". */
function everyUnit(interval: number, unit: string): string {
  return interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`;
}

/** "Sunday", "first Friday", "last Sunday" (in weekday order, Sunday first, as the calendar is). */
function weekdayWords(byDay: RecurrenceRule["byDay"]): string {
  const sorted = [...byDay].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));
  return list(
    sorted.map(({ ordinal, weekday }) =>
      ordinal === undefined ? WEEKDAY_NAMES[weekday] : `${ORDINAL_NAMES[String(ordinal)] ?? `number ${ordinal}`} ${WEEKDAY_NAMES[weekday]}`,
    ),
  );
}

/**
 * The rule in words, as staff see it set and visitors read it: "Every Sunday at 10:00 AM",
 * "Every first Friday at 7:00 PM, until December 31, 2027", "Every 2 weeks on Wednesday at 6:30 PM,
 * 10 times". `start` is the first date (YYYY-MM-DD), which names the day of a monthly or yearly
 * rule without one of its own; `time` is the event's time, left out of the words when it is not one.
 */
export function describeRepeatRule(rule: RecurrenceRule, { start, time }: { start: string; time: string }): string {
  const startDay = utcDay(start);
  const weekdays = rule.byDay.length > 0 ? weekdayWords(rule.byDay) : null;
  let words: string;
  switch (rule.freq) {
    case "DAILY":
      words = everyUnit(rule.interval, "day");
      break;
    case "WEEKLY": {
      const days = weekdays ?? (startDay ? WEEKDAY_NAMES[WEEKDAYS[startDay.getUTCDay()]!] : null);
      words = rule.interval === 1 ? (days ? `Every ${days}` : "Every week") : `${everyUnit(rule.interval, "week")}${days ? ` on ${days}` : ""}`;
      break;
    }
    case "MONTHLY": {
      const monthDays = rule.byMonthDay.length > 0 ? rule.byMonthDay : startDay ? [startDay.getUTCDate()] : [];
      const on = weekdays ? `the ${weekdays}` : monthDays.length > 0 ? `the ${list(monthDays.map(dayOfMonthName))}` : null;
      if (rule.interval === 1 && weekdays) words = `Every ${weekdays}`;
      else words = `${everyUnit(rule.interval, "month")}${on ? ` on ${on}` : ""}`;
      break;
    }
    case "YEARLY":
      words = `${everyUnit(rule.interval, "year")}${startDay ? ` on ${MONTH_AND_DAY.format(startDay)}` : ""}`;
      break;
  }
  const at = eventClockTime(time);
  if (at) words += ` at ${at}`;
  const until = rule.until ? utcDay(rule.until) : null;
  if (until) words += `, until ${LONG_DATE.format(until)}`;
  if (rule.count !== undefined) words += rule.count === 1 ? ", once" : `, ${rule.count} times`;
  return words;
}

/** The words of a rule as the API hands it (`event.rrule`), or a plain "Repeats" for text that is not a rule. */
export function describeRepeatText(rrule: string, when: { start: string; time: string }): string {
  const rule = parseRecurrenceRule(rrule);
  return "problem" in rule ? "Repeats" : describeRepeatRule(rule, when);
}
