import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { multipart } from "../test-support/multipart.ts";
import { freePort, startServerProcess, waitForServer, type ServerProcess } from "../test-support/processes.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";

/**
 * Two real server processes on one PostgreSQL, as docs/operations.md "Several server processes" runs them
 * behind a proxy (TRUST_PROXY=1; each visitor's address comes in X-Forwarded-For). Whatever one
 * process learns, the other must know at once: staff edits (its API and its cached pages),
 * sessions and sign-outs, account lockouts, and the per-IP limits of sign-in, sign-up and the
 * visitor forms, which requests alternating between the two meet at the configured count in total.
 * PostgreSQL only: PGlite is one process's database.
 */
const LIMITS = { login: 4, signup: 3, forms: 3 };
const LOCKOUT_THRESHOLD = 3;

type Server = { name: string; base: string; process: ServerProcess };
type Answer = { status: number; text: string; message: unknown };

let testDb: TestDatabase | undefined;
const servers: Server[] = [];

async function startServer(name: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const running = startServerProcess("src/test-support/server-with-web-sources.ts", {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    PUBLIC_URL: "https://church.example.org",
    LOGIN_RATE_LIMIT: String(LIMITS.login),
    SIGNUP_RATE_LIMIT: String(LIMITS.signup),
    FORM_RATE_LIMIT: String(LIMITS.forms),
    LOCKOUT_THRESHOLD: String(LOCKOUT_THRESHOLD),
    // Each case below comes from addresses of its own; only the account's delay is under test.
    ADDRESS_LOCKOUT_THRESHOLD: "1000",
  });
  const server = { name, base: `http://127.0.0.1:${port}`, process: running };
  servers.push(server);
  await waitForServer(`${server.base}/api/view-events`, 90_000, () =>
    running.child.exitCode === null ? undefined : `exited with ${running.child.exitCode}:\n${running.output()}`,
  );
  return server;
}

let a: Server;
let b: Server;
let adminToken: string;

/** A request to one server, from the visitor address `from` as a trusted proxy would pass it on. */
async function call(
  server: Server,
  method: string,
  path: string,
  options: { from: string; token?: string; json?: unknown; body?: { payload: Buffer; headers: Record<string, string> } },
): Promise<Answer> {
  const headers: Record<string, string> = { "x-forwarded-for": options.from, ...options.body?.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body ? new Uint8Array(options.body.payload) : undefined,
  });
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: response.status, text, message };
}

async function signIn(server: Server, email: string, password: string, from: string): Promise<Record<string, unknown>> {
  const answer = await call(server, "POST", "/api/login", { from, json: { email, password } });
  expect(answer.status, `${server.name}: ${answer.text}`).toBe(200);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

/** Polls `read` until `done` holds of what it answers (a notification between processes takes a moment), or 3 s pass. */
async function eventually(read: () => Promise<string>, done: (text: string) => boolean): Promise<{ text: string; ms: number }> {
  const start = Date.now();
  let text = await read();
  while (!done(text) && Date.now() - start < 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    text = await read();
  }
  return { text, ms: Date.now() - start };
}

/** Sends `count` requests alternating between A and B, A first; the statuses they answered. */
async function alternating(count: number, send: (server: Server, i: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i % 2 === 0 ? a : b, i)).status);
  return statuses;
}

const nextYear = new Date().getUTCFullYear() + 1;
const EVENT_MONTH = `/events?month=${nextYear}-06`;
const visitor = { first_name: "Ada", last_name: "Okafor", email: "ada@example.org", phone: "+1 555 0100", website: "", fill_ms: 45_000 };

describe.runIf(testingOnPostgres())("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.close();
    const url = testDb.url!;
    [a, b] = await Promise.all([startServer("A", url), startServer("B", url)]);
    const admin = { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" };
    expect((await call(a, "POST", "/api/signup", { from: "198.51.100.1", json: admin })).status).toBe(201);
    adminToken = String((await signIn(a, admin.email, admin.password, "198.51.100.1")).token);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.process.stop()));
    await testDb?.drop();
  });

  it("shows a staff edit through one at once in the other's API and in the page it kept", async () => {
    const publicList = () => call(b, "GET", "/api/view-events", { from: "198.51.100.2" }).then((answer) => answer.text);
    const page = () => call(b, "GET", EVENT_MONTH, { from: "198.51.100.2" }).then((answer) => answer.text);
    // Three times: the third is answered from memory ahead of Fastify (ADR 025).
    for (let i = 0; i < 3; i++) expect(await publicList()).not.toContain("Choir rehearsal");
    // Twice: the second is the page B keeps in memory.
    expect(await page()).not.toContain("Choir rehearsal");
    expect(await page()).not.toContain("Choir rehearsal");

    const form = multipart({ title: "Choir rehearsal", description: "All voices.", ministry: "Music Ministry", date: `${nextYear}-06-05`, event_time: "07:30 PM", venue: "Hall" });
    const added = await call(a, "POST", "/api/upload-event", { from: "198.51.100.1", token: adminToken, body: form });
    expect(added.status, added.text).toBe(201);
    expect((await eventually(publicList, (text) => text.includes("Choir rehearsal"))).text).toContain("Choir rehearsal");
    expect((await eventually(page, (text) => text.includes("Choir rehearsal"))).text).toContain("Choir rehearsal");

    // And a deletion through B drops the page A kept.
    const id = Number((JSON.parse(added.text) as { id: number }).id);
    await call(a, "GET", EVENT_MONTH, { from: "198.51.100.2" });
    const aPage = () => call(a, "GET", EVENT_MONTH, { from: "198.51.100.2" }).then((answer) => answer.text);
    expect(await aPage()).toContain("Choir rehearsal");
    expect((await call(b, "DELETE", `/api/delete-event/${id}`, { from: "198.51.100.1", token: adminToken })).status).toBe(200);
    expect((await eventually(aPage, (text) => !text.includes("Choir rehearsal"))).text).not.toContain("Choir rehearsal");
  });

  it("keeps a session signed in through one valid on the other, and a sign-out through either ends it on both", async () => {
    const { token } = await signIn(a, "grace@example.org", "a long pass phrase 7", "198.51.100.10");
    const staffList = (server: Server) => call(server, "GET", "/api/admin-users", { from: "198.51.100.10", token: String(token) });
    expect((await staffList(b)).status).toBe(200);
    expect((await staffList(a)).status).toBe(200);

    expect((await call(b, "POST", "/api/logout", { from: "198.51.100.10", token: String(token) })).status).toBe(200);
    for (const server of [a, b]) {
      const after = await staffList(server);
      expect(after.status, server.name).toBe(401);
      expect(after.message, server.name).toBe(SERVER_MESSAGES.invalidToken);
    }
  });

  it("locks an account after failures spread over both, on both", async () => {
    const guess = (server: Server, i: number) =>
      call(server, "POST", "/api/login", { from: `203.0.113.${i + 1}`, json: { email: "grace@example.org", password: `wrong guess ${i}` } });
    expect(await alternating(LOCKOUT_THRESHOLD, guess)).toEqual(Array<number>(LOCKOUT_THRESHOLD).fill(401));
    for (const [server, i] of [[a, 10], [b, 11]] as const) {
      const locked = await guess(server, i);
      expect(locked.status, server.name).toBe(429);
      expect(locked.message, server.name).toBe(SERVER_MESSAGES.accountLocked("10 minutes"));
    }
  });

  it.each([
    {
      what: "sign-in",
      address: "192.0.2.10",
      limit: LIMITS.login,
      allowed: 401,
      send: (server: Server, from: string, i: number) =>
        call(server, "POST", "/api/login", { from, json: { email: `stranger${i}@example.org`, password: "not the password 1" } }),
    },
    {
      what: "sign-up",
      address: "192.0.2.11",
      limit: LIMITS.signup,
      allowed: 201,
      send: (server: Server, from: string, i: number) =>
        call(server, "POST", "/api/signup", { from, json: { name: `Newcomer ${i}`, email: `newcomer${i}@example.org`, password: "a long pass phrase 8" } }),
    },
    {
      what: "prayer request",
      address: "192.0.2.12",
      limit: LIMITS.forms,
      allowed: 201,
      send: (server: Server, from: string) => call(server, "POST", "/api/prayer-request", { from, json: { ...visitor, prayer_request: "For my mother." } }),
    },
    {
      what: "contact message",
      address: "192.0.2.13",
      limit: LIMITS.forms,
      allowed: 201,
      send: (server: Server, from: string) => call(server, "POST", "/api/intouch", { from, json: { ...visitor, message: "When is choir?" } }),
    },
  ])("limits the $what of one address to the configured count across both", async ({ address, limit, allowed, send }) => {
    expect(await alternating(limit + 2, (server, i) => send(server, address, i))).toEqual([...Array<number>(limit).fill(allowed), 429, 429]);
    const limited = await send(b, address, 100);
    expect(limited.message).toBe(SERVER_MESSAGES.tooManyRequests);
    // Another address still has its own allowance, on either server.
    expect((await send(a, address.replace("192.0.2.", "198.18.0."), 101)).status).toBe(allowed);
  });
});
