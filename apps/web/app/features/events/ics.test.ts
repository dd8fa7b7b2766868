import { describe, expect, it } from "vitest";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { icsCalendar, zonedInstant } from "./ics";

const HOUSTON = "America/Chicago";
const event = (fields: Partial<ChurchEvent>): ChurchEvent => ({
  id: 7,
  title: "Thanksgiving Service",
  description: "Songs, testimonies; and a shared meal, for all.",
  ministry: "Music Ministry",
  date: "2026-11-29",
  event_time: "19:30",
  venue: "Main Sanctuary",
  image: null,
  created_at: "2026-11-01T00:00:00.000Z",
  ...fields,
});
const options = { origin: "https://lampstand.example", timeZone: HOUSTON, calendarName: "Lampstand events", now: new Date("2026-11-23T12:00:00Z") };

describe("iCalendar", () => {
  it("turns the church's wall-clock time into the right instant, in winter and in summer", () => {
    expect(zonedInstant("2026-11-29", 19, 30, HOUSTON).toISOString()).toBe("2026-11-30T01:30:00.000Z");
    expect(zonedInstant("2026-07-05", 10, 0, HOUSTON).toISOString()).toBe("2026-07-05T15:00:00.000Z");
    // The morning the clocks go back: 09:00 is already standard time.
    expect(zonedInstant("2026-11-01", 9, 0, HOUSTON).toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });

  it("writes a valid calendar: CRLF lines, escaped text, UTC start and end, a stable id", () => {
    const ics = icsCalendar([event({})], options);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:");
    expect(unfolded).toContain("UID:event-7@lampstand.example");
    expect(unfolded).toContain("DTSTAMP:20261123T120000Z");
    expect(unfolded).toContain("DTSTART:20261130T013000Z");
    expect(unfolded).toContain("DTEND:20261130T033000Z");
    expect(unfolded).toContain("SUMMARY:Thanksgiving Service");
    expect(unfolded).toContain("DESCRIPTION:Songs\\, testimonies\\; and a shared meal\\, for all.\\n\\nhttps://lampstand.example/events/7");
    expect(unfolded).toContain("URL:https://lampstand.example/events/7");
  });

  it("reads the 12-hour form too, and makes an event without a readable time an all-day one", () => {
    expect(icsCalendar([event({ event_time: "07:30 PM" })], options).replace(/\r\n /g, "")).toContain("DTSTART:20261130T013000Z");
    const allDay = icsCalendar([event({ event_time: "After the service" })], options);
    expect(allDay).toContain("DTSTART;VALUE=DATE:20261129");
    expect(allDay).toContain("DTEND;VALUE=DATE:20261130");
  });

  it("folds long lines without splitting a character", () => {
    const ics = icsCalendar([event({ title: "Ọ̀rọ̀ Ìyè — ".repeat(12) })], options);
    const summary = ics.slice(ics.indexOf("SUMMARY:"), ics.indexOf("DESCRIPTION:"));
    expect(summary.split("\r\n ").join("")).toBe(`SUMMARY:${"Ọ̀rọ̀ Ìyè — ".repeat(12)}\r\n`);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
