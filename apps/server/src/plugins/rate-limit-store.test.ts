import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { rateLimitHits } from "../db/schema.ts";
import { body, startTestApp } from "../test-support/test-app.ts";
import { RateLimitCounter } from "./rate-limit-store.ts";

/**
 * The per-IP limits counted in the database (ADR 023), on PGlite and, in the PostgreSQL pass, on
 * PostgreSQL. Two server processes sharing the counts: two-servers.test.ts.
 */
let site: Awaited<ReturnType<typeof startTestApp>>;
let counter: RateLimitCounter;

beforeAll(async () => {
  site = await startTestApp({ LOGIN_RATE_LIMIT: "2", FORM_RATE_LIMIT: "1", LOCKOUT_THRESHOLD: "1000", ADDRESS_LOCKOUT_THRESHOLD: "10000" });
  counter = new RateLimitCounter(site.testDb.database.db, site.app.log);
});

afterAll(async () => {
  await site?.app.close();
  await site?.testDb.drop();
});

const rows = () =>
  site.testDb.database.db
    .select({ route: rateLimitHits.route, clientKey: rateLimitHits.clientKey, count: rateLimitHits.count })
    .from(rateLimitHits)
    .orderBy(rateLimitHits.route, rateLimitHits.clientKey);

/** Ends the window of one route and client, as time passing would. */
const endWindow = (route: string) =>
  site.testDb.database.db.execute(sql`UPDATE rate_limit_hits SET reset_at = now() - interval '1 second' WHERE route = ${route}`);

describe("RateLimitCounter", () => {
  it("counts each route and client apart, with the time left in the window", async () => {
    const window = 60_000;
    expect(await counter.hit("POST /a", "192.0.2.1", window)).toMatchObject({ current: 1 });
    expect(await counter.hit("POST /a", "192.0.2.1", window)).toMatchObject({ current: 2 });
    expect(await counter.hit("POST /a", "192.0.2.2", window)).toMatchObject({ current: 1 });
    const third = await counter.hit("POST /b", "192.0.2.1", window);
    expect(third.current).toBe(1);
    expect(third.ttl).toBeGreaterThan(window - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(window);
  });

  it("starts a new window at 1 once the last one has ended, keeping its length from then", async () => {
    await counter.hit("POST /ended", "192.0.2.1", 60_000);
    await counter.hit("POST /ended", "192.0.2.1", 60_000);
    await endWindow("POST /ended");
    const fresh = await counter.hit("POST /ended", "192.0.2.1", 30_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(25_000);
    expect(fresh.ttl).toBeLessThanOrEqual(30_000);
  });

  it("gives each of many parallel requests its own count: none slips under the limit", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit("POST /burst", "192.0.2.9", 60_000)));
    expect(counts.map((state) => state.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("sweeps the windows that have ended and keeps the others", async () => {
    await counter.hit("POST /old", "192.0.2.3", 60_000);
    await counter.hit("POST /live", "192.0.2.3", 60_000);
    await endWindow("POST /old");
    await counter.sweep();
    const left = (await rows()).map((row) => row.route);
    expect(left).not.toContain("POST /old");
    expect(left).toContain("POST /live");
  });
});

describe("the limits of the app's routes", () => {
  it("count under the route's method and path, per client address", async () => {
    const login = () => site.app.inject({ method: "POST", url: "/api/login", payload: { email: "nobody@example.org", password: "not the password 1" } });
    const answers = [await login(), await login(), await login()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 429]);
    expect(body(answers[2]!).message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(answers[2]!.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await rows()).filter((row) => row.route.includes("/api/"))).toEqual([{ route: "POST /api/login", clientKey: "127.0.0.1", count: 3 }]);
  });

  it("let a visitor's form through when the count cannot be taken (fails open), and count again once it can", async () => {
    const form = () =>
      site.app.inject({
        method: "POST",
        url: "/api/prayer-request",
        payload: { first_name: "Ada", last_name: "Okafor", email: "ada@example.org", phone: "+1 555 0100", prayer_request: "For rain.", website: "", fill_ms: 45_000 },
      });
    const db = site.testDb.database.db;
    await db.execute(sql`ALTER TABLE rate_limit_hits RENAME TO rate_limit_hits_away`);
    try {
      expect([(await form()).statusCode, (await form()).statusCode]).toEqual([201, 201]);
    } finally {
      await db.execute(sql`ALTER TABLE rate_limit_hits_away RENAME TO rate_limit_hits`);
    }
    expect([(await form()).statusCode, (await form()).statusCode]).toEqual([201, 429]);
  });
});
