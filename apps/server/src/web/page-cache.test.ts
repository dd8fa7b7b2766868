import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inProcessPublicCache } from "../test-support/in-process-public-cache.ts";
import { MAX_PAGES, PageCache, preferredEncoding, publicReadTags } from "./page-cache.ts";

const publicCache = () => inProcessPublicCache().cache;

const page = (text: string, tags: Array<"events" | "desks" | "sliders"> = []) => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(text),
  tags: new Set(tags),
});

describe("publicReadTags", () => {
  it("names the public reads a page was built from", () => {
    const reads = [
      { method: "GET", path: "/view-events?month=2026-11", status: 200 },
      { method: "GET", path: "/view-events/12", status: 200 },
      { method: "GET", path: "/sliders", status: 200 },
    ];
    expect(publicReadTags(reads)).toEqual(new Set(["events", "sliders"]));
    expect(publicReadTags([])).toEqual(new Set());
  });

  it("refuses a page that posted, read anything else, or got an error", () => {
    expect(publicReadTags([{ method: "POST", path: "/prayer-request", status: 201 }])).toBeUndefined();
    expect(publicReadTags([{ method: "GET", path: "/view-desks", status: 200 }])).toBeUndefined();
    expect(publicReadTags([{ method: "GET", path: "/view-eventsX", status: 200 }])).toBeUndefined();
    expect(publicReadTags([{ method: "GET", path: "/public-desks", status: 503 }])).toBeUndefined();
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["GZIP", "gzip"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("PageCache", () => {
  it("keeps a page in plain, gzip and brotli bytes, with one validator", async () => {
    const cache = new PageCache(publicCache(), { maxBytes: 1 << 20, today: () => "2026-11-24" });
    const kept = await cache.fill("/a", async () => page("<p>Hello</p>".repeat(100)));
    expect(cache.get("/a")?.bodies).toEqual(kept?.bodies);
    expect(kept?.bodies.identity.toString()).toBe("<p>Hello</p>".repeat(100));
    expect(gunzipSync(kept!.bodies.gzip).toString()).toBe(kept!.bodies.identity.toString());
    expect(brotliDecompressSync(kept!.bodies.br).toString()).toBe(kept!.bodies.identity.toString());
    expect(kept!.bodies.br.length).toBeLessThan(kept!.bodies.identity.length / 10);
    expect(kept!.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it("drops exactly the pages built from what a write changed", async () => {
    const reads = publicCache();
    const cache = new PageCache(reads, { maxBytes: 1 << 20, today: () => "2026-11-24" });
    await cache.fill("/", async () => page("home", ["sliders"]));
    await cache.fill("/events", async () => page("events", ["events"]));
    await cache.fill("/our-values", async () => page("values"));
    await reads.invalidate("events");
    expect(cache.get("/events")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    expect(cache.get("/our-values")).toBeDefined();
    reads.clearAll();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/our-values")).toBeUndefined();
  });

  it("does not keep a page whose render a write overtook", async () => {
    const reads = publicCache();
    const cache = new PageCache(reads, { maxBytes: 1 << 20, today: () => "2026-11-24" });
    const served = await cache.fill("/events", async () => {
      await reads.invalidate("events"); // the write commits while the page renders
      return page("stale", ["events"]);
    });
    expect(served?.bodies.identity.toString()).toBe("stale"); // the request that rendered it still gets it
    expect(cache.get("/events")).toBeUndefined();
  });

  it("lets concurrent requests wait for one render, but not one that began before a write", async () => {
    const reads = publicCache();
    const cache = new PageCache(reads, { maxBytes: 1 << 20, today: () => "2026-11-24" });
    let finish!: () => void;
    const rendering = cache.fill("/", () => new Promise((resolve) => (finish = () => resolve(page("home", ["sliders"])))));
    expect(cache.pending("/")).toBeDefined();
    await reads.invalidate("desks");
    expect(cache.pending("/")).toBeUndefined();
    finish();
    await rendering;
  });

  it("keeps nothing a render declines, and drops the oldest pages past its size", async () => {
    const cache = new PageCache(publicCache(), { maxBytes: 10_000, today: () => "2026-11-24" });
    expect(await cache.fill("/form", async () => undefined)).toBeUndefined();
    expect(cache.get("/form")).toBeUndefined();
    // Random bytes hardly compress: each page costs about three times its length and its
    // bookkeeping (about 6 KB in all), and two do not fit.
    const noise = () => randomBytes(1000).toString("base64");
    await cache.fill("/1", async () => page(noise()));
    await cache.fill("/2", async () => page(noise()));
    expect(cache.get("/1")).toBeUndefined();
    expect(cache.get("/2")).toBeDefined();
  });

  it("counts the memory a page holds, each encoding in memory of its own size, and keeps at most MAX_PAGES", async () => {
    const cache = new PageCache(publicCache(), { maxBytes: 1 << 30, today: () => "2026-11-24" });
    // robots.txt's size: zlib's and brotli's output, and a small Buffer.from, are views of larger memory.
    const kept = await cache.fill("/robots.txt", async () => page("User-agent: *\nAllow: /\n".repeat(3)));
    for (const body of Object.values(kept!.bodies)) expect(body.buffer.byteLength).toBe(body.length);
    const bodies = Object.values(kept!.bodies).reduce((sum, body) => sum + body.length, 0);
    // Its bytes, its key and headers, and its objects.
    expect(cache.usage.bytes).toBeGreaterThan(bodies + 1000);

    for (let i = 0; i < MAX_PAGES + 10; i++) await cache.fill(`/robots.txt?${i}`, async () => page("User-agent: *"));
    expect(cache.usage.pages).toBe(MAX_PAGES);
    expect(cache.get("/robots.txt?0")).toBeUndefined();
  });

  it("keeps nothing while changes from other processes may be missed, and again once they arrive", async () => {
    const reads = inProcessPublicCache();
    const cache = new PageCache(reads.cache, { maxBytes: 1 << 20, today: () => "2026-11-24" });
    await cache.fill("/", async () => page("home", ["sliders"]));
    reads.lose("the listening connection did not answer");
    expect(cache.get("/")).toBeUndefined();
    expect(await cache.fill("/", async () => page("home, rendered meanwhile", ["sliders"]))).toBeDefined();
    expect(cache.get("/")).toBeUndefined();
    reads.restore();
    await cache.fill("/", async () => page("home, later", ["sliders"]));
    expect(cache.get("/")?.bodies.identity.toString()).toBe("home, later");
  });

  it("drops every page when the church's day changes", async () => {
    let today = "2026-11-24";
    const cache = new PageCache(publicCache(), { maxBytes: 1 << 20, today: () => today });
    await cache.fill("/events", async () => page("events"));
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 2000; // the date is looked at once a second
      today = "2026-11-25";
      expect(cache.get("/events")).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});
