import { describe, expect, it } from "vitest";
import type { ChurchEvent, Occurrence } from "@lampstand/contract/entities";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

/** Recurring events through the API (issue 22): the series' fields, one date's change, the occurrences read. */
describe("events: repeating events", () => {
  const t = useTestApp();
  const sunday = {
    title: "Sunday worship",
    description: "Songs, the word and prayer.",
    ministry: "Music Ministry",
    date: "2027-01-03",
    event_time: "10:00",
    venue: "Main sanctuary",
    rrule: "FREQ=WEEKLY;BYDAY=SU",
  };
  const firstFriday = {
    title: "Holy Ghost Night",
    description: "A night of prayer.",
    ministry: "Prayer Ministry",
    date: "2027-01-01",
    event_time: "07:00 PM",
    venue: "Youth Hall",
    rrule: "freq=monthly;byday=1fr;until=20271231",
  };

  async function create(fields: Record<string, string>) {
    const form = multipart(fields);
    return t.app.inject({ method: "POST", url: "/api/upload-event", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  async function edit(id: number, fields: Record<string, string>) {
    const form = multipart(fields);
    return t.app.inject({ method: "PUT", url: `/api/edit-event/${id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  const changeDate = (id: number | string, date: string, payload: unknown, headers = t.auth) =>
    t.app.inject({ method: "PUT", url: `/api/edit-event/${id}/dates/${date}`, headers, payload: payload as object });
  const occurrences = async (query: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/view-events/occurrences?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return body<Occurrence[]>(response);
  };
  const created = async (fields: Record<string, string>) => {
    const response = await create(fields);
    expect(response.statusCode, response.body).toBe(201);
    return body<ChurchEvent>(response);
  };

  it("stores a series with its rule in canonical form; a single event carries no rule", async () => {
    const series = await created(firstFriday);
    expect(series).toMatchObject({ rrule: "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231", exdates: [], overrides: [] });
    const single = await created({ ...sunday, title: "Harvest", date: "2027-01-09", rrule: "" });
    expect(single.rrule).toBeUndefined();
    expect(single.exdates).toBeUndefined();
    const listed = body<ChurchEvent[]>(await t.app.inject({ method: "GET", url: "/api/view-events" }));
    expect(listed.find((event) => event.id === series.id)?.rrule).toBe("FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231");
    expect(body<ChurchEvent>(await t.app.inject({ method: "GET", url: `/api/view-events/${series.id}` })).rrule).toBe(
      "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231",
    );
  });

  it.each([
    [{ rrule: "FREQ=HOURLY" }, "rrule", /DAILY, WEEKLY, MONTHLY or YEARLY/],
    [{ rrule: "FREQ=WEEKLY;BYHOUR=9" }, "rrule", /BYHOUR is not supported/],
    [{ rrule: "FREQ=WEEKLY;COUNT=5000" }, "rrule", /COUNT/],
    [{ date: "2027-01-04" }, "date", /2027-01-04 is not a day this event repeats on; its first date would be 2027-01-10/],
    [{ rrule: "FREQ=WEEKLY;BYDAY=SU;UNTIL=20261231" }, "date", /gives no date from 2027-01-03 on/],
    [{ exdates: "2027-01-05" }, "exdates", /2027-01-05 is not a date of this series/],
    [{ exdates: "2027-02-30" }, "exdates", /YYYY-MM-DD/],
    [{ rrule: "", exdates: "2027-01-10" }, "exdates", /Only an event that repeats/],
  ])("refuses %j with a 400 naming %s", async (change, field, message) => {
    const response = await create({ ...sunday, ...change });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ field });
    expect(String(body(response).message)).toMatch(message);
  });

  it("lists the dates events take place on: series expanded, cancelled dates out, changed dates changed, in order", async () => {
    const worship = await created({ ...sunday, exdates: "2027-01-17" });
    const night = await created(firstFriday);
    const single = await created({ ...sunday, rrule: "", title: "Baptism", date: "2027-01-10", event_time: "08:00" });
    expect(worship.exdates).toEqual(["2027-01-17"]);
    const moved = await changeDate(night.id, "2027-02-05", { title: "Holy Ghost Night (moved)", event_time: "20:00", venue: "Main sanctuary" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<ChurchEvent>(moved).overrides).toEqual([
      { date: "2027-02-05", title: "Holy Ghost Night (moved)", event_time: "20:00", venue: "Main sanctuary", description: null },
    ]);

    const window = (await occurrences("from=2027-01-01&to=2027-02-07")).filter((o) => [worship.id, night.id, single.id].includes(o.id));
    expect(window.map((o) => [o.date, o.event_time, o.title, o.recurring])).toEqual([
      ["2027-01-01", "07:00 PM", "Holy Ghost Night", true],
      ["2027-01-03", "10:00", "Sunday worship", true],
      ["2027-01-10", "08:00", "Baptism", false],
      ["2027-01-10", "10:00", "Sunday worship", true],
      ["2027-01-24", "10:00", "Sunday worship", true],
      ["2027-01-31", "10:00", "Sunday worship", true],
      ["2027-02-05", "20:00", "Holy Ghost Night (moved)", true],
      ["2027-02-07", "10:00", "Sunday worship", true],
    ]);
    expect(window.find((o) => o.date === "2027-02-05")).toMatchObject({ venue: "Main sanctuary", ministry: "Prayer Ministry", image: null });
    expect((await occurrences(`from=2027-01-01&to=2027-12-31&event=${night.id}`)).map((o) => o.date)).toEqual([
      "2027-01-01", "2027-02-05", "2027-03-05", "2027-04-02", "2027-05-07", "2027-06-04",
      "2027-07-02", "2027-08-06", "2027-09-03", "2027-10-01", "2027-11-05", "2027-12-03",
    ]);
    // UNTIL ended the series: a later window does not list it.
    expect((await occurrences(`from=2028-01-01&to=2028-12-31&event=${night.id}`))).toEqual([]);
  });

  it("changes one date: cancel, bring back, change fields, clear a change; refuses what is not a date of the series", async () => {
    const series = await created(sunday);
    const cancel = await changeDate(series.id, "2027-01-10", { cancelled: true });
    expect(body<ChurchEvent>(cancel).exdates).toEqual(["2027-01-10"]);
    expect(body<ChurchEvent>(await changeDate(series.id, "2027-01-10", { cancelled: false })).exdates).toEqual([]);

    await changeDate(series.id, "2027-01-24", { venue: "Car park (outdoor service)" });
    const both = body<ChurchEvent>(await changeDate(series.id, "2027-01-24", { event_time: "11:00" }));
    expect(both.overrides).toEqual([{ date: "2027-01-24", title: null, event_time: "11:00", venue: "Car park (outdoor service)", description: null }]);
    const cleared = body<ChurchEvent>(await changeDate(series.id, "2027-01-24", { event_time: null, venue: null }));
    expect(cleared.overrides).toEqual([]);

    const notADate = await changeDate(series.id, "2027-01-11", { cancelled: true });
    expect(notADate.statusCode).toBe(404);
    expect(body(notADate).message).toBe("2027-01-11 is not a date of this series.");
    expect((await changeDate(series.id, "2027-02-30", { cancelled: true })).statusCode).toBe(400);
    expect((await changeDate(series.id, "10-01-2027", { cancelled: true })).statusCode).toBe(400);
    expect((await changeDate(series.id, "2027-01-10", {})).statusCode).toBe(400);
    expect((await changeDate(series.id, "2027-01-10", { cancelled: true, title: "x" })).statusCode).toBe(400);
    expect((await changeDate(series.id, "2027-01-10", { event_time: "25:00" })).statusCode).toBe(400);
    expect((await changeDate(999999, "2027-01-10", { cancelled: true })).statusCode).toBe(404);
    expect((await changeDate("abc", "2027-01-10", { cancelled: true })).statusCode).toBe(404);
    expect((await changeDate(series.id, "2027-01-10", { cancelled: true }, { authorization: "Bearer nope" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `/api/edit-event/${series.id}/dates/2027-01-10`, payload: { cancelled: true } })).statusCode).toBe(401);

    const single = await created({ ...sunday, rrule: "" });
    const refused = await changeDate(single.id, "2027-01-03", { cancelled: true });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toMatch(/does not repeat/);
  });

  it("keeps the date changes that still fall on the series when it is edited, and forgets the others", async () => {
    const series = await created({ ...sunday, exdates: "2027-01-10" });
    await changeDate(series.id, "2027-01-17", { title: "Communion Sunday" });
    await changeDate(series.id, "2027-01-24", { title: "Missions Sunday" });

    // Edited by a client that knows only the spec's fields: the rule and the changes stay.
    const { rrule: _rrule, ...specFields } = sunday;
    const kept = body<ChurchEvent>(await edit(series.id, { ...specFields, venue: "New hall" }));
    expect(kept).toMatchObject({ rrule: "FREQ=WEEKLY;BYDAY=SU", exdates: ["2027-01-10"], venue: "New hall" });
    expect(kept.overrides?.map((o) => o.date)).toEqual(["2027-01-17", "2027-01-24"]);

    // Every other Sunday from 3 January: 17 January stays a date of it, 10 and 24 January do not.
    const fortnightly = body<ChurchEvent>(await edit(series.id, { ...sunday, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU" }));
    expect(fortnightly).toMatchObject({ rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", exdates: [] });
    expect(fortnightly.overrides?.map((o) => [o.date, o.title])).toEqual([["2027-01-17", "Communion Sunday"]]);

    // Cancelled dates sent replace those the series had.
    const exdates = body<ChurchEvent>(await edit(series.id, { ...sunday, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", exdates: "2027-01-31,2027-01-17" }));
    expect(exdates).toMatchObject({ exdates: ["2027-01-17", "2027-01-31"], overrides: [] });

    // JSON clients send the cancelled dates as a list.
    const json = await t.app.inject({
      method: "PUT",
      url: `/api/edit-event/${series.id}`,
      headers: t.auth,
      payload: { ...sunday, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", exdates: ["2027-02-14"] },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(body<ChurchEvent>(json).exdates).toEqual(["2027-02-14"]);

    // An empty rule makes it a single event again, without dates of its own.
    const single = body<ChurchEvent>(await edit(series.id, { ...sunday, rrule: "" }));
    expect(single.rrule).toBeUndefined();
    expect((await occurrences(`from=2027-01-01&to=2027-03-01&event=${series.id}`)).map((o) => o.date)).toEqual(["2027-01-03"]);
  });

  it("shows every change on the next read of the occurrences (the public-read cache is invalidated)", async () => {
    const series = await created({ ...sunday, rrule: "FREQ=WEEKLY;BYDAY=SU;COUNT=3" });
    const query = `from=2027-01-01&to=2027-01-31&event=${series.id}`;
    expect((await occurrences(query)).map((o) => o.date)).toEqual(["2027-01-03", "2027-01-10", "2027-01-17"]);
    await changeDate(series.id, "2027-01-10", { cancelled: true });
    expect((await occurrences(query)).map((o) => o.date)).toEqual(["2027-01-03", "2027-01-17"]);
    await changeDate(series.id, "2027-01-17", { title: "Last one" });
    expect((await occurrences(query)).map((o) => o.title)).toEqual(["Sunday worship", "Last one"]);
    await edit(series.id, { ...sunday, rrule: "FREQ=WEEKLY;BYDAY=SU;COUNT=4" });
    expect((await occurrences(query)).map((o) => o.date)).toEqual(["2027-01-03", "2027-01-17", "2027-01-24"]);
    await t.app.inject({ method: "DELETE", url: `/api/delete-event/${series.id}`, headers: t.auth });
    expect(await occurrences(query)).toEqual([]);
  });

  it.each([
    ["", /"from" parameter/],
    ["from=2027-01-01", /"to" parameter/],
    ["from=2027-01-01&to=2028-01-02", /at most 366 days/],
    ["from=2027-02-01&to=2027-01-01", /must not be before/],
    ["from=2027-02-29&to=2027-03-01", /"from" parameter/],
    ["from=2027-01-01&to=2027-01-31&event=x", /"event" parameter/],
  ])("refuses occurrences?%s with a 400 that says what to send", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/view-events/occurrences?${query}` });
    expect(response.statusCode).toBe(400);
    expect(String(body(response).message)).toMatch(message);
  });
});
