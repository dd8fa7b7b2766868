import { describe, expect } from "vitest";
import type { ChurchEvent, DeskPost } from "@lampstand/contract/entities";
import { PAGE_SIZES } from "@lampstand/contract/public-reads";
import { createEvent, createPost, deletePaths, remove, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, htmlText, startTags, tagAttributes } from "../support/pages.ts";

/**
 * A church with more than a page of newsletters and events (ADR 018): the lists come a page at a
 * time with plain links that work before JavaScript, a month shows only its own events, and a
 * post links to its neighbours. Everything created here is deleted again.
 */

const created = { posts: [] as DeskPost[], events: [] as ChurchEvent[] };
let token: string;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** 15 letters, a month apart, from January 2020 to March 2021: newest first they are 2021-03 … 2020-01. */
const POST_COUNT = 15;
/** More than a page of events, all in March 2031, and one in April. */
const MARCH_EVENTS = PAGE_SIZES.events + 2;

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  for (let index = 0; index < POST_COUNT; index++) {
    const fields = { title: `Letter ${index + 1}`, month: MONTHS[index % 12]!, year: String(2020 + Math.floor(index / 12)), message: `Grace and peace, letter ${index + 1}.` };
    created.posts.push(await createPost(baseUrl, token, fields));
  }
  for (let day = 1; day <= MARCH_EVENTS; day++) {
    const date = `2031-03-${String(day).padStart(2, "0")}`;
    created.events.push(await createEvent(baseUrl, token, { title: `March gathering ${day}`, description: "Together.", ministry: "Evangelism", date, event_time: "18:00", venue: "Hall" }));
  }
  created.events.push(await createEvent(baseUrl, token, { title: "April gathering", description: "Together.", ministry: "Evangelism", date: "2031-04-01", event_time: "18:00", venue: "Hall" }));
});

test.afterAll(async () => {
  for (const post of created.posts) await remove(baseUrl, token, deletePaths.post(post.id));
  for (const event of created.events) await remove(baseUrl, token, deletePaths.event(event.id));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

async function serverHtml(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(status);
  return response.text();
}

const links = (html: string) => startTags(html, "a").map(tagAttributes);
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the pastor's desk, a page at a time", () => {
  test("shows the newest twelve, three of them recent, and links to the older ones with a plain ?page= link", async () => {
    const html = mainOf(await serverHtml("/pastor-desk"));
    const titles = [...htmlText(html).matchAll(/Letter (\d+)/g)].map((match) => Number(match[1]));
    expect(titles).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(htmlText(html)).toContain("Page 1 of 2");
    expect(links(html).find((link) => link.rel === "next")?.href).toBe("/pastor-desk?page=2");
    expect(links(html).some((link) => link.rel === "prev")).toBe(false);
  });

  test("without JavaScript, the visitor walks to the older page and back", async ({ open }) => {
    const page = await open("/pastor-desk", { javaScriptEnabled: false });
    await page.getByRole("navigation", { name: "Newsletter pages" }).getByRole("link", { name: "Older newsletters" }).click();
    await page.waitForURL(/\/pastor-desk\?page=2$/);
    expect(await page.getByRole("heading", { name: "RECENT NEWSLETTERS" }).count()).toBe(0);
    const past = page.getByRole("region", { name: "PAST NEWSLETTERS" });
    expect(await past.getByRole("listitem").count()).toBe(3);
    await expect.poll(() => past.textContent()).toMatch(/Letter 3[\s\S]*Letter 2[\s\S]*Letter 1/);
    await page.getByRole("link", { name: "Newer newsletters" }).click();
    await page.waitForURL(/\/pastor-desk$/);
  });

  test("with JavaScript, the page links navigate in the app, and the pages pass axe", async ({ open }) => {
    const page = await open("/pastor-desk?page=2");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Newer newsletters" }).click();
    await page.waitForURL(/\/pastor-desk$/);
    await expect.poll(() => page.getByRole("heading", { name: "RECENT NEWSLETTERS" }).count()).toBe(1);
  });

  test("a page past the last one is a 404 that leads back to the first", async () => {
    const html = mainOf(await serverHtml("/pastor-desk?page=40", 404));
    expect(htmlText(html)).toContain("There is no such page of newsletters");
    expect(links(html).some((link) => link.href === "/pastor-desk")).toBe(true);
  });

  test("a letter links to the one just newer and the one just older", async ({ open }) => {
    const middle = created.posts[7]!;
    const page = await open(`/pastor-desk/${middle.id}`, { javaScriptEnabled: false });
    const neighbours = page.getByRole("navigation", { name: "Newer and older newsletters" });
    await neighbours.getByRole("link", { name: /Older newsletter/ }).click();
    await page.waitForURL(new RegExp(`/pastor-desk/${created.posts[6]!.id}$`));
    await page.getByRole("navigation", { name: "Newer and older newsletters" }).getByRole("link", { name: /Newer newsletter/ }).click();
    await page.waitForURL(new RegExp(`/pastor-desk/${middle.id}$`));
    const newest = htmlText(mainOf(await serverHtml(`/pastor-desk/${created.posts.at(-1)!.id}`)));
    expect(newest).toContain("Older newsletter");
    expect(newest).not.toContain("Newer newsletter");
  });
});

describe("events, bounded", () => {
  test("a month's page holds that month's events and no others", async () => {
    const html = mainOf(await serverHtml("/events?month=2031-03"));
    const eventLinks = new Set(links(html).map((link) => link.href).filter((href) => /^\/events\/\d+$/.test(href ?? "")));
    expect(eventLinks).toEqual(new Set(created.events.slice(0, MARCH_EVENTS).map((event) => `/events/${event.id}`)));
  });

  test("all events come a page at a time, the next page by a plain link, each event once", async ({ open }) => {
    const first = mainOf(await serverHtml("/events/all"));
    expect(htmlText(first)).toMatch(/Page 1 of \d+/);
    const page = await open("/events/all", { javaScriptEnabled: false });
    const seen = new Set<string>();
    for (;;) {
      const hrefs = await page.locator("main a[href^='/events/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
      for (const href of hrefs.filter((href) => /^\/events\/\d+$/.test(href))) {
        expect(seen.has(href), href).toBe(false);
        seen.add(href);
      }
      const more = page.getByRole("link", { name: "More events" });
      if ((await more.count()) === 0) break;
      await more.click();
      await page.waitForLoadState("domcontentloaded");
    }
    for (const event of created.events) expect(seen.has(`/events/${event.id}`), event.title).toBe(true);
  });

  test("an event's page and its calendar file come from that event alone", async () => {
    const event = created.events.at(-1)!;
    expect(htmlText(mainOf(await serverHtml(`/events/${event.id}`)))).toContain("April gathering");
    const ics = await fetch(`${baseUrl}/events/${event.id}/event.ics`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain("SUMMARY:April gathering");
    expect((await fetch(`${baseUrl}/events/${event.id + 100000}/event.ics`)).status).toBe(404);
  });
});
