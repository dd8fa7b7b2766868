import { describe, expect, it } from "vitest";
import type { ServiceTime } from "@lampstand/contract/site-settings";
import { liveState } from "./service-window.server";
import { startsIn } from "./starts-in";

const CHICAGO = "America/Chicago";
const sunday: ServiceTime = { day: "Sunday", time: "10:00", name: "Sunday Worship" };
const wednesday: ServiceTime = { day: "Wednesday", time: "19:00", name: "Bible Study" };
const lateSaturday: ServiceTime = { day: "Saturday", time: "23:30", name: "Night Vigil" };

const at = (iso: string) => new Date(iso);
const state = (services: ServiceTime[], iso: string, zone = CHICAGO) => liveState(services, zone, at(iso));

describe("when a service is on", () => {
  // Sunday 2026-03-01, 10:00 in Chicago (CST, UTC-6) is 16:00 UTC.
  it("is on from 15 minutes before the start to two hours after, and not a minute outside", () => {
    expect(state([sunday], "2026-03-01T15:44:59Z").live).toBe(false);
    expect(state([sunday], "2026-03-01T15:45:00Z")).toMatchObject({ live: true, now: { service: sunday, date: "2026-03-01" } });
    expect(state([sunday], "2026-03-01T17:59:59Z").live).toBe(true);
    expect(state([sunday], "2026-03-01T18:00:00Z").live).toBe(false);
  });

  it("follows the church's clocks when they change (DST), not UTC", () => {
    // 2026-11-01: Chicago falls back from CDT (UTC-5) to CST (UTC-6) at 2:00; the service is at 16:00 UTC.
    expect(state([sunday], "2026-11-01T15:40:00Z").live).toBe(false);
    expect(state([sunday], "2026-11-01T15:50:00Z")).toMatchObject({ live: true, now: { date: "2026-11-01" } });
    // 2026-03-08: springs forward to CDT; 10:00 is 15:00 UTC.
    expect(state([sunday], "2026-03-08T14:50:00Z").live).toBe(true);
    expect(state([sunday], "2026-03-08T17:30:00Z").live).toBe(false);
    // Lagos keeps no summer time: 10:00 is 09:00 UTC all year.
    expect(state([sunday], "2026-07-05T09:30:00Z", "Africa/Lagos").live).toBe(true);
  });

  it("keeps a late service on past midnight, into the next day", () => {
    // Saturday 2026-03-07 23:30 CST is 2026-03-08 05:30 UTC; at 01:00 on Sunday it is still on.
    expect(state([lateSaturday], "2026-03-08T07:00:00Z")).toMatchObject({ live: true, now: { date: "2026-03-07" } });
  });
});

describe("the next service", () => {
  it("is the soonest to start, across midnight and the week", () => {
    // Sunday 2026-03-01 at 19:00 CST (01:00 UTC Monday): next is Wednesday's Bible study.
    expect(state([sunday, wednesday], "2026-03-02T01:00:00Z")).toMatchObject({
      live: false,
      next: { service: wednesday, date: "2026-03-04", start: at("2026-03-05T01:00:00Z") },
    });
    // Wednesday 22:00 CST: the study is over; next is Sunday's service.
    expect(state([sunday, wednesday], "2026-03-05T04:00:00Z")).toMatchObject({ live: false, next: { service: sunday, date: "2026-03-08" } });
  });

  it("comes a week later when the only service was earlier today", () => {
    expect(state([sunday], "2026-03-01T20:00:00Z")).toMatchObject({ live: false, next: { date: "2026-03-08", start: at("2026-03-08T15:00:00Z") } });
  });

  it("is none when no service times are set", () => {
    expect(state([], "2026-03-01T16:00:00Z")).toEqual({ live: false, next: undefined });
  });
});

describe("startsIn", () => {
  const start = at("2026-03-08T15:00:00Z");
  const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
  it.each([
    [3 * 24 * 60 + 2 * 60 + 30, "Starts in 3 days 2 hours"],
    [24 * 60 + 5, "Starts in 1 day"],
    [2 * 24 * 60 + 60, "Starts in 2 days 1 hour"],
    [65, "Starts in 1 hour 5 minutes"],
    [120, "Starts in 2 hours"],
    [12.5, "Starts in 12 minutes"],
    [1, "Starts in 1 minute"],
    [0.5, "Starting now"],
    [-3, "Starting now"],
  ])("%s minutes before: %s", (minutes, words) => {
    expect(startsIn(start, before(minutes))).toBe(words);
  });
});
