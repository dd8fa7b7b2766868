import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { useAppWithCapturedLog } from "../test-support/log-capture.ts";
import { createTestDatabase } from "../test-support/test-database.ts";

/**
 * /healthz and /readyz for load balancers (ADR 022): at the root, answered without a token, never
 * rate-limited, never in the request log even with LOG_REQUESTS, not in the API's description;
 * /readyz says 503 with a message when the database cannot answer.
 */
// The tightest limits there are: a probe every few seconds must never meet them.
const site = useAppWithCapturedLog({ LOGIN_RATE_LIMIT: "1", FORM_RATE_LIMIT: "1", SIGNUP_RATE_LIMIT: "1" });

describe("health checks", () => {
  it("/healthz and /readyz answer 200 with no token, uncached", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      const response = await site.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("are never rate-limited and never written to the request log", async () => {
    const before = site.log().length;
    for (let i = 0; i < 150; i++) {
      const [live, ready] = await Promise.all([
        site.app.inject({ method: "GET", url: "/healthz", remoteAddress: "203.0.113.9" }),
        site.app.inject({ method: "GET", url: "/readyz", remoteAddress: "203.0.113.9" }),
      ]);
      expect([live.statusCode, ready.statusCode]).toEqual([200, 200]);
    }
    expect(site.log().slice(before)).not.toMatch(/healthz|readyz/);
    // The request log is on: an ordinary request does write its lines.
    await site.app.inject({ method: "GET", url: "/api/view-events" });
    expect(site.log().slice(before)).toMatch(/\/api\/view-events/);
  });

  it("are not part of the API's description", async () => {
    const document = (await site.app.inject({ method: "GET", url: "/api/openapi.json" })).body;
    expect(document).not.toMatch(/healthz|readyz/);
  });

  it("/readyz answers 503 with a message when the database cannot answer; /healthz stays 200", async () => {
    const broken = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const other = await buildApp(config, broken.database, { web: false, logger: false });
    await other.ready();
    try {
      await broken.database.close();
      const started = Date.now();
      const ready = await other.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
      expect(ready.headers["retry-after"]).toBe("5");
      expect(Date.now() - started).toBeLessThan(2500);
      expect((await other.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await other.close();
      await broken.drop().catch(() => {});
    }
  });
});
