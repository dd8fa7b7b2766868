import { describe, expect, it } from "vitest";
import type { ContactMessage, PrayerRequest } from "@lampstand/contract/entities";
import { body, startTestApp, useTestApp } from "../test-support/test-app.ts";

type Submission = PrayerRequest | ContactMessage;

const person = { first_name: "Ada", last_name: "Okafor", email: "ada@example.org", phone: "+1 555 0100" };
/** The spam traps as the web form fills them for a person: an empty honeypot and 45 s on the form. */
const asPerson = { website: "", fill_ms: 45_000 };

/** The two visitor forms behave alike; each case names its path and its message field. */
const FORMS = [
  { path: "/api/prayer-request", what: "Prayer request", messageField: "prayer_request", extra: { contact_team: true } },
  { path: "/api/intouch", what: "Contact message", messageField: "message", extra: {} },
] as const;

describe.each(FORMS)("visitor form $path", ({ path, what, messageField, extra }) => {
  const t = useTestApp();
  const valid = { ...person, [messageField]: "Please pray for my mother's recovery.", ...extra };
  const staffList = async () => body<Array<Record<string, unknown>>>(await t.app.inject({ method: "GET", url: path, headers: t.auth }));

  it("accepts a submission from anyone, with the server's created_at", async () => {
    const response = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } });
    expect(response.statusCode).toBe(201);
    const created = body(response);
    expect(created).toMatchObject(valid);
    expect(Number.isInteger(created.id)).toBe(true);
    expect(Math.abs(Date.parse(String(created.created_at)) - Date.now())).toBeLessThan(60_000);
    expect((await staffList())[0]).toMatchObject({ id: created.id });
  });

  it.each(["first_name", "last_name", "email", "phone", messageField])("requires %s", async (field) => {
    const response = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson, [field]: " " } });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
  });

  it("checks the e-mail format", async () => {
    const response = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson, email: "ada at example" } });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: "Email must be a valid email address.", field: "email" });
  });

  it("silently discards a filled honeypot or a too-fast form (201, nothing stored)", async () => {
    const before = (await staffList()).length;
    const honeypot = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson, website: "http://spam.example" } });
    expect(honeypot.statusCode).toBe(201);
    const fast = await t.app.inject({ method: "POST", url: path, payload: { ...valid, fill_ms: 300 } });
    expect(fast.statusCode).toBe(201);
    expect((await staffList()).length).toBe(before);
    const human = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } });
    expect(human.statusCode).toBe(201);
    expect((await staffList()).length).toBe(before + 1);
  });

  it("cannot be got past by leaving the spam traps out, or by a fill time that is not a number (201, nothing stored)", async () => {
    const before = (await staffList()).length;
    for (const traps of [{}, { website: "" }, { fill_ms: "soon" }, { fill_ms: null }, { fill_ms: "" }, { fill_ms: [45_000] }, { fill_ms: true }]) {
      const response = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...traps } });
      expect(response.statusCode, JSON.stringify(traps)).toBe(201);
      // Shaped like a stored one, so a bot learns nothing from the answer.
      expect(body(response)).toMatchObject(valid);
    }
    expect((await staffList()).length).toBe(before);
    // A fill time sent as a string of digits (a form post) still counts.
    const asText = await t.app.inject({ method: "POST", url: path, payload: { ...valid, website: "", fill_ms: "45000" } });
    expect(asText.statusCode).toBe(201);
    expect((await staffList()).length).toBe(before + 1);
  });

  it("lets staff read one and delete it; 404 for unknown ids; 401 without a token", async () => {
    const created = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } }));
    const one = await t.app.inject({ method: "GET", url: `${path}/${created.id}`, headers: t.auth });
    expect(one.statusCode).toBe(200);
    expect(body(one)).toMatchObject(valid);
    expect((await t.app.inject({ method: "GET", url: `${path}/${created.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(401);

    const removed = await t.app.inject({ method: "DELETE", url: `${path}/${created.id}`, headers: t.auth });
    expect(body(removed)).toEqual({ id: created.id, message: `${what} deleted.` });
    expect((await t.app.inject({ method: "GET", url: `${path}/${created.id}`, headers: t.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `${path}/${created.id}`, headers: t.auth })).statusCode).toBe(404);
  });

  it("lists newest first", async () => {
    const first = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } }));
    const second = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } }));
    const ids = (await staffList()).map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it("stores text verbatim", async () => {
    const text = `"Lord, hear us" — <img src=x onerror=alert(1)> '); DROP TABLE prayer_requests; --`;
    const created = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson, [messageField]: text, last_name: "O'Neil" } }));
    const one = body(await t.app.inject({ method: "GET", url: `${path}/${created.id}`, headers: t.auth }));
    expect(one[messageField]).toBe(text);
    expect(one.last_name).toBe("O'Neil");
  });
});

describe("prayer request contact_team", () => {
  const t = useTestApp();
  it.each([
    [undefined, false],
    [false, false],
    [true, true],
    ["yes", true],
    ["no", false],
  ])("%s is stored as %s", async (value, stored) => {
    const payload = { ...person, ...asPerson, prayer_request: "Thanks", ...(value === undefined ? {} : { contact_team: value }) };
    const response = await t.app.inject({ method: "POST", url: "/api/prayer-request", payload });
    expect(response.statusCode).toBe(201);
    expect(body(response).contact_team).toBe(stored);
  });
  it("refuses a value that is neither yes nor no", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...person, ...asPerson, prayer_request: "x", contact_team: "maybe" } });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe("contact_team");
  });
});

describe("visitor form rate limit", () => {
  it("answers 429 after the configured number of submissions per IP", async () => {
    const { app, testDb } = await startTestApp({ FORM_RATE_LIMIT: "2" });
    try {
      const send = () =>
        app.inject({ method: "POST", url: "/api/intouch", remoteAddress: "192.0.2.4", payload: { ...person, ...asPerson, message: "Hello" } });
      expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([201, 201, 429]);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
