import type { ChurchEvent } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { printableText } from "~/lib/printable-text";
import { calendarDay } from "./event-format";

/**
 * Events as iCalendar (RFC 5545), for "Add to calendar" and the /events.ics feed phone calendars
 * subscribe to. Start times are the church's wall-clock times turned into UTC instants ("…Z"), so
 * every calendar app shows them right wherever the reader is; an event whose time cannot be read
 * becomes an all-day event on its date.
 */

/** How long an event is taken to last: the API stores only its start. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second"));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock of `timeZone` shows this date and time. */
export function zonedInstant(date: string, hours: number, minutes: number, timeZone: string): Date {
  const day = calendarDay(date);
  if (!day) throw new Error(`Not a date: ${date}`);
  const wallClock = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  // The offset at the wall-clock time taken as UTC is right except near a change of offset; one more step settles it.
  let instant = wallClock - zoneOffset(wallClock, timeZone);
  instant = wallClock - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks, and hold no control character
 * but tab (RFC 5545 §3.3.11): lib/printable-text.ts takes out what staff pasted.
 */
function text(value: string): string {
  return printableText(value).replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n?|\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1), never inside a UTF-8 character. */
const encoder = new TextEncoder();

function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const dateStamp = (date: string) => date.replace(/-/g, "");

export type CalendarOptions = {
  /** The site's public origin: event addresses and unique ids are built from it. */
  origin: string;
  timeZone: string;
  calendarName: string;
  now?: Date;
};

function eventLines(event: ChurchEvent, { origin, timeZone, now = new Date() }: CalendarOptions): string[] {
  const url = `${origin}/events/${event.id}`;
  const time = timeOfDay(event.event_time);
  const lines = ["BEGIN:VEVENT", `UID:event-${event.id}@${new URL(origin).host}`, `DTSTAMP:${utcStamp(now)}`];
  if (time && calendarDay(event.date)) {
    const start = zonedInstant(event.date, time.hours, time.minutes, timeZone);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(new Date(start.getTime() + DEFAULT_DURATION_MS))}`);
  } else {
    const day = calendarDay(event.date);
    if (!day) return [];
    const next = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(event.date)}`, `DTEND;VALUE=DATE:${dateStamp(next)}`);
  }
  lines.push(
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(`${event.description}\n\n${url}`)}`,
    `LOCATION:${text(event.venue)}`,
    `CATEGORIES:${text(event.ministry.trim() || "General")}`,
    `URL:${url}`,
    "END:VEVENT",
  );
  return lines;
}

/** A whole calendar of `events`, as the text of a .ics file. */
export function icsCalendar(events: readonly ChurchEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lampstand//Church events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...events.flatMap((event) => eventLines(event, options)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
