import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { zonedInstant } from "~/lib/zoned-time";
import { icsCalendar, streetAddress, vtimezone } from "./ics";

const HOUSTON = "America/Chicago";
const event = (fields: Partial<ChurchEvent>): ChurchEvent => ({
  id: 7,
  title: "Thanksgiving Service",
  description: "Songs, testimonies; and a shared meal, for all.",
  ministry: "Music Ministry",
  date: "2026-11-29",
  event_time: "19:30",
  venue: "Main Sanctuary",
  focal_x: 50,
  focal_y: 50,
  image: null,
  created_at: "2026-11-01T00:00:00.000Z",
  ...fields,
});
const options = {
  origin: "https://lampstand.example",
  timeZone: HOUSTON,
  calendarName: "Lampstand events",
  address: streetAddress({ street: "7400 Harwin Drive", city: "Houston" }),
  now: new Date("2026-11-23T12:00:00Z"),
};
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("iCalendar", () => {
  it("turns the church's wall-clock time into the right instant, in winter and in summer", () => {
    expect(zonedInstant("2026-11-29", 19, 30, HOUSTON).toISOString()).toBe("2026-11-30T01:30:00.000Z");
    expect(zonedInstant("2026-07-05", 10, 0, HOUSTON).toISOString()).toBe("2026-07-05T15:00:00.000Z");
    // The morning the clocks go back: 09:00 is already standard time.
    expect(zonedInstant("2026-11-01", 9, 0, HOUSTON).toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });

  it("writes a valid calendar: CRLF lines, escaped text, the start in the church's zone with its VTIMEZONE, a stable id", () => {
    const ics = icsCalendar([event({})], options);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:");
    expect(unfolded).toContain("UID:event-7@lampstand.example");
    expect(unfolded).toContain("DTSTAMP:20261123T120000Z");
    expect(unfolded).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n");
    expect(unfolded).toContain("DTSTART;TZID=America/Chicago:20261129T193000\r\nDURATION:PT2H");
    expect(unfolded).toContain("SUMMARY:Thanksgiving Service");
    expect(unfolded).toContain("DESCRIPTION:Songs\\, testimonies\\; and a shared meal\\, for all.\\n\\nhttps://lampstand.example/events/7");
    expect(unfolded).toContain("URL:https://lampstand.example/events/7");
    // A phone's map finds the hall with the street after it.
    expect(unfolded).toContain("LOCATION:Main Sanctuary\\, 7400 Harwin Drive\\, Houston");
  });

  it("reads the 12-hour form too, and makes an event without a readable time an all-day one", () => {
    expect(unfold(icsCalendar([event({ event_time: "07:30 PM" })], options))).toContain("DTSTART;TZID=America/Chicago:20261129T193000");
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

  it("writes a series once: RRULE with UNTIL in UTC, EXDATE of DTSTART's type and zone, each changed date with the series' UID", () => {
    const series = event({
      id: 9,
      title: "Holy Ghost Night",
      date: "2026-11-06",
      event_time: "19:00",
      venue: "Youth Hall",
      rrule: "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231",
      exdates: ["2027-01-01", "2027-07-02"],
      overrides: [{ date: "2027-03-05", title: null, event_time: "20:00", venue: "Main Sanctuary", description: null }],
    });
    const ics = unfold(icsCalendar([series], options));
    const vevents = ics.split("BEGIN:VEVENT").slice(1);
    expect(vevents).toHaveLength(2);
    expect(vevents[0]).toContain("DTSTART;TZID=America/Chicago:20261106T190000");
    // UNTIL beside a zoned start is the UTC instant of the last date's start (RFC 5545 §3.3.10).
    expect(vevents[0]).toContain("RRULE:FREQ=MONTHLY;BYDAY=1FR;UNTIL=20280101T010000Z");
    expect(vevents[0]).toContain("EXDATE;TZID=America/Chicago:20270101T190000,20270702T190000");
    expect(vevents[0]).toContain("LOCATION:Youth Hall\\, 7400 Harwin Drive\\, Houston");
    expect(vevents[1]).toContain("UID:event-9@lampstand.example");
    expect(vevents[1]).toContain("RECURRENCE-ID;TZID=America/Chicago:20270305T190000");
    expect(vevents[1]).toContain("DTSTART;TZID=America/Chicago:20270305T200000");
    expect(vevents[1]).toContain("SUMMARY:Holy Ghost Night");
    expect(vevents[1]).toContain("LOCATION:Main Sanctuary\\, 7400 Harwin Drive\\, Houston");
  });

  it("writes an all-day series' cancelled and changed dates as dates", () => {
    const ics = unfold(icsCalendar([event({ event_time: "All day", rrule: "FREQ=WEEKLY;BYDAY=SU;UNTIL=20270131", exdates: ["2026-12-27"], overrides: [{ date: "2027-01-03", title: "New Year", event_time: null, venue: null, description: null }] })], options));
    expect(ics).toContain("DTSTART;VALUE=DATE:20261129");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20270131");
    expect(ics).toContain("EXDATE;VALUE=DATE:20261227");
    expect(ics).toContain("RECURRENCE-ID;VALUE=DATE:20270103");
  });

  it("keeps a 10:00 series at 10:00 in the church's zone across both changes of the clocks, as ical.js reads it", () => {
    const ics = icsCalendar([event({ date: "2026-03-01", event_time: "10:00", rrule: "FREQ=WEEKLY;BYDAY=SU" })], options);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const iterator = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 40; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    expect(starts.slice(0, 2)).toEqual(["2026-03-01T16:00:00.000Z", "2026-03-08T15:00:00.000Z"]);
    expect(starts.slice(34, 37)).toEqual(["2026-10-25T15:00:00.000Z", "2026-11-01T16:00:00.000Z", "2026-11-08T16:00:00.000Z"]);
  });

  it.each(["America/Chicago", "Europe/London", "Africa/Lagos", "Australia/Sydney", "America/Sao_Paulo", "Asia/Kolkata", "UTC"])(
    "writes a VTIMEZONE for %s that gives the zone's real wall clock, 2025 to 2030",
    (zone) => {
      const block = vtimezone(zone)!;
      expect(block).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:/);
      const timezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`)).getFirstSubcomponent("vtimezone")!);
      const wallClock = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
      // Every 6 hours for six years, as a calendar app reads a TZID time: wall clock → instant. The
      // hour the clocks go back shows twice, so it names no single instant and is skipped.
      const wall = (instant: number) => wallClock.format(instant).replace(" ", "T");
      for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2031, 0, 1); instant += 6 * 3_600_000) {
        const local = wall(instant);
        if (wall(instant - 3_600_000) === local || wall(instant + 3_600_000) === local || wall(instant - 1_800_000) === local) continue;
        const time = ICAL.Time.fromDateTimeString(local);
        time.zone = timezone;
        expect(time.toUnixTime() * 1000, `${zone} at ${local}`).toBe(instant);
      }
    },
  );
});
