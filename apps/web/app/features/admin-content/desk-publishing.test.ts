import { describe, expect, it } from "vitest";
import type { DeskPost } from "@lampstand/contract/entities";
import { churchTime } from "~/lib/zoned-time";
import { publishFields, scheduleOf, scheduleProblem, scheduledInstant } from "./desk-publishing";

/** The newsletter's schedule is the church's wall clock: the settings' time zone, not the build's default. */
describe("scheduling in the church's time zone", () => {
  const christmasEve = { publish_date: "2026-12-24", publish_time: "18:00" };

  it("reads the chosen date and time in the zone given", () => {
    expect(scheduledInstant(christmasEve, "America/Chicago")?.toISOString()).toBe("2026-12-25T00:00:00.000Z");
    expect(scheduledInstant(christmasEve, "America/New_York")?.toISOString()).toBe("2026-12-24T23:00:00.000Z");
    expect(scheduledInstant(christmasEve, "Africa/Lagos")?.toISOString()).toBe("2026-12-24T17:00:00.000Z");
    expect(publishFields("schedule", christmasEve, "America/New_York")).toEqual({ status: "published", publish_at: "2026-12-24T23:00:00.000Z" });
  });

  it("shows a scheduled post's time back in the same zone, and writes it with the zone's name", () => {
    const post = { status: "published", publish_at: "2099-12-24T23:00:00.000Z" } as DeskPost;
    expect(scheduleOf(post, "America/New_York")).toEqual({ publish_date: "2099-12-24", publish_time: "18:00" });
    expect(scheduleOf(post, "America/Chicago")).toEqual({ publish_date: "2099-12-24", publish_time: "17:00" });
    expect(churchTime("2026-12-24T23:00:00.000Z", "America/New_York")).toMatch(/^Dec 24, 2026, 6:00\sPM \(EST\)$/);
  });

  it("refuses a time already past in the church's zone", () => {
    const now = Date.parse("2026-12-24T23:30:00.000Z");
    expect(scheduleProblem("schedule", christmasEve, "America/New_York", now)?.field).toBe("publish_date");
    expect(scheduleProblem("schedule", christmasEve, "America/Chicago", now)).toBeNull();
  });
});
