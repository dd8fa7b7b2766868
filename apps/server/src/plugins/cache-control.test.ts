import { describe, expect, it } from "vitest";
import { body, startTestApp, useTestApp } from "../test-support/test-app.ts";
import { apiRoutes as apiRouteTable, concreteUrl } from "../test-support/route-table.ts";

/**
 * Nothing but the public reads may be kept by a browser or a shared cache: staff data, prayer
 * requests and contact messages, and the answers of sign-in, sign-up and logout (tokens, account
 * data) say `Cache-Control: no-store`, their error answers included. Proven on the route table.
 */
const concrete = (url: string) => concreteUrl(url, 777777);

describe("Cache-Control on the API, proven on the server's own route table", () => {
  const t = useTestApp();

  const apiRoutes = () => apiRouteTable(t.app);
  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as "GET",
      url: concrete(route.url),
      headers: { ...headers, "content-type": "application/json" },
      payload: route.method === "GET" || route.method === "DELETE" ? undefined : "{}",
    });

  it("answers no-store on every route that is not a public read, without a token, with a bad one and with a good one", async () => {
    const routes = apiRoutes().filter((route) => !(route.public && route.method === "GET"));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["POST /api/login", "POST /api/signup", "POST /api/logout", "GET /api/prayer-request", "POST /api/prayer-request", "GET /api/intouch"]),
    );
    // Logout last: it ends the session the other calls use.
    const ordered = [...routes.filter((route) => !route.url.endsWith("/logout")), ...routes.filter((route) => route.url.endsWith("/logout"))];
    for (const headers of [{}, { authorization: "Bearer not-a-real-token" }, t.auth]) {
      for (const route of ordered) {
        const response = await call(route, headers);
        const what = `${route.method} ${route.url} (${response.statusCode}) with ${JSON.stringify(headers)}`;
        expect(response.headers["cache-control"], what).toBe("no-store");
      }
    }
  });

  it("answers no-store to a successful sign-in, sign-up and logout, and to a visitor's submission", async () => {
    const signup = await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Ruth", email: "ruth@example.org", password: "a long pass phrase 9" } });
    expect(signup.headers["cache-control"]).toBe("no-store");
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "correct horse 1" } });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${body(login).token as string}` } });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers["cache-control"]).toBe("no-store");
    const prayer = await t.app.inject({
      method: "POST",
      url: "/api/prayer-request",
      payload: { first_name: "Ada", last_name: "Okafor", email: "ada@example.org", phone: "1", prayer_request: "Healing", website: "", fill_ms: 45_000 },
    });
    expect(prayer.statusCode).toBe(201);
    expect(prayer.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public reads their own caching", async () => {
    for (const route of apiRoutes().filter((r) => r.public && r.method === "GET")) {
      const response = await call(route, {});
      expect(response.headers["cache-control"], `${route.method} ${route.url} (${response.statusCode})`).not.toBe("no-store");
    }
  });
});

describe("Cache-Control on a rate-limited sign-in", () => {
  it("is no-store on the 429 too", async () => {
    const { app, testDb } = await startTestApp({ LOGIN_RATE_LIMIT: "1" });
    try {
      const attempt = () => app.inject({ method: "POST", url: "/api/login", payload: { email: "x@example.org", password: "not the password 1" } });
      await attempt();
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["cache-control"]).toBe("no-store");
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
