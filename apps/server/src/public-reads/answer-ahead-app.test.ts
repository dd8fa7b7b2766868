import { afterEach, describe, expect, it } from "vitest";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { skippableAhead } from "./answer-ahead.ts";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";

/**
 * Public reads asked for before are answered from memory ahead of Fastify (ADR 025). Over real
 * HTTP, since `inject` never goes through the server: a hook counts what reaches Fastify.
 */
describe("public reads answered ahead of Fastify", () => {
  let app: ZodApp;
  let testDb: TestDatabase;
  let base: string;
  let reachedFastify: string[];
  let auth: { authorization: string };

  async function start(env: Record<string, string> = {}, addHooks?: (app: ZodApp) => void): Promise<void> {
    testDb = await createTestDatabase();
    app = await buildApp(loadConfig({ LOG_LEVEL: "silent", ...env }), testDb.database, { web: false, logger: false });
    reachedFastify = [];
    // Skipped for a read answered ahead, which is what it counts.
    app.addHook(
      "onRequest",
      skippableAhead(async (request: FastifyRequest) => {
        if (request.method === "GET" || request.method === "HEAD") reachedFastify.push(`${request.method} ${request.url}`);
      }),
    );
    addHooks?.(app);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const { token } = await signUpAndLogIn(app, { name: "Grace", email: "grace@example.org", password: "correct horse 1" });
    auth = { authorization: `Bearer ${token}` };
    reachedFastify.length = 0;
  }

  afterEach(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const addEvent = async (title: string) => {
    const form = multipart({ title, description: "d", ministry: "Youth Ministry", date: "2026-12-04", event_time: "07:30 PM", venue: "Hall" });
    const response = await app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(201);
  };

  /** Status, headers (without the ones Node writes for each answer) and body of a request over HTTP. */
  const ask = async (path: string, method = "GET") => {
    const response = await fetch(`${base}${path}`, { method });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
    return { status: response.status, headers, body: await response.text() };
  };
  const titles = (answer: { body: string }) => (JSON.parse(answer.body) as ChurchEvent[]).map((event) => event.title);

  it("answers a read asked for before with Fastify's own status, headers and bytes, without Fastify", async () => {
    await start();
    await addEvent("Youth night");
    const loaded = await ask("/api/view-events"); // loads the list
    const fromFastify = await ask("/api/view-events"); // sent from the loaded list, and remembered
    const ahead = await ask("/api/view-events");
    expect(reachedFastify).toEqual(["GET /api/view-events", "GET /api/view-events"]);
    expect(titles(loaded)).toEqual(["Youth night"]);
    expect(ahead).toEqual(fromFastify);
    expect(ahead.headers).toMatchObject({ "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
    expect(ahead.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("shows a write on the very next request, and answers ahead again afterwards", async () => {
    await start();
    for (let i = 0; i < 3; i++) await ask("/api/view-events");
    reachedFastify.length = 0;
    await addEvent("Added later");
    expect(titles(await ask("/api/view-events"))).toEqual(["Added later"]);
    expect(titles(await ask("/api/view-events"))).toEqual(["Added later"]);
    expect(titles(await ask("/api/view-events"))).toEqual(["Added later"]);
    expect(reachedFastify).toEqual(["GET /api/view-events", "GET /api/view-events"]);
  });

  it("never answers with a list that a write overtook as it went out", async () => {
    // The write lands after an answer was made from the old list and before it has gone out.
    let writeDuringAnswer = false;
    await start({}, (app) =>
      app.addHook(
        "onSend",
        skippableAhead(async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
          if (writeDuringAnswer && request.method === "GET") {
            writeDuringAnswer = false;
            await addEvent("Written meanwhile");
          }
          return payload;
        }),
      ),
    );
    await ask("/api/view-events"); // loaded: the next answer is sent from memory
    writeDuringAnswer = true;
    expect(titles(await ask("/api/view-events"))).toEqual([]);
    expect(titles(await ask("/api/view-events"))).toEqual(["Written meanwhile"]);
  });

  it("never answers with settings that a save overtook as they went out, nor with an empty answer", async () => {
    // As the events' test above, for the other async handler the cache sends from (d975c12):
    // returning before the answer has gone out let Fastify end it empty.
    let saveDuringAnswer = false;
    const saveName = async (name: string) => {
      const current = JSON.parse((await app.inject({ method: "GET", url: "/api/settings", headers: auth })).body) as Record<string, unknown>;
      const { logo: _logo, updated_at: _updatedAt, notifications: _notifications, ...editable } = current;
      const response = await app.inject({ method: "PUT", url: "/api/settings", headers: auth, payload: { ...editable, name } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await start({}, (app) =>
      app.addHook(
        "onSend",
        skippableAhead(async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
          if (saveDuringAnswer && request.method === "GET" && !request.headers.authorization) {
            saveDuringAnswer = false;
            await saveName("Saved Meanwhile Church");
          }
          return payload;
        }),
      ),
    );
    const before = JSON.parse((await ask("/api/settings")).body) as { name: string }; // loaded: the next answer is sent from memory
    saveDuringAnswer = true;
    expect(JSON.parse((await ask("/api/settings")).body)).toMatchObject({ name: before.name });
    expect(JSON.parse((await ask("/api/settings")).body)).toMatchObject({ name: "Saved Meanwhile Church" });
  });

  it("leaves HEAD, errors and everything but public reads to Fastify", async () => {
    await start();
    const asked = ["/api/view-events", "/api/view-events/999999", "/api/view-events?month=not-a-month", "/api/no-such-route", "/healthz"];
    for (let i = 0; i < 3; i++) {
      for (const path of asked) await ask(path);
      await ask("/api/view-events", "HEAD");
    }
    const counts = (request: string) => reachedFastify.filter((seen) => seen === request).length;
    expect(counts("GET /api/view-events")).toBe(2);
    expect(counts("HEAD /api/view-events")).toBe(3);
    for (const path of asked.slice(1)) expect(counts(`GET ${path}`), path).toBe(3);
  });

  it("with request lines on (LOG_REQUESTS), leaves every request to Fastify, which logs it", async () => {
    await start({ LOG_REQUESTS: "true" });
    for (let i = 0; i < 4; i++) await ask("/api/sliders");
    expect(reachedFastify).toEqual(Array(4).fill("GET /api/sliders"));
  });

  it("never answers ahead a request that carries a token: a staff member's GET /settings holds the alert addresses", async () => {
    await start();
    await ask("/api/settings");
    await ask("/api/settings");
    reachedFastify.length = 0;
    await ask("/api/settings"); // remembered: answered ahead
    const staff = await fetch(`${base}/api/settings`, { headers: auth });
    expect(reachedFastify).toEqual(["GET /api/settings"]);
    expect(staff.headers.get("cache-control")).toBe("no-store");
    expect(await staff.json()).toHaveProperty("notifications");
  });

  it("remembers a bounded number of addresses, however many query strings a client makes up", async () => {
    await start();
    // Each made-up query string is an address of its own, answered with the same list.
    for (let i = 0; i < 1002; i++) {
      await ask(`/api/sliders?n=${i}`);
      await ask(`/api/sliders?n=${i}`);
    }
    reachedFastify.length = 0;
    await ask("/api/sliders?n=1001"); // among the newest: still remembered
    await ask("/api/sliders?n=0"); // the oldest: gone
    expect(reachedFastify).toEqual(["GET /api/sliders?n=0"]);
  });
});
