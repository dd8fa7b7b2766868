import { timeOfDay } from "@lampstand/contract/event-time";

/**
 * A repeating event's rule (RFC 5545 RRULE, issue 22) as the web app reads and writes it: the
 * staff form builds one, the public pages and the form say it in words ("Every first Friday at
 * 7:00 PM"). Expanding a rule into dates is the server's (ADR 034): the pages show the dates the
 * API lists, so nothing here computes occurrences.
 *
 * Only the parts a church's calendar needs are understood: FREQ, INTERVAL, BYDAY (with ordinals
 * such as 1FR and -1SU), BYMONTHDAY, COUNT and UNTIL. A rule with anything else is not ours to
 * describe: `parseRepeatRule` gives null and the page says no more than that the event repeats.
 */

export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  SU: "Sunday",
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
};

/** The ordinals of "the Nth weekday of the month": 1 to 4, and -1 for the last. */
export const ORDINAL_NAMES: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "-1": "last" };

export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";

export type RepeatRule = {
  freq: Frequency;
  interval: number;
  /** BYDAY: weekdays, each with an ordinal within the month (1 = first, -1 = last) or none. */
  byDay: Array<{ ordinal: number | null; day: WeekdayCode }>;
  byMonthDay: number[];
  count: number | null;
  /** The last day the event may fall on, YYYY-MM-DD. */
  until: string | null;
};

const FREQUENCIES: ReadonlySet<string> = new Set(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);

function positiveInteger(text: string): number | null {
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null;
}

/**
 * "FREQ=WEEKLY;BYDAY=SU" → the rule; null when the text is not a rule of the parts above. UNTIL
 * is taken as a date (20271231) or a date-time (20271231T235959Z), of which the date is kept.
 */
export function parseRepeatRule(text: string): RepeatRule | null {
  const rule: RepeatRule = { freq: "WEEKLY", interval: 1, byDay: [], byMonthDay: [], count: null, until: null };
  let freq: string | null = null;
  for (const part of text.trim().replace(/^RRULE:/i, "").split(";")) {
    const [name, value, ...rest] = part.split("=");
    if (!name || value === undefined || rest.length > 0) return null;
    switch (name.toUpperCase()) {
      case "FREQ":
        freq = value.toUpperCase();
        if (!FREQUENCIES.has(freq)) return null;
        rule.freq = freq as Frequency;
        break;
      case "INTERVAL": {
        const interval = positiveInteger(value);
        if (interval === null) return null;
        rule.interval = interval;
        break;
      }
      case "COUNT":
        rule.count = positiveInteger(value);
        if (rule.count === null) return null;
        break;
      case "UNTIL": {
        const match = /^(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/.exec(value);
        if (!match) return null;
        rule.until = `${match[1]}-${match[2]}-${match[3]}`;
        break;
      }
      case "BYDAY":
        for (const item of value.toUpperCase().split(",")) {
          const match = /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item);
          if (!match) return null;
          rule.byDay.push({ ordinal: match[1] ? Number(match[1]) : null, day: match[2] as WeekdayCode });
        }
        break;
      case "BYMONTHDAY":
        for (const item of value.split(",")) {
          const day = Number(item);
          if (!/^-?\d{1,2}$/.test(item) || day === 0 || day > 31 || day < -31) return null;
          rule.byMonthDay.push(day);
        }
        break;
      case "WKST":
        break;
      default:
        return null;
    }
  }
  if (freq === null || (rule.count !== null && rule.until !== null)) return null;
  return rule;
}

/** The rule as the API takes it: "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231". */
export function repeatRuleText(rule: RepeatRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map(({ ordinal, day }) => `${ordinal ?? ""}${day}`).join(",")}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  return parts.join(";");
}

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

function utcDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === date ? day : null;
}

/** "19:00" or "07:00 PM" → "7:00 PM"; null when it is not a time. */
function clockTime(time: string): string | null {
  const parsed = timeOfDay(time);
  if (!parsed) return null;
  const hour = parsed.hours % 12 === 0 ? 12 : parsed.hours % 12;
  return `${hour}:${String(parsed.minutes).padStart(2, "0")} ${parsed.hours < 12 ? "AM" : "PM"}`;
}

/** "every week", "every 2 weeks". */
function everyUnit(interval: number, unit: string): string {
  return interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`;
}

/** "Sunday", "first Friday", "last Sunday" (in weekday order, Sunday first, as the calendar is). */
function weekdayWords(byDay: RepeatRule["byDay"]): string {
  const sorted = [...byDay].sort((a, b) => WEEKDAY_CODES.indexOf(a.day) - WEEKDAY_CODES.indexOf(b.day));
  return list(sorted.map(({ ordinal, day }) => (ordinal === null ? WEEKDAY_NAMES[day] : `${ORDINAL_NAMES[String(ordinal)]} ${WEEKDAY_NAMES[day]}`)));
}

/**
 * The rule in words, as staff see it set and visitors read it: "Every Sunday at 10:00 AM",
 * "Every first Friday at 7:00 PM, until December 31, 2027", "Every 2 weeks on Wednesday at 6:30 PM,
 * 10 times". `start` is the first date (YYYY-MM-DD), which names the day of a monthly or yearly
 * rule without one of its own; `time` is the event's time, left out of the words when it is not one.
 */
export function describeRepeatRule(rule: RepeatRule, { start, time }: { start: string; time: string }): string {
  const startDay = utcDay(start);
  const weekdays = rule.byDay.length > 0 ? weekdayWords(rule.byDay) : null;
  let words: string;
  switch (rule.freq) {
    case "DAILY":
      words = everyUnit(rule.interval, "day");
      break;
    case "WEEKLY": {
      const days = weekdays ?? (startDay ? WEEKDAY_NAMES[WEEKDAY_CODES[startDay.getUTCDay()]!] : null);
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
  const at = clockTime(time);
  if (at) words += ` at ${at}`;
  const until = rule.until ? utcDay(rule.until) : null;
  if (until) words += `, until ${LONG_DATE.format(until)}`;
  if (rule.count !== null) words += rule.count === 1 ? ", once" : `, ${rule.count} times`;
  return words;
}

/** The words of a rule as the API hands it (`event.rrule`), or a plain "Repeats" for a rule of other parts. */
export function describeRepeatText(rrule: string, when: { start: string; time: string }): string {
  const rule = parseRepeatRule(rrule);
  return rule ? describeRepeatRule(rule, when) : "Repeats";
}
