import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { LoginResponse } from "@lampstand/contract/entities";
import { body, useTestApp } from "../test-support/test-app.ts";
import { apiRoutes as apiRouteTable, concreteUrl } from "../test-support/route-table.ts";

/** The routes anyone may call (ARCHITECTURE decision 3); every other /api route must demand a token. */
const EXPECTED_PUBLIC = new Set([
  "POST /api/login",
  "POST /api/signup",
  "POST /api/signup/confirm",
  "GET /api/sliders",
  "GET /api/public-desks",
  "GET /api/view-events",
  "GET /api/view-events/page",
  "GET /api/view-events/occurrences",
  "GET /api/view-events/:id",
  "GET /api/public-desks/page",
  "GET /api/public-desks/:id",
  "POST /api/prayer-request",
  "POST /api/intouch",
  "GET /api/uploads/:name",
  "GET /api/pages",
  "GET /api/pages/:slug",
  "GET /api/openapi.json",
  "GET /api/settings",
  // Issue 21: asking for a reset link and using it, an invitee reading and accepting their invitation.
  "POST /api/password-reset",
  "POST /api/password-reset/confirm",
  "POST /api/invitations/preview",
  "POST /api/invitations/accept",
  "GET /api/sermons",
  "GET /api/sermons/:id",
  "GET /api/sermons/:id/audio",
  "GET /api/podcast/artwork/:name",
  "GET /api/sermon-series",
  "GET /api/sermon-series/:id",
]);

const concrete = (url: string) => concreteUrl(url, 1);

describe("access control, proven on the server's own route table", () => {
  const t = useTestApp();

  const apiRoutes = () => apiRouteTable(t.app);

  it("marks exactly the intended routes public", () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(publicRoutes)).toEqual(EXPECTED_PUBLIC);
  });

  it("has the protected routes SPEC §7 lists", () => {
    const protectedRoutes = apiRoutes().filter((route) => !route.public);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it("rejects every non-public route without a token, with a malformed token and with a revoked one", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "correct horse 1" } });
    const revoked = body<LoginResponse>(login).token;
    await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${revoked}` } });

    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer " },
      { authorization: "Bearer not-a-real-token" },
      { authorization: `Basic ${Buffer.from("grace@example.org:correct horse 1").toString("base64")}` },
      { authorization: `Bearer ${revoked}` },
    ];
    for (const route of apiRoutes().filter((r) => !r.public)) {
      for (const headers of attempts) {
        const response = await t.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: { ...headers, "content-type": "application/json" },
          payload: route.method === "GET" || route.method === "DELETE" ? undefined : "{}",
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${JSON.stringify(headers)}`).toBe(401);
        expect(typeof body(response).message).toBe("string");
      }
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toMatch(/No API route/);
  });

  it("answers 400 with a clear message to a body that is not JSON, on every route that takes one", async () => {
    for (const route of apiRoutes().filter((r) => r.method === "POST" || r.method === "PUT")) {
      const response = await t.app.inject({
        method: route.method as "POST",
        url: concrete(route.url),
        headers: { ...t.auth, "content-type": "application/json" },
        payload: '{"title": "unfinished',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(body(response).message, `${route.method} ${route.url}`).toBe(SERVER_MESSAGES.badJson);
    }
  });

  it("never answers 5xx to odd input on any route", async () => {
    const payloads: Array<[string | undefined, string | undefined]> = [
      ["application/json", "[]"],
      ["application/json", "null"],
      ["application/json", '{"id": {"$gt": 0}, "title": ["a"], "date": 20250101, "contact_team": "maybe"}'],
      ["application/json", "{not json"],
      ["application/json", `{"title":"${"x".repeat(30_000)}"}`],
      ["text/plain", "hello"],
      ["multipart/form-data", "garbage without boundary"],
      ["multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nunterminated"],
      ["application/x-www-form-urlencoded", "a=b"],
      [undefined, undefined],
    ];
    const ids = ["1", "0", "-1", "abc", "99999999999", "1.5", "%00", "2147483648"];
    for (const route of apiRoutes()) {
      for (const id of route.url.includes(":id") ? ids : ["1"]) {
        for (const [contentType, payload] of route.method === "GET" ? [[undefined, undefined] as const] : payloads) {
          const response = await t.app.inject({
            method: route.method as "GET",
            url: route.url.replace(":id", id).replace(":name", "x"),
            headers: { ...t.auth, ...(contentType ? { "content-type": contentType } : {}) },
            payload,
          });
          expect(response.statusCode, `${route.method} ${route.url} id=${id} ${contentType} ${payload?.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
  });
});
