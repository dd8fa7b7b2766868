import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { registerSecurityHeaders } from "./security-headers.ts";

describe("security headers", () => {
  it("puts helmet's headers on API answers, with a fixed policy and no nonce", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get("/api/thing", async () => ({ ok: true }));
    const response = await app.inject("/api/thing");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(response.headers["content-security-policy"]).not.toMatch(/nonce/);
    await app.close();
  });

  it("gives every page a fresh nonce, and never 'unsafe-inline' for scripts", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get("/page", async (_request, reply) => reply.cspNonce.script);
    const [first, second] = [await app.inject("/page"), await app.inject("/page")];
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' 'nonce-${first.body}'`);
    expect(first.body).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body).not.toBe(first.body);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain("__");
    await app.close();
  });
});
