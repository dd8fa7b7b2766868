import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { OutboxPage } from "@lampstand/contract/outbox";
import { TEST_MAIL_FROM } from "../test-support/mail.ts";
import { freePort, startMain, waitForServer, type ServerProcess } from "../test-support/processes.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";
import { TestSmtpServer } from "../test-support/test-smtp-server.ts";

/**
 * The outbox across real server processes (issue 21, ADR 033): a process killed with SIGKILL
 * between claiming a mail and sending it loses nothing (the claim runs out, another start sends
 * it, once); and two processes on one PostgreSQL send each mail once.
 */

const ADMIN = { email: "grace@example.org", password: "a long pass phrase 7" };
const TEAM = "team@example.org";
const CLAIM_SECONDS = 3;

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Started = { base: string; process: ServerProcess; token: string };

/** The database for one test: a data folder for PGlite (one process at a time), or a fresh PostgreSQL database. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (testingOnPostgres()) {
    const testDb: TestDatabase = await createTestDatabase();
    await testDb.database.close();
    cleanups.push(() => testDb.drop());
    return { DATABASE_URL: testDb.url! };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "lampstand-mail-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = startMain({
    ...env,
    PORT: String(port),
    LOG_LEVEL: "warn",
    SERVE_WEB: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FORM_RATE_LIMIT: "1000",
    MAIL_FROM: TEST_MAIL_FROM,
    MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
    MAIL_POLL_SECONDS: "1",
    MAIL_RETRY_FIRST_SECONDS: "1",
    MAIL_RETRY_MAX_SECONDS: "1",
  });
  running.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/api/view-events`, 90_000, () => (child.child.exitCode === null ? undefined : `exited with ${child.child.exitCode}:\n${child.output()}`));
  const login = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  return { base, process: child, token: ((await login.json()) as { token: string }).token };
}

async function api(server: Started, method: string, url: string, json?: unknown): Promise<Response> {
  return fetch(`${server.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

async function sendAlertsTo(server: Started, address: string): Promise<void> {
  const current = (await (await api(server, "GET", "/api/settings")).json()) as Record<string, unknown>;
  const { logo: _logo, updated_at: _updatedAt, ...editable } = current;
  const saved = await api(server, "PUT", "/api/settings", { ...editable, notifications: { prayerRequests: [address], contactMessages: [] } });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

async function prayFor(server: Started, firstName: string): Promise<void> {
  const sent = await fetch(`${server.base}/api/prayer-request`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ first_name: firstName, last_name: "Okafor", email: "ada@example.net", phone: "+1 555 0100", prayer_request: "Healing.", contact_team: false }),
  });
  expect(sent.status).toBe(201);
}

/** A TCP server that takes connections and never says a word: a mail server that hangs before its greeting. */
async function silentServer(port: number): Promise<{ connected: Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const first = new Promise<void>((resolve) => (connected = resolve));
  const server: NetServer = createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    connected: first,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("the outbox across processes", () => {
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
  });

  it("a process killed with SIGKILL between claiming a mail and sending it loses nothing: the next start sends it, once", async () => {
    const env = await databaseEnv();
    const smtpPort = await freePort();
    const hanging = await silentServer(smtpPort);
    const first = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await sendAlertsTo(first, TEAM);
    await prayFor(first, "Killed");
    // The sender claimed the mail and is waiting for the server's greeting: now it dies.
    await hanging.connected;
    first.process.child.kill("SIGKILL");
    await first.process.exited;
    running.splice(running.indexOf(first.process), 1);
    await hanging.close();

    const smtp = await TestSmtpServer.start({ port: smtpPort });
    cleanups.push(() => smtp.stop());
    const second = await startServer({ ...env, SMTP_URL: smtp.url });
    const arrived = await smtp.waitForMail((mail) => mail.subject.includes("Killed"), 30_000);
    expect(arrived.to).toEqual([TEAM]);
    // Long enough for any second claim of the same mail to have run out and been sent.
    await new Promise((resolve) => setTimeout(resolve, (CLAIM_SECONDS + 2) * 1000));
    expect(smtp.received.filter((mail) => mail.subject.includes("Killed"))).toHaveLength(1);
    const outbox = (await (await api(second, "GET", "/api/outbox")).json()) as OutboxPage;
    // The attempt the killed process claimed counts: the second one sent it.
    expect(outbox.mails).toMatchObject([{ status: "sent", attempts: 2 }]);
  }, 240_000);

  it.runIf(testingOnPostgres())("two processes on one PostgreSQL send each mail once", async () => {
    const env = await databaseEnv();
    const smtp = await TestSmtpServer.start();
    cleanups.push(() => smtp.stop());
    const [a, b] = await Promise.all([startServer({ ...env, SMTP_URL: smtp.url }), startServer({ ...env, SMTP_URL: smtp.url })]);
    await sendAlertsTo(a!, TEAM);
    const names = Array.from({ length: 24 }, (_, i) => `Person${i}`);
    // Queued through both, a few at a time: both senders are woken by every one and race for each.
    for (let i = 0; i < names.length; i += 4) {
      await Promise.all(names.slice(i, i + 4).map((name, j) => prayFor(j % 2 === 0 ? a! : b!, name)));
    }
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(names.length);
    await new Promise((resolve) => setTimeout(resolve, (CLAIM_SECONDS + 2) * 1000));
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(names.length);
    for (const name of names) expect(subjects.filter((subject) => subject === `Prayer request from ${name} Okafor`)).toHaveLength(1);
  }, 240_000);
});
