import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { events } from "../db/schema.ts";
import { CONNECT_TIMEOUT_MS } from "../db/postgres-pool.ts";
import { captureLog } from "../test-support/log-capture.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { startTcpProxy, type TcpProxy } from "../test-support/tcp-proxy.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";
import { startWebSources, type WebSources } from "../test-support/web-sources.ts";

/**
 * PostgreSQL goes away and comes back (ADR 022), for the test's own database only: its
 * connections are ended with pg_terminate_backend, and the server reaches it through a TCP proxy
 * the test cuts (connections refused) and black-holes (connections never answered). Meanwhile
 * every request that needs the database is answered 503 with a message, in time, pages included;
 * the outage is logged once; and when the database is back the server recovers by itself, its
 * notification listener too, without serving what it may have missed.
 */
const onPostgres = testingOnPostgres();

let testDb: TestDatabase;
let proxy: TcpProxy;
let database: Database;
let app: ZodApp;
let sources: WebSources;
let auth: { authorization: string };
const log = captureLog();

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  const direct = new URL(testDb.url ?? "");
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  database = await openDatabase({ kind: "postgres", url: proxied.toString() });
  sources = await startWebSources();
  app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", FORM_RATE_LIMIT: "10000", FORM_MIN_FILL_MS: "2000" }), database, {
    web: { build: sources.build },
    logger: { level: "info", stream: log.stream },
  });
  await app.ready();
  const session = await signUpAndLogIn(app, { name: "Grace Admin", email: "grace@example.org", password: "correct horse 1" });
  auth = { authorization: `Bearer ${session.token}` };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await sources?.close();
  await testDb?.drop();
});

const prayer = { first_name: "Ann", last_name: "Lee", email: "ann@example.org", phone: "555 0100", prayer_request: "For my family", contact_team: false };

/** What a visitor and the staff do: a staff read, a public read not cached yet, a visitor form, a page, the probes. */
let months = 0;
/** A month nobody asked for yet: its events are not in the server's cache, so reading them needs the database. */
const freshMonth = () => {
  const index = months++;
  return `${2040 + Math.floor(index / 12)}-${String(1 + (index % 12)).padStart(2, "0")}`;
};

async function everything(): Promise<Record<string, LightMyRequestResponse>> {
  const [staffRead, publicRead, form, page, ready, live] = await Promise.all([
    app.inject({ method: "GET", url: "/api/prayer-request", headers: auth }),
    app.inject({ method: "GET", url: `/api/view-events?month=${freshMonth()}` }),
    app.inject({ method: "POST", url: "/api/prayer-request", payload: prayer }),
    app.inject({ method: "GET", url: `/events?month=${freshMonth()}` }),
    app.inject({ method: "GET", url: "/readyz" }),
    app.inject({ method: "GET", url: "/healthz" }),
  ]);
  return { staffRead, publicRead, form, page, ready, live } as Record<string, LightMyRequestResponse>;
}

function expectUnavailable(answers: Record<string, LightMyRequestResponse>): void {
  for (const [name, response] of Object.entries(answers)) {
    if (name === "live") {
      expect(response.statusCode, name).toBe(200);
      continue;
    }
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(503);
    expect(response.headers["retry-after"], name).toBeDefined();
    if (name === "page") expect(response.body).toContain(SERVER_MESSAGES.databaseUnavailable.replace(/'/g, "&#x27;"));
    else expect(response.json(), name).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const allOk = async () => Object.values(await everything()).every((response) => response.statusCode < 300);

/** Ends every connection to the test's own database but this one. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: testDb.url ?? "" });
  await admin.connect();
  try {
    const result = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const eventRow = (title: string) => ({ title, description: "d", ministry: "", date: "2031-05-04", eventTime: "10:00", venue: "Hall" });
const titlesIn = async (month: string) => ((await app.inject({ method: "GET", url: `/api/view-events?month=${month}` })).json() as Array<{ title: string }>).map((e) => e.title);

describe.skipIf(!onPostgres)("the database going away and coming back (PostgreSQL)", () => {
  it("works normally to begin with", { timeout: 60_000 }, async () => {
    const answers = await everything();
    for (const [name, response] of Object.entries(answers)) expect(response.statusCode, name).toBeLessThan(300);
  });

  it("after pg_terminate_backend: never a 500, back at once, and the listener is back without serving what it missed", { timeout: 60_000 }, async () => {
    expect(await titlesIn("2031-05")).toEqual([]); // now cached
    expect(await terminateConnections()).toBeGreaterThanOrEqual(2); // the pool's and the listener's
    // Written by "another server" while this one's listener is gone: the notification is lost.
    await testDb.database.db.insert(events).values(eventRow("Missed while away"));
    await testDb.database.notify("lampstand_public_cache", "events");
    for (let i = 0; i < 5; i++) {
      for (const [name, response] of Object.entries(await everything())) expect([200, 201, 503], `${name}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    }
    await eventually(allOk, 10_000);
    // Reconnected, the listener dropped the cache that may have missed notifications…
    await eventually(async () => (await titlesIn("2031-05")).includes("Missed while away"), 10_000);
    // …and hears the next one.
    await testDb.database.db.insert(events).values(eventRow("Heard after reconnecting"));
    await testDb.database.notify("lampstand_public_cache", "events");
    await eventually(async () => (await titlesIn("2031-05")).includes("Heard after reconnecting"), 5_000);
  });

  it("while connections are refused: 503 with a message at once, one log line for the whole outage, recovery by itself", { timeout: 60_000 }, async () => {
    const logBefore = log.text().length;
    await proxy.refuse();
    for (let round = 0; round < 3; round++) {
      const started = Date.now();
      expectUnavailable(await everything());
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const during = log.text().slice(logBefore);
    expect(during.match(/database unreachable/g)).toHaveLength(1);
    // The cause: the pool's connections cut, then new ones refused.
    expect(during).toMatch(/Connection terminated|ECONNREFUSED/);

    await proxy.open();
    await eventually(allOk, 15_000);
    await eventually(async () => /database reachable again after [\d.]+ s; \d+ requests were answered 503/.test(log.text().slice(logBefore)), 5_000);
  });

  it("while connections go unanswered: 503 within the connection time limit, never a hang, then recovery", { timeout: 60_000 }, async () => {
    await proxy.blackhole();
    // Once the pool has dropped its cut connections, every request needs a new one, which never comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    expectUnavailable(await everything());
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 3000); // …so the time limit, not a dead socket, answered
    expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    await proxy.open();
    await eventually(allOk, 15_000);
    const [count] = (await database.db.execute(sql`select count(*)::int as n from prayer_requests`)).rows as Array<{ n: number }>;
    expect(count?.n).toBeGreaterThan(0);
  });
});
