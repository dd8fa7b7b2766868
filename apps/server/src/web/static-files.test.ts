import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressClientFiles } from "../../precompress-client.mjs";
import type { ZodApp } from "../app-deps.ts";
import { registerStaticFiles } from "./static-files.ts";

// The web build is not there when unit tests run (they run before `npm run build`),
// so these tests serve a client directory of their own, compressed as the build does.
let dir: string;
let app: ZodApp;
const script = `export const greeting = "${"hello ".repeat(200)}";\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lampstand-static-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "entry-AbC123.js"), script);
  await writeFile(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(dir, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await precompressClientFiles(dir);
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  await registerStaticFiles(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe("static client files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const response = await app.inject({ url: "/assets/entry-AbC123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(script);
  });

  it("gives unhashed files a short cache", async () => {
    const response = await app.inject({ url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("compresses text with brotli or gzip as the browser accepts", async () => {
    const br = await app.inject({ url: "/assets/entry-AbC123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length);

    const gzip = await app.inject({ url: "/assets/entry-AbC123.js", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: "/assets/entry-AbC123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("does not compress images", async () => {
    const response = await app.inject({ url: "/logo.png", headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await app.inject({ url: "/favicon.svg" });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const second = await app.inject({ url: "/favicon.svg", headers: { "if-none-match": String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("answers 304 to a conditional request that also says no-cache, as fetch() sends it", async () => {
    const headers = { "accept-encoding": "gzip" };
    const first = await app.inject({ url: "/assets/entry-AbC123.js", headers });
    const second = await app.inject({
      url: "/assets/entry-AbC123.js",
      headers: { ...headers, "if-none-match": String(first.headers.etag), "cache-control": "no-cache", pragma: "no-cache" },
    });
    expect(second.statusCode).toBe(304);
  });

  it("answers HEAD without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("serves only the files it found, never a path outside the directory", async () => {
    await writeFile(path.join(dir, "added-later.txt"), "late");
    expect((await app.inject({ url: "/added-later.txt" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/assets/../../etc/passwd" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/%2e%2e/%2e%2e/etc/passwd" })).statusCode).toBe(404);
  });
});
