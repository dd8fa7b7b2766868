import { describe, expect, it } from "vitest";
import { timeOfDay } from "./event-time.ts";

describe("timeOfDay", () => {
  it("reads both stored forms as a time of day", () => {
    expect(timeOfDay("19:30")).toEqual({ hours: 19, minutes: 30 });
    expect(timeOfDay("07:30 PM")).toEqual({ hours: 19, minutes: 30 });
    expect(timeOfDay("12:10 AM")).toEqual({ hours: 0, minutes: 10 });
    expect(timeOfDay("noon")).toBeNull();
  });
});
