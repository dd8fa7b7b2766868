import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
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
    expect(body<ChurchEvent>(await get(`/view-events/${any!.id}`))).toEqual(any);
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
