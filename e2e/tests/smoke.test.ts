import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { describe, expect } from "vitest";
import { createEvent, dayFromToday, deletePaths, remove, signIn } from "../support/api.ts";
import { waitForHydration } from "../support/browser.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";

/** Unique per run, so finding it on the page proves it came through the API from this database. */
const eventTitle = `Harvest thanksgiving ${Date.now().toString(36)}`;

let token: string;
let eventId: number;

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  ({ id: eventId } = await createEvent(baseUrl, token, {
    title: eventTitle,
    description: "A service of thanks for the year's harvest.",
    ministry: "Men Ministry",
    date: dayFromToday(30),
    event_time: "10:00",
    venue: "Main sanctuary",
  }));
});

// Other files expect the site as they found it (Upload Event starts from 'No events found.'), whatever order the files run in.
test.afterAll(async () => {
  if (eventId !== undefined) await remove(baseUrl, token, deletePaths.event(eventId));
});

/**
 * Every inline script of `html` runs under `policy`: the policy names this response's nonce and
 * each script carries it, or (a page from the page cache) it names each script's SHA-256.
 * JSON-LD is a data block the browser never runs, so the CSP does not apply to it.
 */
function expectScriptsAdmitted(html: string, policy: string): void {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = ""]) => !/\ssrc=/.test(attributes) && !attributes.includes('type="application/ld+json"'),
  );
  expect(inline.length).toBeGreaterThan(0);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  for (const [, attributes = "", text = ""] of inline) {
    if (nonce) expect(attributes).toContain(`nonce="${nonce}"`);
    else expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
}

describe("production server", () => {
  test("answers the public events list as a JSON array", async () => {
    const response = await fetch(`${baseUrl}/api/view-events`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const events = (await response.json()) as unknown;
    expect(Array.isArray(events)).toBe(true);
    expect((events as Array<{ title: string }>).map((event) => event.title)).toContain(eventTitle);
  });

  // The home page is static content (its banner joins the API with the sliders): the events list
  // above is what proves the path from this database through the API.
  test("renders the home page on the server under a strict CSP", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>Lampstand[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Welcome to (<!-- -->)?Lampstand<\/h1>/);

    expectScriptsAdmitted(html, response.headers.get("content-security-policy") ?? "");

    // The next visitor gets it from the page cache: the same inline scripts, admitted by their
    // hashes, and no nonce anyone could have read off an earlier copy (ADR 017).
    const cached = await fetch(`${baseUrl}/`);
    const cachedHtml = await cached.text();
    const cachedPolicy = cached.headers.get("content-security-policy") ?? "";
    expect(cachedPolicy).not.toContain("'nonce-");
    expect(cachedHtml).not.toMatch(/\snonce=/);
    expectScriptsAdmitted(cachedHtml, cachedPolicy);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("serves hashed assets for a year and everything else for a day", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/css/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${baseUrl}${asset}`, { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);

    const favicon = await fetch(`${baseUrl}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  test("gzips pages for browsers that accept it, and only for them", async () => {
    const zipped = await fetch(`${baseUrl}/our-values`, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(await zipped.text()).toMatch(/<h1[^>]*>Our Values<\/h1>/);
    const plain = await fetch(`${baseUrl}/our-values`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toMatch(/<h1[^>]*>Our Values<\/h1>/);
  });

  test("shows the home page in Chromium without console errors or CSP violations", async ({ page, problems }) => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Welcome to Lampstand" }).isVisible()).toBe(true);
    await waitForHydration(page);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  test("has no accessibility violations on the home page (axe)", async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    // Proves axe really ran in the page (its script must get past the CSP like any other).
    expect(results.passes.length).toBeGreaterThan(0);
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
    expect(summary).toEqual([]);
  });

  test("answers an unknown path with a 404 page that leads back home", async ({ page, problems }) => {
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Page not found" }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/Page not found/);
    await waitForHydration(page);

    // A client-side navigation: React Router renders the home page in the browser.
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Welcome to Lampstand" }).isVisible()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    // Chromium reports the 404 document itself as a failed resource; nothing else may appear.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });

  test("answers HEAD for a page with headers and no body", async () => {
    const response = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' '(nonce|sha256)-/);
    expect(await response.text()).toBe("");
  });

  test("runs a page's scripts when the page comes from the page cache (scripts admitted by hash)", async ({ page, problems }) => {
    await fetch(`${baseUrl}/our-mission`); // the first view fills the cache
    const response = await page.goto(`${baseUrl}/our-mission`);
    expect(response?.status()).toBe(200);
    expect((await response?.allHeaders())?.["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // The router's state is made by the entry script and the inline context script: hydration proves both ran.
    await waitForHydration(page);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
});
