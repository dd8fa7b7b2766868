import { describe, expect, it } from "vitest";
import { EVENT_TIME_PATTERN } from "@lampstand/contract/requests";
import { toPickerTime, toTwelveHourTime } from "./event-time";

describe("toTwelveHourTime", () => {
  it("sends the picked time as the spec's 12-hour string, with a two-digit hour", () => {
    expect(toTwelveHourTime("19:30")).toBe("07:30 PM");
    expect(toTwelveHourTime("07:05")).toBe("07:05 AM");
    expect(toTwelveHourTime("10:00")).toBe("10:00 AM");
    expect(toTwelveHourTime("23:59")).toBe("11:59 PM");
  });

  it("writes midnight and noon as 12", () => {
    expect(toTwelveHourTime("00:05")).toBe("12:05 AM");
    expect(toTwelveHourTime("12:00")).toBe("12:00 PM");
  });

  it("drops the seconds a picker may add", () => {
    expect(toTwelveHourTime("19:30:00")).toBe("07:30 PM");
  });

  it("gives nothing for what is not a picked time", () => {
    for (const value of ["", "7:30", "24:00", "19:60", "07:30 PM", "noon"]) expect(toTwelveHourTime(value), value).toBe("");
  });

  it("only ever sends what the server accepts", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of ["00", "30", "59"]) {
        expect(toTwelveHourTime(`${String(hour).padStart(2, "0")}:${minute}`)).toMatch(EVENT_TIME_PATTERN);
      }
    }
  });
});

describe("toPickerTime", () => {
  it("fills the picker from a time stored in 24-hour form", () => {
    expect(toPickerTime("19:30")).toBe("19:30");
    expect(toPickerTime("00:00")).toBe("00:00");
  });

  it("fills the picker from a time stored as the form sends it", () => {
    expect(toPickerTime("07:30 PM")).toBe("19:30");
    expect(toPickerTime("12:05 AM")).toBe("00:05");
    expect(toPickerTime("12:00 PM")).toBe("12:00");
    expect(toPickerTime("7:30pm")).toBe("19:30");
  });

  it("leaves the picker empty for a time it cannot read, so staff pick it again", () => {
    for (const value of ["", "evening", "25:00", "13:00 PM"]) expect(toPickerTime(value), value).toBe("");
  });

  it("gives back what the picker sent", () => {
    for (const value of ["00:00", "06:15", "12:00", "12:30", "19:30", "23:59"]) expect(toPickerTime(toTwelveHourTime(value))).toBe(value);
  });
});
