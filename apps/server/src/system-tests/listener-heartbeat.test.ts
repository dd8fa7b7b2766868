import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { captureLog } from "../test-support/log-capture.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { startTcpProxy, type TcpProxy } from "../test-support/tcp-proxy.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";
import { openDatabase, type Database, type ListenerTiming } from "../db/client.ts";
import { events, images, sliders } from "../db/schema.ts";

/**
 * Issue 18, point 3: the connection that LISTENs for other processes' changes dies without a
 * word (an idle NAT or load balancer forgot it: its packets go nowhere, nothing closes it). The
 * server must find out by its heartbeat, say so in its log and in /readyz, keep nothing in memory
 * that another process may have changed meanwhile (public reads, remembered answers, pictures),
 * and come back by itself. The server reaches PostgreSQL through a proxy that stalls exactly the
 * listening connection; "another process" is the test writing straight into the database and
 * notifying, as a server process's write does. PostgreSQL only: PGlite has no other processes.
 */
const onPostgres = testingOnPostgres();
/** Much shorter than in production (15 s, 5 s, 10 s), so the test takes seconds. */
const TIMING: ListenerTiming = { everyMs: 300, timeoutMs: 300, retryMaxMs: 500 };

let testDb: TestDatabase;
let proxy: TcpProxy;
let database: Database;
let app: ZodApp;
let base: string;
const log = captureLog();

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  const direct = new URL(testDb.url ?? "");
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  database = await openDatabase({ kind: "postgres", url: proxied.toString(), listenerTiming: TIMING });
  app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), database, { web: false, logger: { level: "info", stream: log.stream } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await testDb?.drop();
});

/** Over HTTP: the third read of an address is answered ahead of Fastify (ADR 025), from memory. */
const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text() };
};
const eventTitles = async () => (JSON.parse((await get("/api/view-events")).text) as Array<{ title: string }>).map((event) => event.title);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const start = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** What another server process does when it writes: the change, then its notification. */
async function writtenElsewhere(change: () => Promise<unknown>, channel: string, payload: string): Promise<void> {
  await change();
  await testDb.database.notify(channel, payload);
}

describe.skipIf(!onPostgres)("a listening connection that dies without a word (PostgreSQL)", () => {
  it("is found by its heartbeat: logged, not ready, nothing stale served, and back by itself", { timeout: 60_000 }, async () => {
    const { token } = await signUpAndLogIn(app, { name: "Grace Admin", email: "grace@example.org", password: "correct horse 1" });
    const auth = { authorization: `Bearer ${token}` };
    const eventForm = multipart({ title: "Choir rehearsal", description: "All voices.", ministry: "Music Ministry", date: "2031-06-05", event_time: "07:30 PM", venue: "Hall" });
    expect((await app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...eventForm.headers }, payload: eventForm.payload })).statusCode).toBe(201);
    const sliderForm = multipart({ overlayText: "Welcome" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg() });
    const slider = await app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...auth, ...sliderForm.headers }, payload: sliderForm.payload });
    expect(slider.statusCode).toBe(201);
    const picture = `/api/${slider.json<{ image: string }>().image}`;

    // Kept in memory: the list (and remembered, then answered ahead), and the picture.
    for (let i = 0; i < 3; i++) expect(await eventTitles()).toEqual(["Choir rehearsal"]);
    for (let i = 0; i < 2; i++) expect((await get(picture)).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
    const logBefore = log.text().length;

    await proxy.stall("LISTEN");
    // Another process edits the event and deletes the picture; the notifications go nowhere.
    await writtenElsewhere(() => testDb.database.db.update(events).set({ title: "Choir cancelled" }), "lampstand_public_cache", "events");
    const name = picture.split("/").pop()!;
    await writtenElsewhere(
      async () => {
        await testDb.database.db.delete(sliders);
        await testDb.database.db.delete(images).where(eq(images.name, name));
      },
      "lampstand_image_deleted",
      name,
    );

    const notReady = await eventually(() => get("/readyz"), (answer) => answer.status === 503, 10_000);
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.text)).toEqual({ message: expect.stringMatching(/^Not ready: the connection that listens for other server processes' changes was lost/) });
    expect(log.text().slice(logBefore)).toMatch(/connection that listens for other server processes' changes was lost: it did not answer a query within 300 ms/);
    // Nothing kept meanwhile: what the other process changed shows, however often it is asked for.
    for (let i = 0; i < 3; i++) expect(await eventTitles()).toEqual(["Choir cancelled"]);
    expect((await get(picture)).status).toBe(404);

    await proxy.open();
    expect((await eventually(() => get("/readyz"), (answer) => answer.status === 200, 10_000)).status).toBe(200);
    expect(log.text().slice(logBefore)).toMatch(/listening for other server processes' changes again after [\d.]+ s/);
    // Listening again, and keeping again: a later change by the other process shows at once.
    for (let i = 0; i < 3; i++) expect(await eventTitles()).toEqual(["Choir cancelled"]);
    await writtenElsewhere(() => testDb.database.db.execute(sql`UPDATE events SET title = 'Choir on Friday'`), "lampstand_public_cache", "events");
    expect(await eventually(eventTitles, (titles) => titles[0] === "Choir on Friday", 5_000)).toEqual(["Choir on Friday"]);
  });
});
