import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { videoEmbedOf } from "@lampstand/contract/video-embeds";
import { registerSecurityHeaders } from "./security-headers.ts";

describe("security headers", () => {
  it("puts the headers that protect an answer that is not a page on API answers: nothing runs, frames, sniffs or embeds it", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get("/api/thing", async () => ({ ok: true }));
    const response = await app.inject("/api/thing");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    // Headers that only concern documents stay off: each one costs every cached read (ADR 017).
    for (const name of ["referrer-policy", "cross-origin-opener-policy", "origin-agent-cluster", "x-xss-protection", "x-download-options"]) {
      expect(response.headers[name], name).toBeUndefined();
    }
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
    // Forms post back with their real Origin (React Router refuses "Origin: null"); other sites learn nothing.
    expect(first.headers["referrer-policy"]).toBe("same-origin");
    await app.close();
  });

  it("never hands out a nonce twice, across the refills of its pool of random bytes", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get("/page", async (_request, reply) => `${reply.cspNonce.script} ${reply.cspNonce.style}`);
    const nonces: string[] = [];
    // 300 pages take 600 nonces: the 4 KB pool (256 nonces) is refilled twice on the way.
    for (let page = 0; page < 300; page++) nonces.push(...(await app.inject("/page")).body.split(" "));
    expect(nonces.every((nonce) => /^[0-9a-f]{32}$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(600);
    await app.close();
  });

  it("lets pages show a picture chosen in the browser before it is uploaded (blob:)", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get("/page", async () => "page");
    const policy = String((await app.inject("/page")).headers["content-security-policy"]);
    expect(policy.split(";")).toContain("img-src 'self' data: blob: https:");
    await app.close();
  });

  it("lets pages frame only this site, the origins it is given (the contact page's map) and the two video players", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { frameOrigins: ["https://maps.example.org"] });
    app.get("/page", async () => "page");
    const policy = String((await app.inject("/page")).headers["content-security-policy"]);
    // Exactly these: YouTube's privacy-enhanced player and Vimeo's, never youtube.com itself.
    const frameSrc = policy.split(";").filter((directive) => directive.startsWith("frame-src "));
    expect(frameSrc).toEqual(["frame-src 'self' https://maps.example.org https://www.youtube-nocookie.com https://player.vimeo.com"]);
    // Every player the facade can frame is among them.
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      expect(frameSrc[0]!.split(" ")).toContain(new URL(videoEmbedOf(link)!.src).origin);
    }
    await app.close();
  });
});
