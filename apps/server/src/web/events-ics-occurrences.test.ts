import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChurchEvent, Occurrence } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { addDays } from "@lampstand/contract/public-reads";
import { todayIn } from "@lampstand/web/church-day";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

const t = useTestWebApp();

/**
 * The feed and the API tell one story (issue 22): /events.ics, read by ical.js as a calendar app
 * reads it (RRULE, EXDATE, RECURRENCE-ID, the VTIMEZONE), gives over two years exactly the dates of
 * GET /view-events/occurrences, and at exactly the instants the church's wall-clock times are in
 * its zone, across every change of the clocks in between.
 */
const ZONE = DEFAULT_SETTINGS.timeZone;

let auth: { authorization: string };
const today = todayIn(ZONE);

/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
function onOrAfter(date: string, weekday: number): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (weekday - day + 7) % 7);
}

/** The first Friday of the month `date` falls in, or of the next month when that one is before `date`. */
function firstFridayFrom(date: string): string {
  const first = onOrAfter(`${date.slice(0, 8)}01`, 5);
  if (first >= date) return first;
  const next = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return onOrAfter(next.toISOString().slice(0, 10), 5);
}

async function create(fields: Record<string, string>): Promise<ChurchEvent> {
  const form = multipart({ description: "All welcome.", ministry: "General", venue: "Main Sanctuary", ...fields });
  const response = await t.app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ChurchEvent;
}

async function changeDate(id: number, date: string, change: Record<string, unknown>): Promise<void> {
  const response = await t.app.inject({ method: "PUT", url: `/api/edit-event/${id}/dates/${date}`, headers: auth, payload: change });
  expect(response.statusCode, response.body).toBe(200);
}

/** The instant the wall clock of ZONE shows `date` at `time`: found by trying every offset, independently of the code under test. */
function instantOf(date: string, time: string): string {
  const { hours, minutes } = timeOfDay(time)!;
  const format = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  const wanted = `${date} ${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const asUtc = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  for (let offset = -14 * 60; offset <= 14 * 60; offset += 15) {
    const instant = asUtc - offset * 60_000;
    if (format.format(instant) === wanted) return new Date(instant).toISOString();
  }
  throw new Error(`${wanted} does not exist in ${ZONE}`);
}

beforeAll(async () => {
  const { token } = await signUpAndLogIn(t.app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  auth = { authorization: `Bearer ${token}` };

  // Every Sunday at 10:00 since a month ago, one Sunday cancelled, one at another time and place.
  const sunday = onOrAfter(addDays(today, -30), 0);
  const coming = onOrAfter(addDays(today, 1), 0);
  const sundays = [0, 1, 2, 3].map((week) => addDays(coming, week * 7));
  const worship = await create({ title: "Sunday worship", date: sunday, event_time: "10:00", rrule: "FREQ=WEEKLY;BYDAY=SU", exdates: sundays[1]! });
  await changeDate(worship.id, sundays[3]!, { event_time: "11:30", venue: "Car park", title: "Outdoor worship" });
  // The first Friday at 7 PM until about a year and a half from now; one Friday an hour later.
  const friday = firstFridayFrom(today);
  const until = addDays(today, 540).replaceAll("-", "");
  const night = await create({ title: "Holy Ghost Night", date: friday, event_time: "07:00 PM", venue: "Youth Hall", rrule: `FREQ=MONTHLY;BYDAY=1FR;UNTIL=${until}` });
  await changeDate(night.id, firstFridayFrom(addDays(friday, 1)), { event_time: "08:00 PM" });
  // A vigil on the last Friday, ten times.
  let lastFriday = onOrAfter(today, 5);
  while (addDays(lastFriday, 7).slice(0, 7) === lastFriday.slice(0, 7)) lastFriday = addDays(lastFriday, 7);
  await create({ title: "Vigil", date: lastFriday, event_time: "22:00", rrule: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=10" });
  // Single events, one at a time the form writes in 12-hour form.
  await create({ title: "Baptism", date: addDays(today, 45), event_time: "12:30 PM" });
  await create({ title: "Harvest", date: addDays(today, 200), event_time: "08:00" });
  await create({ title: "Long gone", date: addDays(today, -100), event_time: "08:00" });
}, 120_000);


describe("/events.ics against /view-events/occurrences", () => {
  it("gives the same dates at the same instants over two years", async () => {
    const end = addDays(today, 729);
    const occurrences: Occurrence[] = [];
    for (const [from, to] of [[today, addDays(today, 365)], [addDays(today, 366), end]] as const) {
      const response = await t.app.inject({ url: `/api/view-events/occurrences?from=${from}&to=${to}` });
      expect(response.statusCode, response.body).toBe(200);
      occurrences.push(...(response.json() as Occurrence[]));
    }
    const fromApi = occurrences.map((o) => `${o.id} ${o.date} ${instantOf(o.date, o.event_time)} ${o.title}`);

    const feed = await t.app.inject({ url: "/events.ics" });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents("vevent");
    const exceptions = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
    const fromFeed: string[] = [];
    const last = Date.parse(`${addDays(end, 1)}T12:00:00Z`);
    for (const master of vevents.filter((vevent) => !vevent.hasProperty("recurrence-id"))) {
      const uid = String(master.getFirstPropertyValue("uid"));
      const event = new ICAL.Event(master, { exceptions: exceptions.filter((vevent) => vevent.getFirstPropertyValue("uid") === uid) });
      const id = Number(/^event-(\d+)@/.exec(uid)![1]);
      const iterator = event.iterator();
      for (let next = iterator.next(); next && next.toJSDate().getTime() < last; next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        const date = details.recurrenceId.toString().slice(0, 10);
        const start = details.startDate.toJSDate().toISOString();
        if (date >= today && date <= end) fromFeed.push(`${id} ${date} ${start} ${details.item.summary}`);
      }
    }
    // Dates before `today` are the series' past ones: the feed has them, the window does not.
    expect(fromFeed.sort()).toEqual([...fromApi].sort());
    expect(fromApi.length).toBeGreaterThan(100);
    // The window spans both changes of the clocks: Sunday worship starts at two different UTC hours.
    const hours = new Set(occurrences.filter((o) => o.title === "Sunday worship").map((o) => instantOf(o.date, o.event_time).slice(11, 13)));
    expect(hours.size).toBe(2);
  });

  it("writes the cancelled Sunday as EXDATE in the zone of DTSTART, and the changed dates with the series' UID", async () => {
    const feed = (await t.app.inject({ url: "/events.ics" })).body.replace(/\r\n /g, "");
    expect(feed).toMatch(new RegExp(`EXDATE;TZID=${ZONE}:\\d{8}T100000`));
    expect(feed).toMatch(new RegExp(`RECURRENCE-ID;TZID=${ZONE}:\\d{8}T100000`));
    expect(feed).toMatch(new RegExp(`RECURRENCE-ID;TZID=${ZONE}:\\d{8}T190000`));
    expect(feed).toContain("LOCATION:Youth Hall\\, 7400 Harwin Drive\\, Houston");
    expect(feed).not.toContain("Long gone");
  });
});
