import { z } from "./zod.ts";

/**
 * Recurring events (issue 22, ADR 034): the subset of RFC 5545's RRULE a church calendar needs,
 * read and written here so that the server, the web form and the feeds agree on one text.
 *
 * FREQ DAILY, WEEKLY, MONTHLY or YEARLY; INTERVAL; BYDAY (an ordinal such as 1FR or -1FR only
 * with MONTHLY); BYMONTHDAY (MONTHLY only, not with BYDAY); COUNT or UNTIL (a date, YYYYMMDD,
 * the last day an occurrence may fall on, in the church's time zone). Anything else (BYSECOND,
 * BYHOUR, BYSETPOS, FREQ=HOURLY…) is refused with a message that says what is accepted: the
 * time of day is the event's own, and rules beyond these are ones nobody here can set or check.
 */

export const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** RFC 5545's two-letter weekdays, Sunday first as the calendar's columns are. */
export const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RECURRENCE_LIMITS = {
  /** Most occurrences COUNT may ask for: twenty years of a weekly service. */
  count: 1040,
  interval: 99,
  /** Most cancelled dates one series keeps. */
  exdates: 500,
  /** The longest span GET /view-events/occurrences lists at once (from..to, both included). */
  occurrenceDays: 366,
} as const;

/** One BYDAY entry: `SU`, or with an ordinal `1FR` (first Friday), `-1FR` (last Friday). */
export type ByDay = { weekday: Weekday; ordinal?: number };

export type RecurrenceRule = {
  freq: Frequency;
  /** Every `interval` days/weeks/months/years; 1 when the text leaves it out. */
  interval: number;
  byDay: ByDay[];
  byMonthDay: number[];
  count?: number;
  /** The last date an occurrence may fall on, YYYY-MM-DD (written UNTIL=YYYYMMDD). */
  until?: string;
};

const RULE_PARTS = ["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "COUNT", "UNTIL"] as const;
const ACCEPTED = "FREQ (DAILY, WEEKLY, MONTHLY or YEARLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL";

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The rule a text says, or the reason it is not one we accept (a sentence for the person who sent it). */
export function parseRecurrenceRule(text: string): RecurrenceRule | { problem: string } {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body === "") return { problem: "Repeat rule is empty." };
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(part.trim());
    if (!match) return { problem: `Repeat rule part "${part}" is not written NAME=VALUE.` };
    const name = match[1]!.toUpperCase();
    if (!(RULE_PARTS as readonly string[]).includes(name)) {
      return { problem: `Repeat rule part ${name} is not supported; use only ${ACCEPTED}.` };
    }
    if (parts.has(name)) return { problem: `Repeat rule gives ${name} twice.` };
    parts.set(name, match[2]!.trim().toUpperCase());
  }

  const freq = parts.get("FREQ");
  if (!freq) return { problem: "Repeat rule needs FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)." };
  if (!(FREQUENCIES as readonly string[]).includes(freq)) {
    return { problem: `Repeat rule FREQ=${freq} is not supported; use DAILY, WEEKLY, MONTHLY or YEARLY.` };
  }
  const rule: RecurrenceRule = { freq: freq as Frequency, interval: 1, byDay: [], byMonthDay: [] };

  const interval = parts.get("INTERVAL");
  if (interval !== undefined) {
    if (!/^\d{1,2}$/.test(interval) || Number(interval) < 1) {
      return { problem: `Repeat rule INTERVAL must be a whole number from 1 to ${RECURRENCE_LIMITS.interval}.` };
    }
    rule.interval = Number(interval);
  }

  const byDay = parts.get("BYDAY");
  if (byDay !== undefined) {
    if (rule.freq === "YEARLY") return { problem: "Repeat rule BYDAY cannot be used with FREQ=YEARLY; a yearly event repeats on its date." };
    for (const entry of byDay.split(",")) {
      const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(entry);
      if (!match) return { problem: `Repeat rule BYDAY value "${entry}" is not a weekday such as SU, 1FR or -1FR.` };
      const weekday = match[2] as Weekday;
      if (match[1] === undefined) {
        rule.byDay.push({ weekday });
        continue;
      }
      const ordinal = Number(match[1]);
      if (rule.freq !== "MONTHLY") return { problem: `Repeat rule BYDAY=${entry}: a numbered weekday ("first Friday") needs FREQ=MONTHLY.` };
      if (ordinal === 0 || ordinal < -5 || ordinal > 5) return { problem: `Repeat rule BYDAY=${entry}: the number must be 1 to 5, or -1 to -5 counting from the month's end.` };
      rule.byDay.push({ weekday, ordinal });
    }
    const keys = rule.byDay.map((day) => `${day.ordinal ?? ""}${day.weekday}`);
    if (new Set(keys).size !== keys.length) return { problem: "Repeat rule BYDAY names a day twice." };
  }

  const byMonthDay = parts.get("BYMONTHDAY");
  if (byMonthDay !== undefined) {
    if (rule.freq !== "MONTHLY") return { problem: "Repeat rule BYMONTHDAY needs FREQ=MONTHLY." };
    if (rule.byDay.length > 0) return { problem: "Repeat rule cannot have both BYDAY and BYMONTHDAY; choose a weekday or a day of the month." };
    for (const entry of byMonthDay.split(",")) {
      const day = /^[+-]?\d{1,2}$/.test(entry) ? Number(entry) : NaN;
      if (!Number.isInteger(day) || day === 0 || day < -31 || day > 31) {
        return { problem: `Repeat rule BYMONTHDAY value "${entry}" must be a day from 1 to 31, or -1 to -31 counting from the month's end.` };
      }
      if (rule.byMonthDay.includes(day)) return { problem: "Repeat rule BYMONTHDAY names a day twice." };
      rule.byMonthDay.push(day);
    }
  }

  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count !== undefined && until !== undefined) return { problem: "Repeat rule may end after COUNT times or on an UNTIL date, not both." };
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > RECURRENCE_LIMITS.count) {
      return { problem: `Repeat rule COUNT must be a whole number from 1 to ${RECURRENCE_LIMITS.count}.` };
    }
    rule.count = Number(count);
  }
  if (until !== undefined) {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(until);
    const date = match ? `${match[1]}-${match[2]}-${match[3]}` : "";
    if (!isCalendarDate(date)) return { problem: "Repeat rule UNTIL must be a date written YYYYMMDD, e.g. UNTIL=20271231." };
    rule.until = date;
  }
  return rule;
}

/** The rule as RRULE text, its parts always in one order, so equal rules read alike. */
export function formatRecurrenceRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map((day) => `${day.ordinal ?? ""}${day.weekday}`).join(",")}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  return parts.join(";");
}

/**
 * The `rrule` field of the event forms: text in, the rule's canonical text out, or null for "does
 * not repeat" (an empty field). A bad rule is a 400 naming `rrule` with the reason.
 */
export const rruleField = z
  .string({ error: "Repeat rule must be text such as FREQ=WEEKLY;BYDAY=SU." })
  .max(300, { error: "Repeat rule must be at most 300 characters." })
  .transform((text, context) => {
    if (text.trim() === "") return null;
    const rule = parseRecurrenceRule(text);
    if ("problem" in rule) {
      context.addIssue({ code: "custom", message: rule.problem });
      return z.NEVER;
    }
    return formatRecurrenceRule(rule);
  })
  .meta({ description: "RFC 5545 RRULE, e.g. FREQ=WEEKLY;BYDAY=SU or FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231; empty for an event that does not repeat" });

const EXDATES_MESSAGE = "Cancelled dates must be dates written YYYY-MM-DD, separated by commas.";

/**
 * The `exdates` field: the series' cancelled dates, as a list (JSON) or as one text of dates
 * separated by commas (a multipart form field). Sorted, each once.
 */
export const exdatesField = z
  .union([z.string(), z.array(z.string())], { error: EXDATES_MESSAGE })
  .transform((value, context) => {
    const dates = (Array.isArray(value) ? value : value.split(","))
      .map((date) => date.trim())
      .filter((date) => date !== "");
    if (!dates.every(isCalendarDate)) {
      context.addIssue({ code: "custom", message: EXDATES_MESSAGE });
      return z.NEVER;
    }
    const unique = [...new Set(dates)].sort();
    if (unique.length > RECURRENCE_LIMITS.exdates) {
      context.addIssue({ code: "custom", message: `A series can have at most ${RECURRENCE_LIMITS.exdates} cancelled dates.` });
      return z.NEVER;
    }
    return unique;
  })
  .meta({ description: "Cancelled dates of the series, YYYY-MM-DD, as a list or one text separated by commas" });
