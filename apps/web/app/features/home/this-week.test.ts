import { describe, expect, it } from "vitest";
import type { Occurrence } from "@lampstand/contract/entities";
import { thisWeek } from "./this-week";

const occurrence = (changes: Partial<Occurrence>): Occurrence => ({
  id: 1,
  date: "2026-11-29",
  event_time: "10:00 AM",
  title: "Sunday Worship",
  ministry: "General",
  venue: "Main Sanctuary",
  image: null,
  recurring: true,
  ...changes,
});

describe("thisWeek", () => {
  it("gives the seven days from today, each with its events and services in time order", () => {
    const days = thisWeek(
      "2026-11-25",
      [occurrence({ id: 2, date: "2026-11-27", event_time: "19:00", title: "Holy Ghost Night" }), occurrence({ date: "2026-11-29" })],
      [
        { day: "Sunday", time: "08:00", name: "Early Service" },
        { day: "Wednesday", time: "18:30", name: "Bible Study" },
      ],
    );
    expect(days.map((day) => day.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]);
    expect(days[0]!.items.map((item) => item.title)).toEqual(["Bible Study"]);
    expect(days[2]!.items.map((item) => [item.kind, item.title])).toEqual([["event", "Holy Ghost Night"]]);
    expect(days[4]!.items.map((item) => [item.kind, item.title])).toEqual([
      ["service", "Early Service"],
      ["event", "Sunday Worship"],
    ]);
    expect(days[1]!.items).toEqual([]);
  });

  it("shows a service that is also an event of the same name and time once, as the event", () => {
    const [, , , , sunday] = thisWeek("2026-11-25", [occurrence({})], [{ day: "Sunday", time: "10:00", name: "sunday worship" }]);
    expect(sunday!.items.map((item) => item.kind)).toEqual(["event"]);
  });
});
