import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { users } from "../db/schema.ts";
import { captureLog, useAppWithCapturedLog } from "../test-support/log-capture.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { body } from "../test-support/test-app.ts";

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

const site = useAppWithCapturedLog({ FORM_MIN_FILL_MS: "2000" });
/** Everything the app has logged so far. */
const log = { text: site.log };

const execute = (statement: string) => site.testDb.database.db.execute(sql.raw(statement));

/** Lines of the captured log as objects. */
const entries = () =>
  log
    .text()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function submitWhileBroken(breakIt: string, repairIt: string): Promise<void> {
  await execute(breakIt);
  try {
    const response = await site.app.inject({ method: "POST", url: "/api/prayer-request", payload: visitor });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ message: MESSAGES.unexpected });
    expect(response.headers["cache-control"]).toBe("no-store");
  } finally {
    await execute(repairIt);
  }
}

describe("the log", () => {
  it("holds a failed insert's query and the database's error code, but none of the visitor's values", async () => {
    const before = log.text().length;
    await submitWhileBroken("ALTER TABLE prayer_requests RENAME TO prayer_requests_gone", "ALTER TABLE prayer_requests_gone RENAME TO prayer_requests");
    // A constraint violation's detail spells out the whole row ("Failing row contains (…)").
    await submitWhileBroken(
      "ALTER TABLE prayer_requests ADD CONSTRAINT refuse_everything CHECK (false) NOT VALID",
      "ALTER TABLE prayer_requests DROP CONSTRAINT refuse_everything",
    );
    const written = log.text().slice(before);
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
    const sent = await site.app.inject({ method: "POST", url: "/api/prayer-request", payload: visitor });
    expect(sent.statusCode).toBe(201);
  });

  it("says at info level that a submission was held as possible spam, and nothing of what it says", async () => {
    const before = log.text().length;
    const held = await site.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...visitor, website: "http://honeypot-QWERTY.example", fill_ms: 100 } });
    expect(held.statusCode).toBe(201);
    const written = log.text().slice(before);
    for (const value of [visitor.first_name, visitor.last_name, visitor.email, visitor.phone, "XYZZY-4417", "honeypot-QWERTY"]) {
      expect(written).not.toContain(value);
    }
    const line = entries().find((entry) => entry.msg === "held a submission the spam traps suspect, for staff to review");
    expect(line).toMatchObject({ level: 30, path: "/api/prayer-request", id: body(held).id });
  });

  it("holds neither a password, its hash, a token nor a cookie", async () => {
    const before = log.text().length;
    const signup = await site.app.inject({ method: "POST", url: "/api/signup", payload: staff });
    expect(signup.statusCode).toBe(201);
    const login = await site.app.inject({ method: "POST", url: "/api/login", headers: { cookie }, payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    const token = body<{ token: string }>(login).token;
    // A failed sign-in, whatever it answers, logs no password either.
    await site.app.inject({ method: "POST", url: "/api/login", headers: { cookie }, payload: { email: staff.email, password: wrongPassword } });
    const list = await site.app.inject({ method: "GET", url: "/api/prayer-request", headers: { authorization: `Bearer ${token}`, cookie } });
    expect(list.statusCode).toBe(200);
    // An upload: the multipart parser logs its options, which hold the request's headers.
    const form = multipart({ overlayText: "x" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg(8, 8) });
    const upload = await site.app.inject({ method: "POST", url: "/api/upload-slider", headers: { authorization: `Bearer ${token}`, cookie, ...form.headers }, payload: form.payload });
    expect(upload.statusCode).toBe(201);
    await site.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}` } });

    const [row] = await site.testDb.database.db.select({ hash: users.passwordHash }).from(users);
    const written = log.text().slice(before);
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
      const written = captureLog();
      const quiet = await buildApp(loadConfig({ NODE_ENV: "test", LOG_REQUESTS: logRequests }), site.testDb.database, { web: false, logger: { level: "info", stream: written.stream } });
      await quiet.inject({ method: "GET", url: "/api/sliders" });
      await quiet.inject({ method: "GET", url: "/api/view-events/no-such-id" });
      await quiet.close();
      lines[logRequests] = written.text();
    }
    expect(lines.false).not.toMatch(/incoming request|request completed/);
    expect(lines.true).toMatch(/incoming request[\s\S]*request completed/);
    // What a request does log still names the request (request loggers are made on first use).
    const clientError = lines.false?.split("\n").find((line) => line.includes("client error"));
    expect(JSON.parse(clientError ?? "{}")).toMatchObject({ reqId: expect.any(String), status: 404 });
  });
});

describe("log levels", () => {
  /** A session of the staff member (the first sign-up, so an admin), whichever test signed up first. */
  const staffToken = async () => {
    await site.app.inject({ method: "POST", url: "/api/signup", payload: staff });
    const login = await site.app.inject({ method: "POST", url: "/api/login", payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    return body<{ token: string }>(login).token;
  };

  /** Entries of the captured log written after `from`, grouped by request id. */
  const byRequest = (from: number) => {
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const line of log.text().slice(from).split("\n").filter(Boolean)) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (typeof entry.reqId === "string") groups.set(entry.reqId, [...(groups.get(entry.reqId) ?? []), entry]);
    }
    return [...groups.values()];
  };
  const statusOf = (entries: Record<string, unknown>[]) => (entries.find((entry) => entry.msg === "request completed")?.res as { statusCode?: number } | undefined)?.statusCode;

  it("follow the answer: every 5xx is an error with its cause, no 4xx is", async () => {
    const from = log.text().length;
    const auth = { authorization: `Bearer ${await staffToken()}` };
    const clientErrors = [
      site.app.inject({ method: "POST", url: "/api/prayer-request", headers: { "content-type": "application/json" }, payload: "{" }),
      site.app.inject({ method: "POST", url: "/api/prayer-request", headers: { "content-type": "text/xml" }, payload: "<a/>" }),
      site.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...visitor, email: "not an address" } }),
      site.app.inject({ method: "GET", url: "/api/prayer-request" }),
      site.app.inject({ method: "GET", url: "/api/view-events/1e309" }),
      site.app.inject({ method: "GET", url: "/api/no/such/thing" }),
      site.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...auth, "content-type": "multipart/form-data; boundary=x" }, payload: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb" }),
    ];
    for (const response of await Promise.all(clientErrors)) expect(response.statusCode).toBeGreaterThanOrEqual(400);
    await submitWhileBroken("ALTER TABLE prayer_requests RENAME TO prayer_requests_gone", "ALTER TABLE prayer_requests_gone RENAME TO prayer_requests");

    const requests = byRequest(from).filter((entries) => statusOf(entries) !== undefined);
    const failed = requests.filter((entries) => statusOf(entries)! >= 500);
    const refused = requests.filter((entries) => statusOf(entries)! >= 400 && statusOf(entries)! < 500);
    expect(failed).toHaveLength(1);
    expect(refused.length).toBeGreaterThanOrEqual(clientErrors.length);
    for (const entries of failed) {
      const error = entries.find((entry) => entry.level === 50);
      // The cause: the failed query, and beneath it what the database said.
      expect(error?.err).toMatchObject({ query: expect.stringContaining("prayer_requests"), cause: { code: "42P01" } });
    }
    for (const entries of refused) {
      expect(entries.filter((entry) => Number(entry.level) >= 40), JSON.stringify(entries)).toEqual([]);
      expect(entries.find((entry) => entry.msg === "client error")).toMatchObject({ level: 30, message: expect.any(String) });
    }
  });

  it("do not call a visitor who closes the connection mid-upload an unhandled error", async () => {
    const token = await staffToken();
    const form = multipart({ overlayText: "Half" }, { field: "sliderImage", filename: "big.jpg", contentType: "image/jpeg", bytes: await jpeg(800, 600) });
    const sliderCount = async () => ((await execute("SELECT count(*)::int AS n FROM sliders")).rows as { n: number }[])[0]?.n;
    const slidersBefore = await sliderCount();
    const address = await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const from = log.text().length;
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const head = [
      "POST /api/upload-slider HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${token}`,
      `Content-Type: ${form.headers["content-type"]}`,
      `Content-Length: ${form.payload.length}`,
    ].join("\r\n");
    socket.write(`${head}\r\n\r\n`);
    socket.write(form.payload.subarray(0, Math.floor(form.payload.length / 2)));
    // Let the upload start reading the body, then go away as a closed tab does.
    await expect.poll(() => log.text().slice(from).includes("incoming request")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();

    // However the server takes it, its error handler says so (the answer itself goes nowhere).
    await expect.poll(() => /"msg":"(client|unhandled) error"/.test(log.text().slice(from)), { timeout: 5_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const since = log.text().slice(from).split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(since.filter((entry) => Number(entry.level) >= 50), JSON.stringify(since)).toEqual([]);
    // What the handler made of it (Fastify's own trace line about the dropped socket has no request id).
    expect(since.find((entry) => entry.msg === "client error" && entry.reqId)).toMatchObject({ level: 30, status: 400, message: SERVER_MESSAGES.uploadInterrupted });
    // Nothing of the half upload was stored.
    expect(await sliderCount()).toBe(slidersBefore);
  });
});
