import { describe, expect, it } from "vitest";
import type { Dashboard } from "@lampstand/contract/dashboard";
import { addDays } from "@lampstand/contract/public-reads";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

/** A visitor's submission as a person sends it (past the spam traps), or as a bot does (held). */
const person = { first_name: "Ada", last_name: "Obi", email: "ada@example.org", phone: "0800 000 0000", website: "", fill_ms: 45_000 };
const bot = { ...person, website: "http://spam.example" };

describe("the admin dashboard's counts (issue 24)", () => {
  const t = useTestApp();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_SETTINGS.timeZone }).format(new Date());

  const dashboard = async (auth = t.auth) => {
    const response = await t.app.inject({ method: "GET", url: "/api/dashboard", headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return body<Dashboard>(response);
  };
  const visit = (seenAt: string, auth = t.auth) => t.app.inject({ method: "POST", url: "/api/dashboard/visit", headers: auth, payload: { seen_at: seenAt } });
  const pray = (fields: object) => t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...fields, prayer_request: "For my mother's health" } });
  const write = (fields: object) => t.app.inject({ method: "POST", url: "/api/intouch", payload: { ...fields, message: "What time is the service?" } });
  const addEvent = async (fields: Record<string, string>) => {
    const form = multipart({ description: "All welcome.", ministry: "Youth Ministry", event_time: "10:00", venue: "Main hall", rrule: "", ...fields });
    const response = await t.app.inject({ method: "POST", url: "/api/upload-event", headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(201);
  };

  it("is described in the OpenAPI document, with its bearer token", async () => {
    const document = body<{ paths: Record<string, Record<string, { security?: unknown[]; summary?: string }>> }>(await t.app.inject({ method: "GET", url: "/api/openapi.json" }));
    expect(document.paths["/api/dashboard"]?.get?.summary).toMatch(/since this account's last visit/);
    expect(document.paths["/api/dashboard/visit"]?.post).toBeDefined();
    expect(document.paths["/api/dashboard"]?.get?.security).toBeUndefined();
  });

  it("is for staff only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/dashboard/visit", payload: { seen_at: new Date().toISOString() } })).statusCode).toBe(401);
  });

  it("counts the whole inbox as new before the first visit, and the held ones apart", async () => {
    for (const fields of [person, person, bot]) expect((await pray(fields)).statusCode).toBe(201);
    for (const fields of [person, bot, bot]) expect((await write(fields)).statusCode).toBe(201);
    const first = await dashboard();
    expect(first).toMatchObject({ last_visit_at: null, prayer_requests: { new: 2, held: 1 }, contact_messages: { new: 1, held: 2 } });
  });

  it("counts only what came after the recorded visit, per account", async () => {
    const seen = await dashboard();
    const recorded = await visit(seen.as_of);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(body(recorded).last_visit_at).toBe(seen.as_of);

    const after = await dashboard();
    expect(after).toMatchObject({ last_visit_at: seen.as_of, prayer_requests: { new: 0, held: 1 }, contact_messages: { new: 0, held: 2 } });

    await pray(person);
    await write(person);
    await write(bot);
    expect(await dashboard()).toMatchObject({ prayer_requests: { new: 1, held: 1 }, contact_messages: { new: 1, held: 3 } });

    // A colleague who never opened the dashboard sees everything in the inbox as new.
    const created = await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Deacon Sam", email: "sam@example.org", password: "correct horse 2" } });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "sam@example.org", password: "correct horse 2" } });
    expect(login.statusCode, login.body).toBe(200);
    expect(await dashboard({ authorization: `Bearer ${login.json().token}` })).toMatchObject({ last_visit_at: null, prayer_requests: { new: 3 }, contact_messages: { new: 2 } });
  });

  it("never moves the last visit back, nor past the server's now", async () => {
    const before = await dashboard();
    const older = await visit("2020-01-01T00:00:00Z");
    expect(body(older).last_visit_at).toBe(before.last_visit_at);
    const future = await visit("2999-01-01T00:00:00Z");
    expect(future.statusCode).toBe(200);
    expect(Date.parse(body<{ last_visit_at: string }>(future).last_visit_at)).toBeLessThanOrEqual(Date.now());
    await pray(person);
    expect((await dashboard()).prayer_requests.new).toBe(1);
  });

  it("refuses a visit that is not a date and time with a message that says so", async () => {
    for (const payload of [{}, { seen_at: "yesterday" }, { seen_at: 5 }]) {
      const response = await t.app.inject({ method: "POST", url: "/api/dashboard/visit", headers: t.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toMatch(/seen_at/);
    }
  });

  it("lists this week's events in the church's time zone, a series' dates each", async () => {
    await addEvent({ title: "Youth prayer breakfast", date: addDays(today, 2) });
    await addEvent({ title: "Next month's retreat", date: addDays(today, 30) });
    await addEvent({ title: "Daily devotion", date: addDays(today, -10), rrule: "FREQ=DAILY" });
    const { week, events } = await dashboard();
    expect(week).toEqual({ from: today, to: addDays(today, 6) });
    expect(events.filter((event) => event.title === "Daily devotion").map((event) => event.date)).toEqual(Array.from({ length: 7 }, (_, n) => addDays(today, n)));
    expect(events.filter((event) => event.title === "Youth prayer breakfast")).toHaveLength(1);
    expect(events.some((event) => event.title === "Next month's retreat")).toBe(false);
  });
});
