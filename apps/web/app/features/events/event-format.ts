import { MESSAGES } from "@lampstand/contract/messages";

/**
 * How an event's date and time read on the public pages (SPEC §2.7). Dates are calendar days
 * ("2026-11-29"), not instants: they are read and written in UTC so no time zone moves them a day.
 */

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const FULL_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });

/** "2026-11-29" → a Date at midnight UTC, or null when it is not a real calendar day. */
export function calendarDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === date.trim() ? day : null;
}

/** "2026-11-29" → "November 29, 2026"; 'Invalid date' when it is not a date. */
export function formatEventDate(date: string): string {
  const day = calendarDay(date);
  return day ? LONG_DATE.format(day) : MESSAGES.invalidDate;
}

/** "2026-11-29" → "Sunday, November 29, 2026" (for the calendar's cells, read out by screen readers). */
export function formatFullDate(date: string): string {
  const day = calendarDay(date);
  return day ? FULL_DATE.format(day) : MESSAGES.invalidDate;
}

/**
 * "19:30" → "7:30 PM"; a time already written otherwise ("07:30 PM") stays as it is; an empty
 * time is 'Invalid time' (SPEC §2.7, §5: both forms are stored).
 */
export function formatEventTime(time: string): string {
  const text = time.trim();
  if (!text) return MESSAGES.invalidTime;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}
