import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteConfig } from "@lampstand/web/site-config";
import { baseUrl, test } from "../support/fixtures.ts";
import { clearProblems, htmlText, openWatchedTab, visit, type WatchedTab } from "../support/pages.ts";

/**
 * The ministries and resources pages (SPEC §2.4 last bullets, §2.5, §9). What a page must say and
 * link to is checked in the HTML the server sends, in a browser with JavaScript turned off; the
 * accordions, which need JavaScript, are then clicked through in Chromium.
 */

/** JavaScript off: every query below sees the server's HTML and nothing the client added. */
let serverOnly: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  serverOnly = await browser.newContext({ javaScriptEnabled: false });
  page = await serverOnly.newPage();
});

async function open(path: string): Promise<Locator> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return page.locator("main");
}

/** The text a reader sees in the server HTML of a page. */
async function serverText(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const body = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return htmlText(body);
}

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
}

const MINISTRY_PATHS = ["/women-ministry", "/men-ministry", "/choir-ministry", "/youth-ministry", "/children-ministry"];

describe("ministries, in the server HTML", () => {
  test("lists the five ministries on the index, each linking to its page", async () => {
    const main = await open("/ministries");
    expect(await hrefs(main.getByRole("list", { name: "Ministries" }).getByRole("link"))).toEqual(MINISTRY_PATHS);
    for (const title of ["Women Ministry", "Men Ministry", "Choir (Music) Ministry", "Youth Ministry", "Children Ministry"]) {
      expect(await main.getByRole("link", { name: title, exact: true }).count()).toBe(1);
    }
  });

  test.each(MINISTRY_PATHS)("%s has a vision, a mission and a button to /events", async (path) => {
    const main = await open(path);
    for (const heading of ["Our Vision", "Our Mission"]) {
      const section = main.locator("article", { has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
      expect(await section.count()).toBe(1);
      expect((await section.innerText()).length).toBeGreaterThan(heading.length + 60);
    }
    expect(await main.getByRole("heading", { level: 2, name: "What we do" }).count()).toBe(1);
    expect(await main.locator('a[href="/events"]').count()).toBeGreaterThanOrEqual(1);
    expect(await main.getByRole("img").first().getAttribute("alt")).toMatch(/\S{10,}/);
  });

  test("offers a Donate button on the children ministry page only", async () => {
    const children = await open("/children-ministry");
    expect(await children.getByRole("link", { name: "Donate" }).getAttribute("href")).toBe("/donate");
    for (const path of MINISTRY_PATHS.filter((candidate) => candidate !== "/children-ministry")) {
      const main = await open(path);
      expect(await main.locator('a[href="/donate"]').count()).toBe(0);
    }
  });

  test("lets people join the choir through the messaging app, in a new tab without opener or referrer", async () => {
    const main = await open("/choir-ministry");
    const join = main.getByRole("link", { name: /Join the choir on WhatsApp/ });
    expect(await join.getAttribute("href")).toBe(siteConfig.links.messagingApp);
    expect(await join.getAttribute("target")).toBe("_blank");
    expect((await join.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
    expect(await join.innerText()).not.toBe("");
  });
});

describe("resources, in the server HTML", () => {
  test("shows five cards on the hub: three pages, the video channel in a new tab, and the reporting portal as coming soon", async () => {
    const main = await open("/resources");
    const cards = main.getByRole("list", { name: "Resources" }).getByRole("listitem");
    expect(await cards.count()).toBe(5);
    const links = main.getByRole("list", { name: "Resources" }).getByRole("link");
    expect(await hrefs(links)).toEqual(["/key-resources", "/ministries", "/pastor-desk", siteConfig.social.youtube]);

    const video = links.nth(3);
    expect(await video.getAttribute("target")).toBe("_blank");
    expect((await video.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

    const portal = cards.filter({ hasText: "Pastors' Reporting Portal" });
    expect(await portal.count()).toBe(1);
    expect(await portal.getByRole("link").count()).toBe(0);
    expect(await portal.innerText()).toMatch(/coming soon/i);
  });

  test("links exactly the seven key resources", async () => {
    const main = await open("/key-resources");
    const list = main.getByRole("list", { name: "Key resources" });
    expect(await list.getByRole("listitem").count()).toBe(7);
    expect(await hrefs(list.getByRole("link"))).toEqual([
      "/open-heaven",
      "/prayer-point",
      "/sunday-school",
      "/home-fellowship",
      "/baptismal",
      "/prayer-request",
      "/operation-andrew",
    ]);
  });

  test("gives the Open Heavens prices and terms of SPEC §9, and takes orders by e-mail or phone only", async () => {
    const text = await serverText("/open-heaven");
    expect(text).toContain("13 dollars");
    expect(text).toContain("15 dollars");
    expect(text).toContain("50 copies or more");
    expect(text).toContain("Fewer than 50 copies");
    expect(text).toContain("Orders begin mid-December");
    expect(text).toContain("not sold to individuals");
    expect(text).toMatch(/no online ordering and no card payment/);

    const main = await open("/open-heaven");
    expect(await main.locator(`a[href^="mailto:${siteConfig.emails.general}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="tel:${siteConfig.phones.office.replace(/[^\d+]/g, "")}"]`).count()).toBe(1);
    expect(await main.locator("form, input").count()).toBe(0);
  });

  test("prices the Sunday school manuals as SPEC §9 says, with the youth manual on offer", async () => {
    const main = await open("/sunday-school");
    const rows = main.locator("table tbody tr");
    const prices = await rows.evaluateAll((elements) =>
      elements.map((row) => [row.querySelector("th span")?.textContent ?? "", row.querySelector("td")?.textContent ?? ""]),
    );
    expect(prices).toEqual([
      ["Sunday School Students' Manual", "1200 naira"],
      ["Sunday School Teachers' Manual", "1200 naira"],
      ["House Fellowship Manual", "1000 naira"],
      ["Order of Service Manual", "500 naira"],
      ["Youth Sunday School Manual", "12 dollars"],
    ]);
    const offer = main.locator("section", { has: page.getByRole("heading", { name: /Youth Sunday School Manual/ }) });
    expect(await offer.innerText()).toContain("12 dollars");
  });

  test("prices the one home fellowship manual", async () => {
    const main = await open("/home-fellowship");
    const rows = main.locator("table tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.innerText()).toMatch(/House Fellowship Manual[\s\S]*1000 naira/);
  });

  test("lists the fifteen baptismal lessons, with an honest download button that does nothing yet", async () => {
    const main = await open("/baptismal");
    const lessons = main.locator("section", { has: page.getByRole("heading", { name: "The 15 lessons" }) }).locator("ol > li");
    expect(await lessons.count()).toBe(15);
    for (const lesson of await lessons.all()) expect((await lesson.innerText()).trim().length).toBeGreaterThan(30);
    await expectUnavailableDownload(main, "Download manual");
  });

  test("gives the thirty days of the November 2025 fast, with an honest download button", async () => {
    const main = await open("/prayer-point");
    const days = main.locator("section", { has: page.getByRole("heading", { name: "The 30 days" }) }).locator("ol > li");
    expect(await days.count()).toBe(30);
    const texts = await days.allInnerTexts();
    texts.forEach((text, index) => {
      expect(text).toContain(`Day ${index + 1}`);
      expect(text).toContain(`${index + 1} November 2025`);
      expect(text).toMatch(/\d+:\d+/); // a scripture reference
    });
    const text = await serverText("/prayer-point");
    expect(text).toContain("Saturday 1 November 2025");
    expect(text).toContain("Sunday 30 November 2025");
    await expectUnavailableDownload(main, "Download The 2025 Prayer Guide");
  });

  test("explains Operation Andrew: seven names on a card, two cards for each attendee", async () => {
    const main = await open("/operation-andrew");
    const figures = await main.locator("dl").innerText();
    expect(figures).toMatch(/Names on each card\s*7/);
    expect(figures).toMatch(/Cards for each attendee\s*2/);
    expect(await main.getByRole("img", { name: /seven numbered blank lines/ }).count()).toBe(1);
    expect(await main.getByRole("heading", { level: 2, name: "How to use your cards" }).count()).toBe(1);
  });
});

/** A real button, not a link, marked unavailable and described by a note saying the download comes later. */
async function expectUnavailableDownload(main: Locator, name: string): Promise<void> {
  const button = main.getByRole("button", { name, exact: true });
  expect(await button.count()).toBe(1);
  expect(await button.getAttribute("type")).toBe("button");
  expect(await button.getAttribute("aria-disabled")).toBe("true");
  const noteId = await button.getAttribute("aria-describedby");
  expect(noteId).toBeTruthy();
  expect(await main.locator(`[id="${noteId}"]`).innerText()).toMatch(/will be available soon/);
  expect(await main.getByRole("link", { name }).count()).toBe(0);
}

describe("ordering accordions in Chromium", () => {
  let tab: WatchedTab;

  test.beforeAll(async ({ browser }) => {
    tab = await openWatchedTab(browser, { viewport: { width: 390, height: 844 } });
  });

  test.afterAll(async () => {
    await tab?.close();
  });

  test.each(["/sunday-school", "/home-fellowship"])("%s opens one section at a time, and the open one closes on a click", async (path) => {
    clearProblems(tab.problems);
    expect(await visit(tab.page, `${baseUrl}${path}`)).toBe(200);
    const names = ["Pricing", "How to Order", "Contact Us"];
    const button = (name: string) => tab.page.getByRole("button", { name, exact: true });
    const expanded = () => Promise.all(names.map(async (name) => (await button(name).getAttribute("aria-expanded")) === "true"));
    const panel = (name: string) => tab.page.getByRole("region", { name, exact: true });

    // Pricing starts open, so the prices are the first thing a reader sees.
    expect(await expanded()).toEqual([true, false, false]);
    expect(await panel("Pricing").isVisible()).toBe(true);

    await button("How to Order").click();
    await expect.poll(expanded).toEqual([false, true, false]);
    expect(await panel("How to Order").isVisible()).toBe(true);
    expect(await panel("Pricing").isVisible()).toBe(false);

    await button("Contact Us").click();
    await expect.poll(expanded).toEqual([false, false, true]);
    const contact = panel("Contact Us");
    expect(await contact.locator(`a[href^="mailto:${siteConfig.emails.general}"]`).isVisible()).toBe(true);
    expect(await contact.locator('a[href^="tel:"]').isVisible()).toBe(true);

    // Clicking the open section closes it: nothing is left open.
    await button("Contact Us").click();
    await expect.poll(expanded).toEqual([false, false, false]);
    expect(await contact.isVisible()).toBe(false);

    // The keyboard works the same way.
    await button("Pricing").focus();
    await tab.page.keyboard.press("Enter");
    await expect.poll(expanded).toEqual([true, false, false]);

    expect(tab.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
});
