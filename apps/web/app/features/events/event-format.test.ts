import { describe, expect, it } from "vitest";
import { formatEventDate, formatEventTime, formatFullDate } from "./event-format";
import { FIRST_MONTH, monthKey, monthLabel, monthToShow, monthWeeks, parseMonth, shiftMonth } from "./calendar-month";
import { todayIn } from "~/lib/church-day";
import { ministryColour, ministryName } from "./ministry-colours";

describe("event dates and times (SPEC §2.7)", () => {
  it("writes dates in the long US form, whatever the machine's time zone", () => {
    expect(formatEventDate("2026-11-29")).toBe("November 29, 2026");
    expect(formatEventDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatFullDate("2026-11-29")).toBe("Sunday, November 29, 2026");
  });

  it.each(["", "2026-02-30", "29/11/2026", "tomorrow"])("says 'Invalid date' for %j", (date) => {
    expect(formatEventDate(date)).toBe("Invalid date");
  });

  it("turns 24-hour times into 12-hour ones with AM or PM", () => {
    expect(formatEventTime("19:30")).toBe("7:30 PM");
    expect(formatEventTime("00:05")).toBe("12:05 AM");
    expect(formatEventTime("12:00")).toBe("12:00 PM");
    expect(formatEventTime("09:15")).toBe("9:15 AM");
  });

  it("shows other forms as they are, and 'Invalid time' for an empty one", () => {
    expect(formatEventTime("07:30 PM")).toBe("07:30 PM");
    expect(formatEventTime("After the service")).toBe("After the service");
    expect(formatEventTime("  ")).toBe("Invalid time");
  });

});

describe("calendar months", () => {
  const nov2026 = new Date("2026-11-23T12:00:00Z");

  it("knows today's date in the church's time zone", () => {
    expect(todayIn("America/Chicago", new Date("2026-12-01T03:00:00Z"))).toBe("2026-11-30");
    expect(todayIn("America/Chicago", new Date("2026-12-01T07:00:00Z"))).toBe("2026-12-01");
  });

  it("opens on the current month in the church's time zone", () => {
    expect(monthToShow(null, nov2026, "America/Chicago")).toEqual({ year: 2026, month: 11 });
    // 03:00 UTC on 1 December is still 30 November in Houston.
    expect(monthToShow(null, new Date("2026-12-01T03:00:00Z"), "America/Chicago")).toEqual({ year: 2026, month: 11 });
  });

  it("shows the month asked for in the URL, but never one before March 2025", () => {
    expect(monthToShow("2027-02", nov2026, "America/Chicago")).toEqual({ year: 2027, month: 2 });
    expect(monthToShow("2024-12", nov2026, "America/Chicago")).toEqual(FIRST_MONTH);
    expect(monthToShow("2026-13", nov2026, "America/Chicago")).toEqual({ year: 2026, month: 11 });
    expect(parseMonth("junk")).toBeNull();
  });

  it("moves between months across years", () => {
    expect(monthKey(shiftMonth({ year: 2026, month: 12 }, 1))).toBe("2027-01");
    expect(monthKey(shiftMonth({ year: 2026, month: 1 }, -1))).toBe("2025-12");
    expect(monthLabel({ year: 2026, month: 11 })).toBe("November 2026");
  });

  it("lays a month out in weeks from Sunday to Saturday", () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: "2026-12-05", day: 5, inMonth: false });
    const march = monthWeeks({ year: 2025, month: 3 });
    expect(march[0]![0]).toEqual({ date: "2025-02-23", day: 23, inMonth: false });
    expect(march).toHaveLength(6);
    expect(march.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });
});

describe("ministries", () => {
  it("gives each named ministry its own colour and the others a default", () => {
    const named = ["Youth Ministry", "Women Ministry", "Men Ministry", "Children Ministry", "Music Ministry", "Prayer Ministry", "Evangelism", "Administration"];
    expect(new Set(named.map(ministryColour)).size).toBe(named.length);
    expect(ministryColour("Ushering")).toBe(ministryColour("Hospitality"));
    expect(named.map(ministryColour)).not.toContain(ministryColour("Ushering"));
  });

  it("lists an event without a ministry under 'General'", () => {
    expect(ministryName("  ")).toBe("General");
    expect(ministryName("Youth Ministry")).toBe("Youth Ministry");
  });
});
