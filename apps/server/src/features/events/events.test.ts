import { describe, expect, it } from "vitest";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { jpeg } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

const valid = {
  title: "Youth night of worship",
  description: "Songs, a short word and food afterwards.",
  ministry: "Youth Ministry",
  date: "2026-12-04",
  event_time: "07:30 PM",
  venue: "Main sanctuary",
};

describe("events", () => {
  const t = useTestApp();

  async function create(fields: Record<string, string>, bytes?: Buffer) {
    const form = multipart(fields, bytes && { field: "eventImage", filename: "e.jpg", contentType: "image/jpeg", bytes });
    return t.app.inject({ method: "POST", url: "/api/upload-event", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  const list = async () => body<ChurchEvent[]>(await t.app.inject({ method: "GET", url: "/api/view-events" }));

  it("creates an event with an integer id and lists it publicly", async () => {
    const response = await create(valid, await jpeg());
    expect(response.statusCode).toBe(201);
    const event = body<ChurchEvent>(response);
    expect(event).toMatchObject(valid);
    expect(Number.isInteger(event.id)).toBe(true);
    expect((await list()).find((e) => e.id === event.id)).toMatchObject(valid);
  });

  it.each(["title", "description", "ministry", "date", "event_time", "venue"])("requires %s (400 naming it)", async (field) => {
    const response = await create({ ...valid, [field]: "" });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
  });

  it.each([
    ["date", "2026-02-30"],
    ["date", "04/12/2026"],
    ["event_time", "25:00"],
    ["event_time", "7.30pm"],
    ["event_time", "13:00 PM"],
  ])("refuses %s %s", async (field, value) => {
    const response = await create({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
  });

  it("accepts both 24-hour and 12-hour times (SPEC §5) and sorts by date, then time", async () => {
    await create({ ...valid, title: "late", date: "2030-01-01", event_time: "19:00" });
    await create({ ...valid, title: "early", date: "2030-01-01", event_time: "08:15 AM" });
    await create({ ...valid, title: "noon", date: "2030-01-01", event_time: "12:00 PM" });
    await create({ ...valid, title: "before", date: "2029-12-31", event_time: "23:59" });
    await create({ ...valid, title: "half past midnight", date: "2030-01-01", event_time: "12:30 AM" });
    await create({ ...valid, title: "half past noon", date: "2030-01-01", event_time: "12:30 PM" });
    await create({ ...valid, title: "one in the morning", date: "2030-01-01", event_time: "01:00" });
    const titles = (await list()).filter((e) => e.date >= "2029-12-31").map((e) => e.title);
    expect(titles).toEqual(["before", "half past midnight", "one in the morning", "early", "noon", "half past noon", "late"]);
  });

  it("edits an event, keeping the picture when none is sent", async () => {
    const event = body<ChurchEvent>(await create(valid, await jpeg(40, 40)));
    const form = multipart({ ...valid, title: "Moved", date: "2026-12-11" });
    const response = await t.app.inject({ method: "PUT", url: `/api/edit-event/${event.id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ id: event.id, title: "Moved", date: "2026-12-11", image: event.image });
  });

  it("deletes an event; unknown ids are 404", async () => {
    const event = body<ChurchEvent>(await create(valid));
    expect((await t.app.inject({ method: "DELETE", url: `/api/delete-event/${event.id}`, headers: t.auth })).statusCode).toBe(200);
    expect((await list()).some((e) => e.id === event.id)).toBe(false);
    expect((await t.app.inject({ method: "DELETE", url: `/api/delete-event/${event.id}`, headers: t.auth })).statusCode).toBe(404);
    const form = multipart(valid);
    expect((await t.app.inject({ method: "PUT", url: "/api/edit-event/777777", headers: { ...t.auth, ...form.headers }, payload: form.payload })).statusCode).toBe(404);
  });

  it("stores text verbatim", async () => {
    const title = `Men's "Breakfast" <b>& prayer</b>'); --`;
    const event = body<ChurchEvent>(await create({ ...valid, title }));
    expect((await list()).find((e) => e.id === event.id)?.title).toBe(title);
  });
});
