import { tzlib_get_ical_block } from "timezones-ical-library";
import type { ChurchEvent, EventDateChange } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { parseRecurrenceRule, formatRecurrenceRule } from "@lampstand/contract/recurrence";
import { printableText } from "~/lib/printable-text";
import { zonedInstant } from "~/lib/zoned-time";
import { calendarDay } from "./event-format";

/**
 * Events as iCalendar (RFC 5545), for "Add to calendar" and the /events.ics feed phone calendars
 * subscribe to. Start times are the church's wall-clock times with its time zone (TZID, and the
 * zone's VTIMEZONE from the IANA rules), so a series at 10:00 stays at 10:00 when the clocks
 * change, in every calendar app wherever the reader is. A series is one VEVENT with its RRULE,
 * its cancelled dates as EXDATE of the same type and zone as its DTSTART (calendar apps ignore
 * any other), and each changed date as a VEVENT of its own with the series' UID and a
 * RECURRENCE-ID (issue 22, ADR 034). An event whose time cannot be read is an all-day event.
 */

/** How long an event is taken to last: the API stores only its start. */
const DURATION = "PT2H";

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
const two = (value: number) => String(value).padStart(2, "0");

export type CalendarOptions = {
  /** The site's public origin: event addresses and unique ids are built from it. */
  origin: string;
  timeZone: string;
  calendarName: string;
  /**
   * The church's street address, written after the venue in LOCATION so a phone's map finds the
   * place ("Youth Hall, 7400 Harwin Drive, Houston"); empty leaves the venue alone.
   */
  address: string;
  now?: Date;
};

/**
 * The VTIMEZONE of `timeZone` as timezones-ical-library writes it from the IANA rules, or
 * undefined for a zone it does not know (then times are written in UTC, which every app reads).
 */
export function vtimezone(timeZone: string): string | undefined {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0]?.startsWith("BEGIN:VTIMEZONE") ? block[0] : undefined;
}

/** How one calendar writes a date with a time: in the church's zone (TZID) when it has its VTIMEZONE, else in UTC. */
type Clock = { timeZone: string; zoned: boolean };

type Moment = { date: string; time: { hours: number; minutes: number } | null };

/** The parameters and value of a date with a time in the church's zone (TZID), in UTC, or of a date alone (VALUE=DATE). */
function momentParts({ date, time }: Moment, clock: Clock): { params: string; value: string } {
  if (!time) return { params: ";VALUE=DATE", value: dateStamp(date) };
  if (!clock.zoned) return { params: "", value: utcStamp(zonedInstant(date, time.hours, time.minutes, clock.timeZone)) };
  return { params: `;TZID=${clock.timeZone}`, value: `${dateStamp(date)}T${two(time.hours)}${two(time.minutes)}00` };
}

/** `NAME;TZID=…:20261129T100000`, `NAME:20261129T160000Z` or `NAME;VALUE=DATE:20261129`. */
function moment(name: string, at: Moment, clock: Clock): string {
  const { params, value } = momentParts(at, clock);
  return `${name}${params}:${value}`;
}

/** Several dates of one property, written as the series' DTSTART is (RFC 5545 §3.8.5.1: same type, same zone). */
function moments(name: string, dates: readonly string[], time: Moment["time"], clock: Clock): string {
  const parts = dates.map((date) => momentParts({ date, time }, clock));
  return `${name}${parts[0]!.params}:${parts.map((part) => part.value).join(",")}`;
}

/**
 * The RRULE as calendars must read it: UNTIL beside a DATE-TIME start is a UTC instant (§3.3.10),
 * the start of the last date's occurrence; beside an all-day start it stays a date.
 */
function rruleLine(rrule: string, time: Moment["time"], timeZone: string): string {
  const rule = parseRecurrenceRule(rrule);
  if ("problem" in rule) return `RRULE:${rrule}`;
  if (!rule.until) return `RRULE:${formatRecurrenceRule(rule)}`;
  const { until, ...rest } = rule;
  const end = time ? utcStamp(zonedInstant(until, time.hours, time.minutes, timeZone)) : dateStamp(until);
  return `RRULE:${formatRecurrenceRule(rest)};UNTIL=${end}`;
}

/** The part of the church's address a map needs after a hall's name: "7400 Harwin Drive, Houston". */
export function streetAddress(address: { street: string; city: string }): string {
  return [address.street.trim(), address.city.trim()].filter((part) => part !== "").join(", ");
}

function locationOf(venue: string, address: string): string {
  return [venue.trim(), address.trim()].filter((part) => part !== "").join(", ");
}

type Shown = { title: string; description: string; venue: string; time: Moment["time"]; date: string };

function veventLines(event: ChurchEvent, shown: Shown, head: string[], options: CalendarOptions, clock: Clock): string[] {
  const url = `${options.origin}/events/${event.id}`;
  const start: Moment = { date: shown.date, time: shown.time };
  const timing = shown.time
    ? [moment("DTSTART", start, clock), `DURATION:${DURATION}`]
    : [moment("DTSTART", start, clock), `DTEND;VALUE=DATE:${dateStamp(nextDay(shown.date))}`];
  return [
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${new URL(options.origin).host}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    ...head,
    ...timing,
    `SUMMARY:${text(shown.title)}`,
    `DESCRIPTION:${text(`${shown.description}\n\n${url}`)}`,
    `LOCATION:${text(locationOf(shown.venue, options.address))}`,
    `CATEGORIES:${text(event.ministry.trim() || "General")}`,
    `URL:${url}`,
    "END:VEVENT",
  ];
}

function nextDay(date: string): string {
  const day = calendarDay(date)!;
  return new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
}

function eventLines(event: ChurchEvent, options: CalendarOptions, clock: Clock): string[] {
  if (!calendarDay(event.date)) return [];
  const time = timeOfDay(event.event_time);
  const shown: Shown = { title: event.title, description: event.description, venue: event.venue, time, date: event.date };
  if (!event.rrule) return veventLines(event, shown, [], options, clock);
  const exdates = (event.exdates ?? []).filter((date) => calendarDay(date));
  const series = veventLines(
    event,
    shown,
    [rruleLine(event.rrule, time, options.timeZone), ...(exdates.length > 0 ? [moments("EXDATE", exdates, time, clock)] : [])],
    options,
    clock,
  );
  return [...series, ...(event.overrides ?? []).flatMap((change) => overrideLines(event, change, time, options, clock))];
}

/** A changed date: the series' UID, RECURRENCE-ID at the date's original start, and what it changed. */
function overrideLines(event: ChurchEvent, change: EventDateChange, time: Moment["time"], options: CalendarOptions, clock: Clock): string[] {
  if (!calendarDay(change.date)) return [];
  const changedTime = change.event_time === null ? time : (timeOfDay(change.event_time) ?? time);
  const shown: Shown = {
    title: change.title ?? event.title,
    description: change.description ?? event.description,
    venue: change.venue ?? event.venue,
    // An all-day series keeps its dates all-day: a RECURRENCE-ID has the value type of the DTSTART.
    time: time ? changedTime : null,
    date: change.date,
  };
  return veventLines(event, shown, [moment("RECURRENCE-ID", { date: change.date, time }, clock)], options, clock);
}

/** A whole calendar of `events`, as the text of a .ics file. */
export function icsCalendar(events: readonly ChurchEvent[], options: CalendarOptions): string {
  const zone = vtimezone(options.timeZone);
  const clock: Clock = { timeZone: options.timeZone, zoned: zone !== undefined };
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lampstand//Church events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...(zone ? zone.split(/\r\n/) : []),
    ...events.flatMap((event) => eventLines(event, options, clock)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
