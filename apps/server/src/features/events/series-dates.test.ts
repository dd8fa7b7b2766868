import { describe, expect, it } from "vitest";
import { RRuleTemporal } from "rrule-temporal";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import { isSeriesDate, lastSeriesDate, nextSeriesDate, seriesDatesBetween } from "./series-dates.ts";

/** The church's zone as shipped (Houston): its clocks go forward on 8 March 2026 and back on 1 November 2026. */
const CHURCH_ZONE = DEFAULT_SETTINGS.timeZone;

const sundays = { date: "2026-01-04", eventTime: "10:00", rrule: "FREQ=WEEKLY;BYDAY=SU" };

describe("the expansion of a series (rrule-temporal, ADR 034)", () => {
  it("gives every Sunday across both changes of the clocks, none skipped or doubled", () => {
    expect(seriesDatesBetween(sundays, "2026-02-28", "2026-03-22")).toEqual(["2026-03-01", "2026-03-08", "2026-03-15", "2026-03-22"]);
    expect(seriesDatesBetween(sundays, "2026-10-18", "2026-11-08")).toEqual(["2026-10-18", "2026-10-25", "2026-11-01", "2026-11-08"]);
    expect(seriesDatesBetween(sundays, "2026-01-01", "2026-12-31")).toHaveLength(52);
  });

  it("keeps the wall-clock time in the church's zone when the clocks change (the library's own DST behaviour)", () => {
    expect(CHURCH_ZONE).toBe("America/Chicago");
    const rule = new RRuleTemporal({ rruleString: `DTSTART;TZID=${CHURCH_ZONE}:20260104T100000\nRRULE:FREQ=WEEKLY;BYDAY=SU` });
    const around = (from: string, to: string) =>
      rule.between(new Date(from), new Date(to), true).map((zoned) => [zoned.toPlainDate().toString(), zoned.hour, zoned.minute, new Date(zoned.epochMilliseconds).toISOString()]);
    // Spring forward on 8 March: 10:00 CST is 16:00 UTC, 10:00 CDT is 15:00 UTC.
    expect(around("2026-03-01T00:00:00Z", "2026-03-09T00:00:00Z")).toEqual([
      ["2026-03-01", 10, 0, "2026-03-01T16:00:00.000Z"],
      ["2026-03-08", 10, 0, "2026-03-08T15:00:00.000Z"],
    ]);
    // Fall back on 1 November: 10:00 is standard time again.
    expect(around("2026-10-25T00:00:00Z", "2026-11-02T00:00:00Z")).toEqual([
      ["2026-10-25", 10, 0, "2026-10-25T15:00:00.000Z"],
      ["2026-11-01", 10, 0, "2026-11-01T16:00:00.000Z"],
    ]);
    // The dates the server lists (reckoned without offsets) are those of the zone, the whole year through.
    const zoned = rule.between(new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T12:00:00Z"), true).map((date) => date.toPlainDate().toString());
    expect(seriesDatesBetween(sundays, "2026-01-01", "2026-12-31")).toEqual(zoned.filter((date) => date <= "2026-12-31"));
  });

  it("gives the first and the last Friday of each month", () => {
    const first = { date: "2026-01-02", eventTime: "19:00", rrule: "FREQ=MONTHLY;BYDAY=1FR" };
    expect(seriesDatesBetween(first, "2026-01-01", "2026-06-30")).toEqual(["2026-01-02", "2026-02-06", "2026-03-06", "2026-04-03", "2026-05-01", "2026-06-05"]);
    const last = { date: "2026-01-30", eventTime: "22:00", rrule: "FREQ=MONTHLY;BYDAY=-1FR" };
    expect(seriesDatesBetween(last, "2026-01-01", "2026-06-30")).toEqual(["2026-01-30", "2026-02-27", "2026-03-27", "2026-04-24", "2026-05-29", "2026-06-26"]);
    // A fifth Sunday only in the months that have one.
    const fifth = { date: "2026-03-29", eventTime: "10:00", rrule: "FREQ=MONTHLY;BYDAY=5SU" };
    expect(seriesDatesBetween(fifth, "2026-03-01", "2026-12-31")).toEqual(["2026-03-29", "2026-05-31", "2026-08-30", "2026-11-29"]);
  });

  it("gives a day of the month, the last day, and skips months without the 31st", () => {
    expect(seriesDatesBetween({ date: "2026-01-31", eventTime: "10:00", rrule: "FREQ=MONTHLY;BYMONTHDAY=31" }, "2026-01-01", "2026-06-30")).toEqual([
      "2026-01-31", "2026-03-31", "2026-05-31",
    ]);
    expect(seriesDatesBetween({ date: "2026-01-31", eventTime: "10:00", rrule: "FREQ=MONTHLY;BYMONTHDAY=-1" }, "2026-01-01", "2026-04-30")).toEqual([
      "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30",
    ]);
  });

  it("ends after COUNT dates or on the UNTIL date, which is included", () => {
    const count = { ...sundays, rrule: "FREQ=WEEKLY;BYDAY=SU;COUNT=3" };
    expect(seriesDatesBetween(count, "2026-01-01", "2026-12-31")).toEqual(["2026-01-04", "2026-01-11", "2026-01-18"]);
    expect(lastSeriesDate(count)).toBe("2026-01-18");
    // COUNT counts from the first date, whatever window is asked for.
    expect(seriesDatesBetween(count, "2026-01-10", "2026-12-31")).toEqual(["2026-01-11", "2026-01-18"]);
    const until = { ...sundays, eventTime: "07:30 PM", rrule: "FREQ=WEEKLY;BYDAY=SU;UNTIL=20260125" };
    expect(seriesDatesBetween(until, "2026-01-01", "2026-12-31")).toEqual(["2026-01-04", "2026-01-11", "2026-01-18", "2026-01-25"]);
    expect(lastSeriesDate(until)).toBe("2026-01-25");
    expect(lastSeriesDate(sundays)).toBeNull();
  });

  it("answers whether a date is one of the series' and which comes next", () => {
    expect(isSeriesDate(sundays, "2026-03-08")).toBe(true);
    expect(isSeriesDate(sundays, "2026-03-09")).toBe(false);
    expect(isSeriesDate(sundays, "2025-12-28")).toBe(false);
    expect(nextSeriesDate(sundays, "2026-03-09")).toBe("2026-03-15");
    expect(nextSeriesDate({ ...sundays, rrule: "FREQ=WEEKLY;BYDAY=SU;COUNT=1" }, "2026-01-05")).toBeNull();
  });

  it("every other week, every day, every year", () => {
    expect(seriesDatesBetween({ ...sundays, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE" }, "2026-01-01", "2026-01-31")).toEqual([
      "2026-01-04", "2026-01-14", "2026-01-18", "2026-01-28",
    ]);
    expect(seriesDatesBetween({ ...sundays, rrule: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR" }, "2026-01-04", "2026-01-10")).toEqual([
      "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09",
    ]);
    expect(seriesDatesBetween({ date: "2024-02-29", eventTime: "10:00", rrule: "FREQ=YEARLY" }, "2024-01-01", "2032-12-31")).toEqual(["2024-02-29", "2028-02-29", "2032-02-29"]);
  });

  it("works over the window asked for, not the years since the series began", () => {
    const old = { date: "2000-01-02", eventTime: "10:00", rrule: "FREQ=DAILY" };
    const started = performance.now();
    const dates = seriesDatesBetween(old, "2030-03-01", "2030-03-31");
    const elapsed = performance.now() - started;
    expect(dates).toHaveLength(31);
    // Eleven thousand days from the first date to the window: walked one by one this takes seconds.
    expect(elapsed).toBeLessThan(500);
  });
});
