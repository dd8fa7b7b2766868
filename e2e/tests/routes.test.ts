import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { ChurchEvent, DeskPost } from "@lampstand/contract/entities";
import { PUBLIC_PAGES, type PublicPage } from "@lampstand/web/content/public-pages";
import { siteConfig } from "@lampstand/web/site-config";
import { apiUrl } from "../support/api.ts";
import { baseUrl, test } from "../support/fixtures.ts";
import {
  VIEWPORTS,
  axeViolations,
  clearProblems,
  htmlText,
  openWatchedTab,
  startTags,
  tagAttributes,
  visit,
  type ViewportName,
  type WatchedTab,
} from "../support/pages.ts";

/**
 * Every public page of the one page list (@lampstand/web/content/public-pages): served complete
 * without JavaScript, with its own title and sharing tags, then rendered in Chromium without a
 * console error and without an accessibility violation at desktop and phone width.
 */

type ServerPage = { status: number; html: string };
const served = new Map<string, ServerPage>();

async function serverHtml(path: string): Promise<ServerPage> {
  const cached = served.get(path);
  if (cached) return cached;
  // No JavaScript runs here: this is what a crawler or a visitor on a slow phone gets first.
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  const page = { status: response.status, html: await response.text() };
  served.set(path, page);
  return page;
}

function metaContent(html: string, key: "name" | "property", value: string): string | undefined {
  for (const tag of startTags(html, "meta")) {
    const attributes = tagAttributes(tag);
    if (attributes[key] === value) return attributes.content;
  }
  return undefined;
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => htmlText(match[1]!));
}

function titleOf(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return match ? htmlText(match[1]!) : undefined;
}

/** What went wrong on one page, in one of the ways it is checked. */
type Failure = { path: string; where: string; problem: string };

/**
 * Runs `check` on every page, each whatever the pages before it did, and fails once with every
 * failure listed by path: a broken layout shows on all the pages it breaks, in one run.
 */
async function crawl(label: string, check: (page: PublicPage) => Promise<void>, failures: Failure[]): Promise<number> {
  let checked = 0;
  for (const page of PUBLIC_PAGES) {
    try {
      await check(page);
    } catch (error) {
      failures.push({ path: page.path, where: label, problem: error instanceof Error ? error.message : String(error) });
    }
    checked += 1;
  }
  return checked;
}

const report = (failures: Failure[]) => failures.map(({ path, where, problem }) => `${path} (${where}): ${problem}`);

/** The server's HTML of one page: complete without JavaScript, with its own title and sharing tags. */
async function checkServerHtml({ path, heading, title, description }: PublicPage): Promise<void> {
  const { status, html } = await serverHtml(path);
  expect(status).toBe(200);
  expect(headingsOf(html)).toEqual([heading]);
  expect(titleOf(html)).toContain(title);
  expect(metaContent(html, "name", "description")).toBe(description);
  expect(metaContent(html, "property", "og:title")).toBe(titleOf(html));
  expect(metaContent(html, "property", "og:description")).toBe(description);
  expect(metaContent(html, "name", "twitter:card")).toMatch(/^summary/);
  // Shared links and search engines get the page's whole address.
  expect(metaContent(html, "property", "og:url")).toBe(`${baseUrl}${path}`);
  expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"/>`);
  // The frame is in the server HTML too: header menu, main, footer.
  expect(html).toContain('aria-label="Main"');
  expect(html).toMatch(/<main\b/);
  expect(html).toMatch(/<footer\b/);
}

/** The page in Chromium: hydrated, its one heading, no console error, page error or CSP violation, and axe-clean. */
async function checkInChromium(tab: WatchedTab, { path, heading }: PublicPage): Promise<void> {
  clearProblems(tab.problems);
  const status = await visit(tab.page, `${baseUrl}${path}`);
  expect(status).toBe(200);
  expect(await tab.page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual([heading]);
  expect(tab.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  expect(await axeViolations(tab.page)).toEqual([]);
}

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/**
 * The public face, crawled: every page of the list, first as the server sends it, then in
 * Chromium at each width. One tab per width for all the pages (a fresh context per page costs
 * seconds here); a wait that hangs gives up after 15 s, so a broken page costs the crawl little.
 */
describe("the public site, every page of the list", () => {
  test("is served complete, renders cleanly and passes axe at every width", { timeout: PUBLIC_PAGES.length * 20_000 }, async ({ browser }) => {
    const failures: Failure[] = [];
    const counts: Record<string, number> = {};
    counts["server HTML"] = await crawl("server HTML", checkServerHtml, failures);
    for (const viewport of VIEWPORT_NAMES) {
      const tab = await openWatchedTab(browser, { viewport: VIEWPORTS[viewport] });
      try {
        tab.page.setDefaultTimeout(15_000);
        counts[`Chromium at ${viewport} width`] = await crawl(`Chromium at ${viewport} width`, (page) => checkInChromium(tab, page), failures);
      } finally {
        await tab.close();
      }
    }
    expect(report(failures)).toEqual([]);
    // Every page was looked at in every way, none skipped.
    expect(counts).toEqual(Object.fromEntries(["server HTML", ...VIEWPORT_NAMES.map((viewport) => `Chromium at ${viewport} width`)].map((label) => [label, PUBLIC_PAGES.length])));
  });

  test("gives every page a title of its own", async () => {
    const titles = await Promise.all(PUBLIC_PAGES.map(async (page) => titleOf((await serverHtml(page.path)).html)));
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
  });

  test("opens every external link in a new tab without opener or referrer", async () => {
    const offenders: string[] = [];
    for (const page of PUBLIC_PAGES) {
      const { html } = await serverHtml(page.path);
      for (const tag of startTags(html, "a")) {
        const attributes = tagAttributes(tag);
        const href = attributes.href ?? "";
        if (!/^https?:\/\//i.test(href) || href.startsWith(baseUrl)) continue;
        const rel = (attributes.rel ?? "").split(/\s+/);
        if (attributes.target !== "_blank" || !rel.includes("noopener") || !rel.includes("noreferrer")) {
          offenders.push(`${page.path}: ${tag}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("search engines and sharing", () => {
  test("lists every public page, every newsletter and every event in /sitemap.xml", async () => {
    const [posts, events] = await Promise.all([
      fetch(apiUrl(baseUrl, API_PATHS.publicDesks)).then((response) => response.json() as Promise<DeskPost[]>),
      fetch(apiUrl(baseUrl, API_PATHS.viewEvents)).then((response) => response.json() as Promise<ChurchEvent[]>),
    ]);
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual(
      [...PUBLIC_PAGES.map((page) => page.path), ...posts.map((post) => `/pastor-desk/${post.id}`), ...events.map((event) => `/events/${event.id}`)].sort(),
    );
  });

  test("lets robots crawl the site but not /admin", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines.some((line) => /^Sitemap: https?:\/\/.+\/sitemap\.xml$/.test(line))).toBe(true);
  });

  test("describes the church as schema.org JSON-LD on the home page, and every other page as part of its site", async () => {
    const { html } = await serverHtml("/");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Church",
      name: siteConfig.name,
      telephone: siteConfig.phones.office,
      email: siteConfig.emails.general,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteConfig.address.street,
        addressLocality: siteConfig.address.city,
        postalCode: siteConfig.address.postalCode,
      },
    });
    expect(data.url).toBe(`${baseUrl}/`);
    expect(data.sameAs).toEqual(Object.values(siteConfig.social));

    // Issue 20 (ADR 030): the church's name is in the JSON-LD of every page.
    const { html: other } = await serverHtml("/our-values");
    const otherBlocks = [...other.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(otherBlocks).toHaveLength(1);
    expect(JSON.parse(otherBlocks[0]![1]!)).toMatchObject({
      "@type": "WebPage",
      url: `${baseUrl}/our-values`,
      isPartOf: { "@type": "WebSite", name: siteConfig.name, url: `${baseUrl}/` },
    });
  });
});

describe("routing", () => {
  test("answers a page with a trailing slash too", async () => {
    const response = await fetch(`${baseUrl}/our-values/`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(headingsOf(await response.text())).toEqual(["Our Values"]);
  });

  // The header links /events/all/ and /pastor-desk/ with trailing slashes (SPEC §2.1).
  test.each([
    ["/events/all/", "All Events"],
    ["/pastor-desk/", "Pastor's Desk"],
  ])("serves %s with its trailing slash", async (path, heading) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headingsOf(html)).toEqual([heading]);
    expect(html).toContain('aria-label="Main"');
    expect(html).toMatch(/<footer\b/);
  });

  test.each([`/no-such-page-${Date.now()}`, "/no/such/page", "/pastor-desk/1/more"])("shows the not-found page for %s with status 404 inside the frame", async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(headingsOf(html)).toEqual(["Page not found"]);
    expect(titleOf(html)).toMatch(/Page not found/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toMatch(/<footer\b/);
  });
});

describe.each(VIEWPORT_NAMES)("in Chromium at %s width", (viewport) => {
  test("shows the not-found page inside the frame, accessibly", async ({ newTab, problems }) => {
    const { page } = await newTab({ viewport: VIEWPORTS[viewport] });
    const status = await visit(page, `${baseUrl}/no-such-page`);
    expect(status).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Page not found"]);
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    // Chromium reports the 404 document itself as a failed resource; nothing else may appear.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
