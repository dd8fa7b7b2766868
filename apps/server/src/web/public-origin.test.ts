import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";
import { startWebSources, type WebSources } from "../test-support/web-sources.ts";

/**
 * Where absolute links (canonical, og:url, sitemap, robots.txt, RSS, iCalendar) get the site's
 * address from, rendered by the real web app from its sources: PUBLIC_URL alone when it is set;
 * otherwise the Host header, never a forwarding header: TRUST_PROXY needs PUBLIC_URL, so a
 * forwarded host can never reach an answer a CDN keeps. A Host that is not a host answers 400, never 500.
 */
const PUBLIC_URL = "https://church.example.org";
const PROXY = "10.0.0.2";

/** Everything a client can write to steer the address: the Host header and every forwarding header. */
const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil-forwarded.example",
  "x-forwarded-proto": "http",
  forwarded: "for=192.0.2.1;host=evil-forwarded.example;proto=http",
};

/** The absolute links each answer must carry (`<origin>` stands for the expected origin). */
const ABSOLUTE_LINKS: Array<[string, RegExp[]]> = [
  ["/our-values", [/<link rel="canonical" href="<origin>\/our-values"/, /<meta property="og:url" content="<origin>\/our-values"/]],
  ["/robots.txt", [/Sitemap: <origin>\/sitemap\.xml/]],
  ["/sitemap.xml", [/<loc><origin>\/<\/loc>/, /<loc><origin>\/pastor-desk\/\d+<\/loc>/]],
  ["/pastor-desk/rss.xml", [/<link><origin>\/pastor-desk<\/link>/, /<link><origin>\/pastor-desk\/\d+<\/link>/]],
  ["/events.ics", [/URL:<origin>\/events\/\d+/]],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const withOrigin = (pattern: RegExp, origin: string) => new RegExp(pattern.source.replaceAll("<origin>", escapeRegExp(origin)));

function expectLinksTo(response: LightMyRequestResponse, url: string, patterns: RegExp[], origin: string): void {
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  for (const pattern of patterns) expect(response.body, url).toMatch(withOrigin(pattern, origin));
  expect(response.body, url).not.toMatch(/evil/);
}

let sources: WebSources;
const opened: Array<{ app: ZodApp; testDb: TestDatabase }> = [];

beforeAll(async () => {
  sources = await startWebSources();
});

afterAll(async () => {
  for (const { app, testDb } of opened) {
    await app.close();
    await testDb.drop();
  }
  await sources?.close();
});

/** The whole server with its pages, on a fresh database holding one newsletter and one upcoming event. */
async function startSite(env: Record<string, string>): Promise<ZodApp> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const testDb = await createTestDatabase();
  const app = await buildApp(config, testDb.database, { web: { build: sources.build }, logger: false });
  opened.push({ app, testDb });
  await app.ready();
  const { token } = await signUpAndLogIn(app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  const auth = { authorization: `Bearer ${token}` };
  const post = multipart({ title: "Walking in the light", month: "March", year: "2026", message: "Beloved,\n\nGrace and peace." });
  expect((await app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...auth, ...post.headers }, payload: post.payload })).statusCode).toBe(201);
  const nextYear = new Date().getUTCFullYear() + 1;
  const event = multipart({
    title: "Youth night",
    description: "Songs and food.",
    ministry: "Youth Ministry",
    date: `${nextYear}-06-05`,
    event_time: "07:30 PM",
    venue: "Main sanctuary",
  });
  expect((await app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...event.headers }, payload: event.payload })).statusCode).toBe(201);
  return app;
}

const MALFORMED_HOSTS = ["exa mple.com", "[::1", "a:b:c", "example.org/path", "user@example.org", "example.org:99999"];

describe("with PUBLIC_URL, behind a proxy (TRUST_PROXY=1)", () => {
  let app: ZodApp;
  beforeAll(async () => {
    app = await startSite({ PUBLIC_URL, TRUST_PROXY: "1" });
  });

  it.each(ABSOLUTE_LINKS)("%s links to PUBLIC_URL only, whatever Host and forwarding headers say", async (url, patterns) => {
    const plain = await app.inject({ url });
    expectLinksTo(plain, url, patterns, PUBLIC_URL);
    const forged = await app.inject({ url, remoteAddress: PROXY, headers: FORGED });
    expectLinksTo(forged, url, patterns, PUBLIC_URL);
  });

  it.each(MALFORMED_HOSTS)("answers a malformed Host %j with 400 and a plain message, not 500", async (host) => {
    const response = await app.inject({ url: "/robots.txt", headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/Host/);
  });

  it("answers a malformed X-Forwarded-Host from the proxy with 400 too", async () => {
    const response = await app.inject({ url: "/our-values", remoteAddress: PROXY, headers: { "x-forwarded-host": "exa mple.com" } });
    expect(response.statusCode).toBe(400);
  });
});

describe("without PUBLIC_URL or TRUST_PROXY", () => {
  let app: ZodApp;
  beforeAll(async () => {
    app = await startSite({});
  });

  it.each(ABSOLUTE_LINKS)("%s links to the Host the page was asked for, ignoring forwarding headers", async (url, patterns) => {
    const response = await app.inject({ url, headers: { ...FORGED, host: "www.church.example:8080" } });
    expectLinksTo(response, url, patterns, "http://www.church.example:8080");
  });

  it.each(MALFORMED_HOSTS)("answers a malformed Host %j with 400, not 500", async (host) => {
    const response = await app.inject({ url: "/our-values", headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("answers 400 over a real connection too, to an empty Host among others", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    for (const host of ["", ...MALFORMED_HOSTS]) {
      const statusLine = await rawRequest(port, `GET /our-values HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusLine, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /);
    }
  });
});

/** The status line of the answer to a request written byte for byte, as no HTTP client would. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

describe("TRUST_PROXY without PUBLIC_URL", () => {
  it("is refused at start, naming both: links would follow X-Forwarded-Host into answers a CDN keeps", () => {
    for (const trustProxy of ["1", PROXY]) {
      expect(() => loadConfig({ TRUST_PROXY: trustProxy })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: trustProxy })).toThrow(/TRUST_PROXY is set but PUBLIC_URL is not/);
    }
  });
});

describe("every configuration the server accepts", () => {
  const CACHEABLE = ["/robots.txt", "/sitemap.xml", "/pastor-desk/rss.xml", "/events.ics", "/our-values"];
  const accepted: Array<Record<string, string>> = [{}, { PUBLIC_URL }, { PUBLIC_URL, TRUST_PROXY: "1" }, { PUBLIC_URL, TRUST_PROXY: PROXY }];

  it.each(accepted)("%j: no answer a cache may keep names a forwarded host, from the proxy or from anyone", async (env) => {
    const app = await startSite(env);
    for (const url of CACHEABLE) {
      for (const remoteAddress of [PROXY, "192.0.2.50"]) {
        const response = await app.inject({ url, remoteAddress, headers: { host: "www.church.example", "x-forwarded-host": "evil.example", forwarded: "host=evil.example" } });
        expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.body, url).not.toContain("evil.example");
      }
    }
  });
});
