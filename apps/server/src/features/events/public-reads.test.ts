import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ChurchEvent } from "@lampstand/contract/entities";
import type { EventPage } from "@lampstand/contract/public-reads";
import { events } from "../../db/schema.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { insertEvents } from "./repository.ts";

/** Bounded reads of the calendar (ADR 018): a month, a page (upcoming first), one event. */
describe("events: bounded public reads", () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api${url}` });
  const event = (title: string, date: string, event_time = "10:00") => ({
    title, date, event_time, description: "d", ministry: "Youth Ministry", venue: "Hall", image: null,
  });

  it("gives one month's events in calendar order, nothing of the months around it", async () => {
    await insertEvents(t.testDb.database.db, [
      event("last of February", "2027-02-28"),
      event("evening", "2027-03-31", "07:30 PM"),
      event("first of April", "2027-04-01"),
      event("morning", "2027-03-31", "09:00"),
      event("start", "2027-03-01", "23:00"),
    ]);
    const march = body<ChurchEvent[]>(await get("/view-events?month=2027-03"));
    expect(march.map((e) => e.title)).toEqual(["start", "morning", "evening"]);
    expect(body<ChurchEvent[]>(await get("/view-events?month=2031-07"))).toEqual([]);
    // Without a month: the whole list, as before (SPEC §7).
    expect(body<ChurchEvent[]>(await get("/view-events")).map((e) => e.title)).toEqual(["last of February", "start", "morning", "evening", "first of April"]);
  });

  it("gives one event by id; 404 with a message for an unknown or malformed one", async () => {
    const [any] = body<ChurchEvent[]>(await get("/view-events?month=2027-03"));
    expect(body<ChurchEvent>(await get(`/view-events/${any!.id}`))).toEqual({ ...any, image_size: null }); // one event carries its picture's size (issue 24)
    for (const id of ["999999", "0", "abc", "1e3", "99999999999"]) {
      const response = await get(`/view-events/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(body(response).message).toBe("Event not found.");
    }
  });

  it("pages upcoming events soonest first, then past ones latest first, each event once", async () => {
    const all = body<ChurchEvent[]>(await get("/view-events"));
    const today = "2027-03-31";
    const upcoming = all.filter((e) => e.date >= today);
    const past = all.filter((e) => e.date < today).reverse();
    const expected = [...upcoming, ...past].map((e) => e.title);
    expect(expected).toEqual(["morning", "evening", "first of April", "start", "last of February"]);
    for (const perPage of [1, 2, 3, 5, 24]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(5 / perPage) + 1; page++) {
        const answer = body<EventPage>(await get(`/view-events/page?today=${today}&page=${page}&per_page=${perPage}`));
        expect(answer).toMatchObject({ page, per_page: perPage, pages: Math.ceil(5 / perPage), total: 5 });
        seen.push(...answer.events.map((e) => e.title));
      }
      expect(seen, `per_page=${perPage}`).toEqual(expected);
    }
    expect(body<EventPage>(await get(`/view-events/page?today=${today}`)).per_page).toBe(24);
  });

  it.each([
    ["/view-events?month=2027-3", /"month" parameter/],
    ["/view-events?month=2027-13", /"month" parameter/],
    ["/view-events?month=", /"month" parameter/],
    ["/view-events?month=2027-03&month=2027-04", /"month" parameter/],
    ["/view-events/page", /"today" parameter/],
    ["/view-events/page?today=2027-02-32", /"today" parameter/],
    ["/view-events/page?today=31/03/2027", /"today" parameter/],
    ["/view-events/page?today=2027-03-31&page=0", /"page" parameter/],
    ["/view-events/page?today=2027-03-31&per_page=500", /"per_page" parameter/],
  ])("refuses %s with a 400 that says what to send", async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(String(body(response).message)).toMatch(message);
  });

  it("shows an edit on the next read of the month, the page and the event", async () => {
    const [first] = body<ChurchEvent[]>(await get("/view-events?month=2027-03"));
    await body(await get("/view-events/page?today=2027-03-31"));
    await body(await get(`/view-events/${first!.id}`));
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/edit-event/${first!.id}`,
      headers: t.auth,
      payload: { ...event("moved to May", "2027-05-02"), image: undefined },
    });
    expect(response.statusCode).toBe(200);
    expect(body<ChurchEvent[]>(await get("/view-events?month=2027-03")).some((e) => e.id === first!.id)).toBe(false);
    expect(body<ChurchEvent[]>(await get("/view-events?month=2027-05")).map((e) => e.title)).toEqual(["moved to May"]);
    expect(body<EventPage>(await get("/view-events/page?today=2027-03-31")).events.map((e) => e.title)).toContain("moved to May");
    expect(body<ChurchEvent>(await get(`/view-events/${first!.id}`)).title).toBe("moved to May");
  });

  it("reads a month and a page from events_date_idx", async () => {
    const plans = await t.testDb.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (query: { getSQL(): ReturnType<typeof sql> }) =>
        (await tx.execute<Record<string, string>>(sql`EXPLAIN ${query.getSQL()}`)).rows.map((row) => Object.values(row)[0]).join("\n");
      return [
        await explain(tx.select().from(events).where(sql`${events.date} BETWEEN '2027-03-01' AND '2027-03-31'`)),
        await explain(tx.select().from(events).where(sql`${events.date} >= '2027-03-31'`).orderBy(events.date).limit(24)),
      ];
    });
    for (const plan of plans) expect(plan).toMatch(/Index Scan using events_date_idx|Bitmap Index Scan on events_date_idx/);
  });
});

/** A series is upcoming while it still has dates, at its next one (issue 22 follow-up). */
describe("events: series on the page of upcoming events", () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api${url}` });
  const event = (title: string, date: string, event_time = "10:00") => ({
    title, date, event_time, description: "d", ministry: "Youth Ministry", venue: "Hall", image: null,
  });
  const today = "2027-03-31"; // a Wednesday
  // Upcoming soonest first (a series at its next date), then past latest first (an ended series at its first date).
  const expected = [
    "Thursday", "Sunday early", "weekly since February", "Sunday late", "Saturday", "monthly from May",
    "last week", "ended in February", "January",
  ];

  it("places a series that began five weeks ago at its next date, and an ended one among the past", async () => {
    await insertEvents(t.testDb.database.db, [
      event("January", "2027-01-10"),
      { ...event("weekly since February", "2027-02-21"), rrule: "FREQ=WEEKLY;BYDAY=SU", lastDate: null },
      { ...event("ended in February", "2027-02-01"), rrule: "FREQ=WEEKLY;COUNT=3", lastDate: "2027-02-15" },
      event("last week", "2027-03-20"),
      event("Sunday late", "2027-04-04", "11:00"),
      event("Thursday", "2027-04-01"),
      { ...event("monthly from May", "2027-05-02"), rrule: "FREQ=MONTHLY", lastDate: null },
      event("Sunday early", "2027-04-04", "09:00"),
      event("Saturday", "2027-04-10", "7:00 PM"),
    ]);
    const first = body<EventPage>(await get(`/view-events/page?today=${today}`));
    expect(first.events.map((e) => e.title)).toEqual(expected);
    expect(first.total).toBe(expected.length);
    // The series keeps its own first date and rule in the answer (the spec's shape).
    expect(first.events[2]).toMatchObject({ date: "2027-02-21", rrule: "FREQ=WEEKLY;BYDAY=SU" });
  });

  it("pages the same order at every page size, each event once", async () => {
    for (let perPage = 1; perPage <= expected.length + 1; perPage++) {
      const seen: string[] = [];
      const pages = Math.ceil(expected.length / perPage);
      for (let page = 1; page <= pages + 1; page++) {
        const answer = body<EventPage>(await get(`/view-events/page?today=${today}&page=${page}&per_page=${perPage}`));
        expect(answer).toMatchObject({ page, per_page: perPage, pages, total: expected.length });
        seen.push(...answer.events.map((e) => e.title));
      }
      expect(seen, `per_page=${perPage}`).toEqual(expected);
    }
  });

  it("counts a series as past once its last date has gone by", async () => {
    const titles = body<EventPage>(await get("/view-events/page?today=2027-02-16")).events.map((e) => e.title);
    expect(titles.indexOf("ended in February")).toBeGreaterThan(titles.indexOf("monthly from May"));
    const onItsLastDay = body<EventPage>(await get("/view-events/page?today=2027-02-15")).events.map((e) => e.title);
    expect(onItsLastDay[0]).toBe("ended in February");
  });

  it("places a series whose next date is cancelled at the date after it", async () => {
    const [weekly] = await t.testDb.database.db.select().from(events).where(eq(events.title, "weekly since February"));
    const cancel = await t.app.inject({ method: "PUT", url: `/api/edit-event/${weekly!.id}/dates/2027-04-04`, headers: t.auth, payload: { cancelled: true } });
    expect(cancel.statusCode).toBe(200);
    const titles = body<EventPage>(await get(`/view-events/page?today=${today}`)).events.map((e) => e.title);
    // Its next date is now Sunday 11 April, after Saturday the 10th.
    expect(titles.slice(0, 6)).toEqual(["Thursday", "Sunday early", "Sunday late", "Saturday", "weekly since February", "monthly from May"]);
  });
});
