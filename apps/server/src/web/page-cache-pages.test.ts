import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { ServerBuild } from "react-router";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";
import { startWebSources, type WebSources } from "../test-support/web-sources.ts";

/**
 * The page cache (ADR 017) with the real web app rendered from its sources: a public page is
 * rendered once and then sent from memory, under a policy that admits its inline scripts by
 * hash; the next request after a staff edit shows the edit; pages for one visitor are never kept.
 */
let sources: WebSources;
let renders = 0;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  sources = await startWebSources();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sources?.close();
});

/** The web app's build, counting every page render (each render asks for the build once). */
const countedBuild = (): Promise<ServerBuild> => {
  renders++;
  return sources.build();
};

async function startSite(): Promise<{ app: ZodApp; testDb: TestDatabase; auth: Record<string, string> }> {
  const testDb = await createTestDatabase();
  const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), testDb.database, {
    web: { build: countedBuild },
    logger: false,
  });
  cleanups.push(() => testDb.drop(), () => app.close());
  await app.ready();
  const { token } = await signUpAndLogIn(app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  return { app, testDb, auth: { authorization: `Bearer ${token}` } };
}

const nextYear = new Date().getUTCFullYear() + 1;
const EVENT_MONTH = `/events?month=${nextYear}-06`;

async function addEvent(app: ZodApp, auth: Record<string, string>, title: string): Promise<void> {
  const form = multipart({ title, description: "Songs and food.", ministry: "Youth Ministry", date: `${nextYear}-06-05`, event_time: "07:30 PM", venue: "Hall" });
  const response = await app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(201);
}

/** Inline script texts of an HTML page, as the browser hashes them. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes ?? "")).map(([, , text]) => text ?? "");

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function scriptSources(response: LightMyRequestResponse): string[] {
  const policy = String(response.headers["content-security-policy"]);
  return /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

describe("public pages from the page cache", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });

  it("renders a page once, then sends it from memory to every visitor", async () => {
    const first = await site.app.inject({ url: "/our-values" });
    const before = renders;
    const again = await site.app.inject({ url: "/our-values", headers: { "user-agent": "another visitor" } });
    expect(renders).toBe(before);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("<h1");
    expect(again.body).toBe(first.body);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("admits exactly the page's inline scripts by hash, with no nonce a visitor could read and reuse", async () => {
    await site.app.inject({ url: "/" });
    const cached = await site.app.inject({ url: "/" });
    const scripts = inlineScripts(cached.body);
    expect(scripts.length).toBeGreaterThan(0);
    expect(cached.body).not.toMatch(/\snonce=/);
    const allowed = scriptSources(cached);
    expect(allowed.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(allowed.sort()).toEqual(["'self'", ...new Set(scripts.map(sha256))].sort());
    expect(String(cached.headers["content-security-policy"])).not.toMatch(/'nonce-|'unsafe-inline'[^;]*;script-src-attr/);
  });

  it("sends brotli or gzip as the browser accepts, and 304 when the browser holds the page", async () => {
    const plain = await site.app.inject({ url: "/our-beliefs" });
    const br = await site.app.inject({ url: "/our-beliefs", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await site.app.inject({ url: "/our-beliefs", headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const etag = String(br.headers.etag);
    expect(etag).toBe(plain.headers.etag);
    const revalidated = await site.app.inject({ url: "/our-beliefs", headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("shows a change of the church's settings on the next view of every kept page: header, title, JSON-LD, footer", async () => {
    const { app, auth } = site;
    const paths = ["/our-values", "/contact", "/"];
    for (const path of paths) await app.inject({ url: path });
    const current = (await app.inject({ url: "/api/settings" })).json() as Record<string, unknown> & { version: number };
    const { logo: _logo, updated_at: _updatedAt, ...editable } = current;
    const saved = await app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: auth,
      payload: { ...editable, name: "Bethel Chapel", serviceTimes: [{ day: "Wednesday", time: "18:45", name: "Midweek Prayer" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const path of paths) {
      const page = (await app.inject({ url: path })).body;
      expect(page).toMatch(/<title>[^<]*Bethel Chapel[^<]*<\/title>/);
      expect(page).toMatch(/<script type="application\/ld\+json">[^<]*"name":"Bethel Chapel"/);
      expect(page).toContain(">Bethel Chapel</span>");
      expect(page).not.toContain(">Lampstand</span>");
    }
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const head = await site.app.inject({ method: "HEAD", url: "/our-mission" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(head.body).toBe("");
  });

  it("shows a staff edit on the very next request, and keeps the pages the edit did not touch", async () => {
    const { app, auth } = site;
    expect((await app.inject({ url: EVENT_MONTH })).body).not.toContain("Harvest supper");
    await app.inject({ url: "/our-values" });
    const rendersBefore = renders;

    await addEvent(app, auth, "Harvest supper");
    expect((await app.inject({ url: EVENT_MONTH })).body).toContain("Harvest supper");
    await app.inject({ url: "/our-values" });
    expect(renders).toBe(rendersBefore + 1); // the calendar again; the values page is still kept

    const slider = multipart({ overlayText: "Welcome home" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg() });
    await app.inject({ url: "/" });
    expect((await app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...auth, ...slider.headers }, payload: slider.payload })).statusCode).toBe(201);
    expect((await app.inject({ url: "/" })).body).toContain("Welcome home");

    const post = multipart({ title: "Walking in the light", month: "March", year: "2026", message: "Beloved,\n\nGrace and peace." });
    await app.inject({ url: "/pastor-desk" });
    expect((await app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...auth, ...post.headers }, payload: post.payload })).statusCode).toBe(201);
    expect((await app.inject({ url: "/pastor-desk" })).body).toContain("Walking in the light");
  });

  it("keeps a page once whatever made-up query string it is asked with, and hands it only the parameters pages read", async () => {
    const { app } = site;
    const plain = await app.inject({ url: "/our-priorities" });
    const before = renders;
    for (const junk of ["?utm_source=newsletter", `?${"x".repeat(3000)}=${"y".repeat(3000)}`, "?month=1999-99&page=0&expired=yes"]) {
      const again = await app.inject({ url: `/our-priorities${junk}` });
      expect(again.body, junk.slice(0, 40)).toBe(plain.body);
    }
    expect(renders).toBe(before);

    // A page's own parameter still reaches it, whatever else the address says; the rest do not make pages of their own.
    const june = await app.inject({ url: `/events?utm_source=x&month=${nextYear}-06&month=1999-01` });
    expect(june.body).toContain(`June ${nextYear}`);
    const rendersAfterJune = renders;
    expect((await app.inject({ url: `/events?month=${nextYear}-06&fbclid=abc` })).body).toBe(june.body);
    expect(renders).toBe(rendersAfterJune);

    // React Router's data requests keep their own parameter, the routes whose loaders to run:
    // here the calendar's alone, without the root's (which says where the API is).
    const data = await app.inject({ url: `/events.data?month=${nextYear}-06&_routes=routes%2Fsite%2Fevents&junk=1` });
    expect(data.statusCode, data.body.slice(0, 200)).toBe(200);
    expect(data.body).toContain(`"routes/site/events"`);
    expect(data.body).toContain(`"year",${nextYear},6`);
    expect(data.body).not.toContain(`"apiBase"`);

    // And so does its route manifest, asked for as the browser finds the routes of a link.
    const { version } = (await sources.build()).assets;
    const manifest = await app.inject({ url: `/__manifest?paths=%2Fevents&version=${version}` });
    expect(manifest.statusCode).toBe(200);
    expect(Object.keys(manifest.json<Record<string, unknown>>())).toContain("routes/site/events");
  });

  it("renders a visitor form for each visit (its spam trap holds the time it was drawn)", async () => {
    for (const url of ["/prayer-request", "/contact"]) {
      await site.app.inject({ url });
      const before = renders;
      const again = await site.app.inject({ url });
      expect(renders, url).toBe(before + 1);
      expect(again.headers["cache-control"], url).toMatch(/private/);
      expect(again.headers["content-security-policy"], url).toMatch(/'nonce-/);
    }
  });

  it("keeps no error page, and no page for a request other than GET", async () => {
    await site.app.inject({ url: "/no-such-page" });
    const before = renders;
    const missing = await site.app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(renders).toBe(before + 1);
  });
});
