import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { ContactMessage, PrayerRequest } from "@lampstand/contract/entities";
import { HELD_SUBMISSION_DAYS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { buildApp } from "../app.ts";
import { contactMessageRepository } from "./contact-messages/repository.ts";
import { prayerRequestRepository } from "./prayer-requests/repository.ts";
import { body, startTestApp, useTestApp } from "../test-support/test-app.ts";

type Submission = PrayerRequest | ContactMessage;

const person = { first_name: "Ada", last_name: "Okafor", email: "ada@example.org", phone: "+1 555 0100" };
/** The spam traps as the web form fills them for a person: an empty honeypot and 45 s on the form. */
const asPerson = { website: "", fill_ms: 45_000 };

/** The two visitor forms behave alike; each case names its path and its message field. */
const FORMS = [
  { path: "/api/prayer-request", table: "prayer_requests", repository: prayerRequestRepository, what: "Prayer request", messageField: "prayer_request", extra: { contact_team: true } },
  { path: "/api/intouch", table: "contact_messages", repository: contactMessageRepository, what: "Contact message", messageField: "message", extra: {} },
] as const;

describe.each(FORMS)("visitor form $path", ({ path, table, repository, what, messageField, extra }) => {
  const t = useTestApp();
  const valid = { ...person, [messageField]: "Please pray for my mother's recovery.", ...extra };
  /** Exactly the fields SPEC §7 lists for the call, and nothing else: what a phone app or a volunteer's script sends. */
  const specShaped = { first_name: "Tunde", last_name: "Bello", email: "tunde@example.org", phone: "0803 555 0101", [messageField]: "Sent without the web form", ...extra };
  const staffList = async () => body<Array<Record<string, unknown>>>(await t.app.inject({ method: "GET", url: path, headers: t.auth }));
  const heldList = async () => {
    const response = await t.app.inject({ method: "GET", url: `${path}/held`, headers: t.auth });
    expect(response.statusCode).toBe(200);
    return body<Array<Record<string, unknown>>>(response);
  };

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

  it("stores a submission shaped exactly as SPEC §7 describes (no spam-trap fields) and lists it in the inbox", async () => {
    const response = await t.app.inject({ method: "POST", url: path, payload: specShaped });
    expect(response.statusCode).toBe(201);
    const created = body<Submission>(response);
    expect(created).toMatchObject(specShaped);
    expect(created.id).toBeGreaterThan(0);
    expect((await staffList()).map((item) => item.id)).toContain(created.id);
    expect((await heldList()).map((item) => item.id)).not.toContain(created.id);
    expect(body(await t.app.inject({ method: "GET", url: `${path}/${created.id}`, headers: t.auth }))).toEqual(created);
  });

  it("holds a filled honeypot or a too-fast form for staff: answered like a stored one, out of the inbox, in the held list with the reason", async () => {
    const storedResponse = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...asPerson } });
    const stored = body<Submission>(storedResponse);
    const sent = [
      [{ ...valid, ...asPerson, website: "http://spam.example" }, STAFF_MESSAGES.heldHoneypot("http://spam.example")],
      [{ ...valid, fill_ms: 300 }, STAFF_MESSAGES.heldTooFast("0.3")],
      [{ ...valid, website: "", fill_ms: "1999" }, STAFF_MESSAGES.heldTooFast("2.0")],
      [{ ...valid, website: true, fill_ms: -40 }, `${STAFF_MESSAGES.heldHoneypot("")} ${STAFF_MESSAGES.heldTooFast("0.0")}`],
    ] as const;
    for (const [payload, reason] of sent) {
      const response = await t.app.inject({ method: "POST", url: path, payload });
      expect(response.statusCode, reason).toBe(201);
      // The same answer as for a stored one: the same fields, a real id, the server's time.
      const held = body<Submission>(response);
      expect(Object.keys(held).sort()).toEqual(Object.keys(stored).sort());
      expect(held).toMatchObject(valid);
      expect(held.id).toBeGreaterThan(stored.id);
      expect(response.headers["content-type"]).toBe(storedResponse.headers["content-type"]);
      expect((await staffList()).map((item) => item.id)).not.toContain(held.id);
      expect((await heldList()).find((item) => item.id === held.id)).toEqual({ ...held, held_reason: reason });
      expect(body(await t.app.inject({ method: "GET", url: `${path}/${held.id}`, headers: t.auth }))).toEqual({ ...held, held_reason: reason });
    }
    // Newest first, as the inbox.
    const ids = (await heldList()).map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("keeps a fill time that is missing or not a number out of the reckoning: such a submission is stored in the inbox", async () => {
    for (const traps of [{}, { website: "" }, { fill_ms: "soon" }, { fill_ms: null }, { fill_ms: "" }, { fill_ms: [300] }, { fill_ms: true }, { website: false }, { website: null }]) {
      const response = await t.app.inject({ method: "POST", url: path, payload: { ...valid, ...traps } });
      expect(response.statusCode, JSON.stringify(traps)).toBe(201);
      expect((await staffList()).map((item) => item.id), JSON.stringify(traps)).toContain(body<Submission>(response).id);
    }
  });

  it("lets staff move a held one to the inbox, where it stays; and delete a held one", async () => {
    const held = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, fill_ms: 10 } }));
    const released = await t.app.inject({ method: "POST", url: `${path}/${held.id}/release`, headers: t.auth });
    expect(released.statusCode).toBe(200);
    expect(body(released)).toEqual(held);
    expect((await staffList()).map((item) => item.id)).toContain(held.id);
    expect((await heldList()).map((item) => item.id)).not.toContain(held.id);
    expect(body(await t.app.inject({ method: "GET", url: `${path}/${held.id}`, headers: t.auth }))).toEqual(held);
    // Twice (two staff members at once) is no error: it is in the inbox.
    expect(body(await t.app.inject({ method: "POST", url: `${path}/${held.id}/release`, headers: t.auth }))).toEqual(held);

    const doomed = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, website: "x" } }));
    const removed = await t.app.inject({ method: "DELETE", url: `${path}/${doomed.id}`, headers: t.auth });
    expect(body(removed)).toEqual({ id: doomed.id, message: `${what} deleted.` });
    expect((await heldList()).map((item) => item.id)).not.toContain(doomed.id);
    for (const id of [doomed.id, 999_999, "abc", 0]) {
      const unknown = await t.app.inject({ method: "POST", url: `${path}/${id}/release`, headers: t.auth });
      expect(unknown.statusCode, String(id)).toBe(404);
      expect(body(unknown)).toEqual({ message: `${what} not found.` });
    }
  });

  it("keeps the held list and moving to the inbox for staff (401 without a token)", async () => {
    const held = body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, fill_ms: 10 } }));
    for (const [method, url] of [["GET", `${path}/held`], ["POST", `${path}/${held.id}/release`]] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(body(response)).toEqual({ message: SERVER_MESSAGES.authRequired });
    }
    expect((await heldList()).map((item) => item.id)).toContain(held.id);
  });

  it(`deletes held ones ${HELD_SUBMISSION_DAYS} days after they came, at start and hourly, and nothing else`, async () => {
    const send = async (payload: Record<string, unknown>) => body<Submission>(await t.app.inject({ method: "POST", url: path, payload })).id;
    const [oldHeld, youngHeld, oldStored, oldReleased] = [await send({ ...valid, fill_ms: 1 }), await send({ ...valid, fill_ms: 1 }), await send(specShaped), await send({ ...valid, fill_ms: 1 })];
    await t.app.inject({ method: "POST", url: `${path}/${oldReleased}/release`, headers: t.auth });
    const arrived = async (id: number, daysAgo: number) =>
      t.testDb.database.db.execute(sql`UPDATE ${sql.identifier(table)} SET created_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`);
    await arrived(oldHeld, HELD_SUBMISSION_DAYS + 1);
    await arrived(youngHeld, HELD_SUBMISSION_DAYS - 1);
    await arrived(oldStored, 400);
    await arrived(oldReleased, 400);

    // Two more server processes starting at once on the same database purge side by side (as this one does every hour).
    const others = await Promise.all([1, 2].map(() => buildApp(t.config, t.testDb.database, { web: false, logger: false })));
    try {
      await Promise.all(others.map((other) => other.ready()));
      await vi.waitFor(async () => expect((await heldList()).map((item) => item.id)).not.toContain(oldHeld), { timeout: 10_000 });
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    expect((await t.app.inject({ method: "GET", url: `${path}/${oldHeld}`, headers: t.auth })).statusCode).toBe(404);
    expect((await heldList()).map((item) => item.id)).toContain(youngHeld);
    expect((await staffList()).map((item) => item.id)).toEqual(expect.arrayContaining([oldStored, oldReleased]));
  });

  it("never deletes one a staff member moved to the inbox, whatever purges run at the same moment", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(body<Submission>(await t.app.inject({ method: "POST", url: path, payload: { ...valid, fill_ms: 1 } })).id);
    await t.testDb.database.db.execute(sql`UPDATE ${sql.identifier(table)} SET created_at = now() - make_interval(days => ${HELD_SUBMISSION_DAYS + 1}) WHERE id IN ${ids}`);
    const purges = repository(t.testDb.database.db);
    const [released] = await Promise.all([
      Promise.all(ids.map((id) => t.app.inject({ method: "POST", url: `${path}/${id}/release`, headers: t.auth }))),
      ...[1, 2, 3].map(() => purges.purgeHeld(HELD_SUBMISSION_DAYS)),
    ]);
    const inbox = (await staffList()).map((item) => item.id);
    released.forEach((response, index) => {
      // Moved (200) and kept, or purged first and then not found (404): never answered 200 and gone.
      expect([200, 404]).toContain(response.statusCode);
      expect(inbox.includes(ids[index]!), `id ${ids[index]} answered ${response.statusCode}`).toBe(response.statusCode === 200);
    });
    expect((await heldList()).filter((item) => ids.includes(Number(item.id)))).toEqual([]);
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
