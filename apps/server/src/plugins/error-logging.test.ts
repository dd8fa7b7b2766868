import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@lampstand/contract/messages";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { users } from "../db/schema.ts";
import { body } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";

/**
 * The log never holds what a visitor sent, a password, its hash or a token: not when a
 * visitor's submission fails to be stored (a failed query's error carries its parameters, and a
 * database error's `detail` the row), and not in the request log (no Authorization, no cookies).
 * The app logs at the most talkative level into a captured stream.
 */
const visitor = {
  first_name: "Zebulon",
  last_name: "Quillfeather",
  email: "zq.private@example.org",
  phone: "+1 555 0199 777",
  prayer_request: "Please pray about my diagnosis XYZZY-4417",
  contact_team: true,
  website: "",
  fill_ms: 45_000,
};
const staff = { name: "Grace Admin", email: "grace.log@example.org", password: "a long pass phrase 5" };
const wrongPassword = "Tr0ub4dor&3-not-mine";
const cookie = "lampstand_device=cookie-value-QWERTY";

let app: ZodApp;
let testDb: TestDatabase;
let log = "";

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "trace", LOG_REQUESTS: "true", FORM_MIN_FILL_MS: "2000" });
  testDb = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildApp(config, testDb.database, { web: false, logger: { level: "trace", stream } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

const execute = (statement: string) => testDb.database.db.execute(sql.raw(statement));

/** Lines of the captured log as objects. */
const entries = () =>
  log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function submitWhileBroken(breakIt: string, repairIt: string): Promise<void> {
  await execute(breakIt);
  try {
    const response = await app.inject({ method: "POST", url: "/api/prayer-request", payload: visitor });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ message: MESSAGES.unexpected });
    expect(response.headers["cache-control"]).toBe("no-store");
  } finally {
    await execute(repairIt);
  }
}

describe("the log", () => {
  it("holds a failed insert's query and the database's error code, but none of the visitor's values", async () => {
    const before = log.length;
    await submitWhileBroken("ALTER TABLE prayer_requests RENAME TO prayer_requests_gone", "ALTER TABLE prayer_requests_gone RENAME TO prayer_requests");
    // A constraint violation's detail spells out the whole row ("Failing row contains (…)").
    await submitWhileBroken(
      "ALTER TABLE prayer_requests ADD CONSTRAINT refuse_everything CHECK (false) NOT VALID",
      "ALTER TABLE prayer_requests DROP CONSTRAINT refuse_everything",
    );
    const written = log.slice(before);
    for (const value of [visitor.first_name, visitor.last_name, visitor.email, visitor.phone, "XYZZY-4417"]) {
      expect(written).not.toContain(value);
    }
    const failures = entries().filter((entry) => entry.msg === "unhandled error");
    expect(failures).toHaveLength(2);
    const errors = failures.map((entry) => JSON.stringify(entry.err));
    // Enough to find the fault: the statement (with placeholders) and what the database said.
    expect(errors[0]).toMatch(/insert into \\"prayer_requests\\"/);
    expect(errors[0]).toMatch(/42P01/);
    expect(errors[1]).toMatch(/23514/);
    expect(errors[1]).toMatch(/refuse_everything/);
    // And the stored data is whole again.
    const sent = await app.inject({ method: "POST", url: "/api/prayer-request", payload: visitor });
    expect(sent.statusCode).toBe(201);
  });

  it("holds neither a password, its hash, a token nor a cookie", async () => {
    const before = log.length;
    const signup = await app.inject({ method: "POST", url: "/api/signup", payload: staff });
    expect(signup.statusCode).toBe(201);
    const login = await app.inject({ method: "POST", url: "/api/login", headers: { cookie }, payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    const token = body<{ token: string }>(login).token;
    // A failed sign-in, whatever it answers, logs no password either.
    await app.inject({ method: "POST", url: "/api/login", headers: { cookie }, payload: { email: staff.email, password: wrongPassword } });
    const list = await app.inject({ method: "GET", url: "/api/prayer-request", headers: { authorization: `Bearer ${token}`, cookie } });
    expect(list.statusCode).toBe(200);
    await app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}` } });

    const [row] = await testDb.database.db.select({ hash: users.passwordHash }).from(users);
    const written = log.slice(before);
    expect(written).toMatch(/request completed/);
    for (const secret of [staff.password, wrongPassword, row!.hash, token, "cookie-value-QWERTY"]) {
      expect(written).not.toContain(secret);
    }
    expect(written.toLowerCase()).not.toContain("authorization");
  });
});

describe("request lines", () => {
  it("are written only when LOG_REQUESTS asks for them (they cost more than a cached read)", async () => {
    const lines: Record<string, string> = {};
    for (const logRequests of ["false", "true"]) {
      let written = "";
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          written += chunk.toString();
          done();
        },
      });
      const quiet = await buildApp(loadConfig({ NODE_ENV: "test", LOG_REQUESTS: logRequests }), testDb.database, { web: false, logger: { level: "info", stream } });
      await quiet.inject({ method: "GET", url: "/api/sliders" });
      await quiet.inject({ method: "GET", url: "/api/view-events/no-such-id" });
      await quiet.close();
      lines[logRequests] = written;
    }
    expect(lines.false).not.toMatch(/incoming request|request completed/);
    expect(lines.true).toMatch(/incoming request[\s\S]*request completed/);
    // What a request does log still names the request (request loggers are made on first use).
    const clientError = lines.false?.split("\n").find((line) => line.includes("client error"));
    expect(JSON.parse(clientError ?? "{}")).toMatchObject({ reqId: expect.any(String), status: 404 });
  });
});
