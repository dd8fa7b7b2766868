import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { ChurchEvent, DeskPost, Slider } from "@lampstand/contract/entities";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { siteConfig } from "@lampstand/web/site-config";
import {
  apiUrl,
  createEvent,
  createPost,
  createSlider,
  deletePaths,
  listContactMessages,
  listHeldContactMessages,
  listPrayerRequests,
  remove,
  signIn,
  type Picture,
} from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, htmlText, startTags, tagAttributes } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * What staff publish, live on the public site (SPEC §2.3, §2.6–2.8): sliders, newsletters and
 * events created through the real API appear in the server's HTML and in Chromium; the visitor
 * forms store what they send, with JavaScript and without. Everything this file creates it
 * deletes again, so the other files see the site as they expect it.
 */

const created = { sliders: [] as Slider[], posts: [] as DeskPost[], events: [] as ChurchEvent[] };
let token: string;
let pictures: Picture[];

/** This month in the church's time zone, and a day of it. */
const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone, year: "numeric", month: "2-digit" }).format(new Date());
const dayOfThisMonth = (day: number) => `${thisMonth}-${String(day).padStart(2, "0")}`;

const LONG_MESSAGE = `Walking in the Light\n\n${"Grace and peace to you in the name of our Lord Jesus Christ. ".repeat(4)}\n\nJohn 8:12\n\n"I am the light of the world."\n\n<img src=x onerror=alert(1)> stays text.\n\nGod bless you,\nPastor Samuel`;

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  pictures = await Promise.all([
    drawPicture(browser, { width: 1920, height: 900, from: "#1e1b4b", to: "#f59e0b" }),
    drawPicture(browser, { width: 1920, height: 900, from: "#065f46", to: "#a5b4fc" }),
    drawPicture(browser, { width: 1600, height: 1000, from: "#7c2d12", to: "#fde68a" }),
  ]);
  created.sliders.push(
    await createSlider(baseUrl, token, { overlayText: "Harvest Sunday", bibleVerse: "Psalm 126:5", alt: "Church members carrying baskets of fruit to the altar." }, pictures[0]!),
    await createSlider(baseUrl, token, { overlayText: "Youth Week" }, pictures[1]!),
  );
  // Added out of order; the list shows them newest first by year and month.
  for (const [month, year, title, withPicture] of [
    ["Jan", "2026", "A new year of grace", true],
    ["11", "2025", "Thanksgiving", false],
    ["March", "2026", "Walking in the light", true],
    ["feb.", "2026", "Love one another", false],
    ["Whenever", "2026", "Undated word", false],
  ] as const) {
    created.posts.push(await createPost(baseUrl, token, { title, month, year, message: LONG_MESSAGE }, withPicture ? pictures[2] : undefined));
  }
  created.events.push(
    await createEvent(baseUrl, token, { title: "Harvest Thanksgiving", description: "Songs and testimonies.\nA meal follows.", ministry: "Music Ministry", date: dayOfThisMonth(12), event_time: "19:30", venue: "Main Sanctuary" }, pictures[2]),
    await createEvent(baseUrl, token, { title: "Youth Vigil", description: "A night of prayer.", ministry: "Youth Ministry", date: dayOfThisMonth(14), event_time: "07:30 PM", venue: "Youth Hall" }),
    await createEvent(baseUrl, token, { title: "Winter Retreat", description: "Three days away.", ministry: "Men Ministry", date: "2027-01-15", event_time: "19:30", venue: "Camp Bethel" }),
    await createEvent(baseUrl, token, { title: "Summer Picnic", description: "For all the family.", ministry: "Children Ministry", date: "2027-07-15", event_time: "10:00 AM", venue: "Memorial Park" }),
  );
});

test.afterAll(async () => {
  for (const slider of created.sliders) await remove(baseUrl, token, deletePaths.slider(slider.id));
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

function meta(html: string, key: "name" | "property", value: string): string | undefined {
  return startTags(html, "meta")
    .map(tagAttributes)
    .find((attributes) => attributes[key] === value)?.content;
}

/** The page's own content, without the header and footer. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const headings = (html: string, level: number) => [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "gi"))].map((match) => htmlText(match[1]!));

describe("the home banner (SPEC §2.3, §9)", () => {
  test("shows the sliders staff uploaded, each with its text alternative and narrower copies, the first preloaded", async () => {
    const html = await serverHtml("/");
    const images = startTags(html, "img").map(tagAttributes).filter((image) => image.src?.startsWith("/api/uploads/"));
    expect(images.map((image) => image.alt)).toEqual(["Church members carrying baskets of fruit to the altar.", "Youth Week"]);
    expect(images[0]!.src).toBe(`/api/${created.sliders[0]!.image}`);
    expect(images[0]!.srcset).toBe(`/api/${created.sliders[0]!.image}?w=480 480w, /api/${created.sliders[0]!.image}?w=960 960w, /api/${created.sliders[0]!.image} 1920w`);
    expect(images[0]!.loading).toBe("eager");
    expect(images[1]!.loading).toBe("lazy");
    const preload = startTags(html, "link").map(tagAttributes).find((link) => link.rel === "preload" && link.as === "image");
    expect(preload).toMatchObject({ imagesrcset: images[0]!.srcset, imagesizes: "100vw", fetchpriority: "high" });
    expect(htmlText(html)).toContain("Harvest Sunday");
    expect(htmlText(html)).toContain("Psalm 126:5");
  });

  test("turns in Chromium like the default banners did", async ({ open }) => {
    const page = await open("/");
    const carousel = page.getByRole("region", { name: "Welcome banners" });
    expect(await carousel.locator("[data-slide-id]").count()).toBe(2);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => carousel.locator("[data-current]").getAttribute("data-slide-id")).toBe(String(created.sliders[1]!.id));
  });

  test("on a phone, downloads no picture wider than it needs", async ({ newTab }) => {
    const { page } = await newTab({ viewport: VIEWPORTS.mobile, deviceScaleFactor: 1 });
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/uploads/")) uploads.push(new URL(request.url()).search);
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
    await page.goto(`${baseUrl}/pastor-desk`);
    await page.waitForLoadState("networkidle");
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.every((search) => search === "?w=480")).toBe(true);
  });
});

describe("the pastor's desk (SPEC §2.6)", () => {
  test("lists the newest three under RECENT NEWSLETTERS and the rest under PAST NEWSLETTERS, in the server HTML", async () => {
    const html = mainOf(await serverHtml("/pastor-desk"));
    expect(headings(html, 2)).toEqual(["RECENT NEWSLETTERS", "PAST NEWSLETTERS"]);
    const [recent, past] = html.split("PAST NEWSLETTERS");
    const labels = (part: string) => headings(part, 3);
    expect(labels(recent!)).toEqual(["March 2026 - Walking in the light", "feb. 2026 - Love one another", "Jan 2026 - A new year of grace"]);
    // An unknown month sorts last within its year.
    expect(labels(past!)).toEqual(["Whenever 2026 - Undated word", "11 2025 - Thanksgiving"]);
    // On one line, the heading closed with a full stop so it does not run into the first sentence.
    const flat = LONG_MESSAGE.replace("Walking in the Light\n", "Walking in the Light.\n").replace(/\s+/g, " ").trim();
    expect(htmlText(html)).toContain(`${flat.slice(0, 150)}...`);
    // A post without a picture gets the placeholder.
    expect(html).toContain("data-placeholder");
    expect(await serverHtml("/pastor-desk")).toContain('href="/pastor-desk/rss.xml"');
  });

  test("shows a newsletter with its title, picture and formatted message; HTML in it stays text", async ({ open }) => {
    const post = created.posts.find((candidate) => candidate.title === "Walking in the light")!;
    const html = await serverHtml(`/pastor-desk/${post.id}`);
    expect(headings(html, 1)).toEqual(["Walking in the light"]);
    expect(meta(html, "property", "og:title")).toContain("Walking in the light");
    expect(meta(html, "property", "og:image")).toBe(`${baseUrl}/api/${post.image}`);
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; stays text.");

    let dialogs = 0;
    const page = await open(`/pastor-desk/${post.id}`);
    page.on("dialog", async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    const main = page.locator("main");
    // The message's first line repeats the post's title, which the page's h1 already shows: not shown twice (issue 24).
    expect(await page.getByRole("heading", { name: /^Walking in the Light$/i }).count()).toBe(1);
    expect(await main.getByRole("heading", { level: 2, name: "Walking in the Light" }).count()).toBe(0);
    expect(await main.getByText("<img src=x onerror=alert(1)> stays text.").count()).toBe(1);
    const recent = page.getByRole("navigation", { name: "RECENT MESSAGES" });
    expect(await recent.getByRole("link").count()).toBe(6);
    expect(await recent.locator('[aria-current="page"]').innerText()).toBe("March 2026 - Walking in the light");
    expect(dialogs).toBe(0);
  });

  test("answers an unknown newsletter with 404 and 'Newsletter not found', with a way back", async () => {
    const html = await serverHtml("/pastor-desk/987654", 404);
    expect(headings(html, 1)).toEqual([MESSAGES.newsletterNotFound]);
    expect(html).toContain('href="/pastor-desk"');
  });

  test("offers the newsletters as RSS 2.0", async () => {
    const response = await fetch(`${baseUrl}/pastor-desk/rss.xml`);
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles.slice(0, 2)).toEqual(["March 2026 - Walking in the light", "feb. 2026 - Love one another"]);
  });
});

describe("events (SPEC §2.7)", () => {
  test("the calendar opens on this month, with the events as chips linking to them", async () => {
    const html = await serverHtml("/events");
    const [harvest, vigil] = created.events;
    expect(html).toContain("<table");
    expect(htmlText(html)).toMatch(/Sun\s*Mon\s*Tue\s*Wed\s*Thu\s*Fri\s*Sat/);
    expect(html).toContain(`href="/events/${harvest!.id}"`);
    expect(html).toContain(`href="/events/${vigil!.id}"`);
    expect(html).not.toContain(`href="/events/${created.events[2]!.id}"`);
    // Month changes are real links, with the month in the address.
    expect(startTags(html, "a").map(tagAttributes).some((link) => /^\/events\?month=\d{4}-\d{2}$/.test(link.href ?? ""))).toBe(true);
    expect(html).toContain('href="/events/all"');
  });

  test("never goes before March 2025", async () => {
    const html = mainOf(await serverHtml("/events?month=2024-06"));
    expect(headings(html, 2)).toContain("March 2025");
    const monthLinks = startTags(html, "a").map((tag) => tagAttributes(tag).href).filter((href) => href?.includes("month="));
    expect(monthLinks).toEqual(["/events?month=2025-04"]);
  });

  test("moves between months in Chromium, and the phone list names each event", async ({ open }) => {
    const page = await open("/events?month=2027-01", { viewport: VIEWPORTS.mobile });
    const list = page.getByRole("region", { name: "Events in January 2027" });
    expect(await list.getByRole("link", { name: /Winter Retreat/ }).count()).toBe(1);
    await page.getByRole("link", { name: /Next month/ }).click();
    await page.waitForURL(/month=2027-02/);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "February 2027" }).count()).toBe(1);
  });

  test("shows an event's details, its time in 12-hour form, and event data for search engines", async () => {
    const [harvest, vigil] = created.events;
    const html = await serverHtml(`/events/${harvest!.id}`);
    expect(headings(html, 1)).toEqual(["Harvest Thanksgiving"]);
    const text = htmlText(html);
    expect(text).toContain("7:30 PM");
    expect(text).toContain("Main Sanctuary");
    expect(text).toContain("Music Ministry");
    expect(meta(html, "property", "og:image")).toBe(`${baseUrl}/api/${harvest!.image}`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { "@type": string });
    expect(ld.map((block) => block["@type"])).toContain("Event");
    expect(html).toContain(`href="/events/${harvest!.id}/event.ics"`);
    // Stored as "07:30 PM": shown as it is.
    expect(htmlText(await serverHtml(`/events/${vigil!.id}`))).toContain("07:30 PM");
  });

  test("answers an unknown event with 404 and 'Event Not Found', linking to the calendar", async () => {
    const html = await serverHtml("/events/987654", 404);
    expect(headings(html, 1)).toEqual([MESSAGES.eventNotFound]);
    expect(html).toContain('href="/events"');
  });

  test("groups all events by ministry, each with 'See Details'", async () => {
    const html = await serverHtml("/events/all");
    // Upcoming events, then past ones (issue 24), each grouped by ministry.
    expect(headings(html, 2)[0]).toBe("Upcoming events");
    const groups = headings(html, 3);
    for (const ministry of ["Music Ministry", "Youth Ministry", "Men Ministry", "Children Ministry"]) expect(groups).toContain(ministry);
    expect(html).toContain(`href="/events/${created.events[0]!.id}"`);
    expect(htmlText(html)).toContain("See Details");
  });

  test("feeds the upcoming events as iCalendar, each at the right instant", async () => {
    const response = await fetch(`${baseUrl}/events.ics`);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = (await response.text()).replace(/\r\n[ \t]/g, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const events = ics.split("BEGIN:VEVENT").slice(1).map((block) => {
      const lines = block.split("\r\n").filter(Boolean);
      return { lines, ...Object.fromEntries(lines.map((line) => [line.split(/[:;]/)[0], line.slice(line.indexOf(":") + 1)])) };
    });
    const winter = events.find((event) => event.UID === `event-${created.events[2]!.id}@${new URL(baseUrl).host}`);
    const summer = events.find((event) => event.UID === `event-${created.events[3]!.id}@${new URL(baseUrl).host}`);
    // Wall-clock times in the church's zone (ADR 034): 19:30 on 15 January and 10:00 AM on 15 July,
    // as staff typed them, with the zone's name, so a calendar app places them at the right instant.
    expect(winter).toMatchObject({ SUMMARY: "Winter Retreat" });
    expect(winter!.lines).toContain(`DTSTART;TZID=${siteConfig.timeZone}:20270115T193000`);
    expect(summer).toMatchObject({ SUMMARY: "Summer Picnic" });
    expect(summer!.lines).toContain(`DTSTART;TZID=${siteConfig.timeZone}:20270715T100000`);
    // The zone's rules travel with the feed: Houston is six hours behind UTC in winter, five in summer
    // (so 19:30 in January is 01:30 UTC the next day, and 10:00 in July is 15:00 UTC).
    expectZoneRules(ics);
    const single = (await (await fetch(`${baseUrl}/events/${created.events[2]!.id}/event.ics`)).text()).replace(/\r\n[ \t]/g, "");
    expect(single.split("\r\n")).toContain(`DTSTART;TZID=${siteConfig.timeZone}:20270115T193000`);
    expectZoneRules(single);
  });
});

/** The calendar holds the VTIMEZONE of the church's zone (America/Chicago): UTC-6 in standard time, UTC-5 in daylight time. */
function expectZoneRules(ics: string): void {
  expect(siteConfig.timeZone).toBe("America/Chicago");
  const zone = ics.slice(ics.indexOf("BEGIN:VTIMEZONE"), ics.indexOf("END:VTIMEZONE"));
  expect(zone.split("\r\n")).toContain(`TZID:${siteConfig.timeZone}`);
  const part = (kind: string) => zone.slice(zone.indexOf(`BEGIN:${kind}`), zone.indexOf(`END:${kind}`)).split("\r\n");
  expect(part("STANDARD")).toContain("TZOFFSETTO:-0600");
  expect(part("DAYLIGHT")).toContain("TZOFFSETTO:-0500");
}

/** A form field by its accessible name (the required mark beside a label is hidden from it). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Types what a visitor would, then waits as long as a person takes, so the fill-time trap lets it through. */
async function fillVisitorForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.waitForTimeout(3000);
}

describe("the visitor forms (SPEC §2.8, §4, §5, §8)", () => {
  const unique = `e2e ${Date.now()}`;

  test("sends a prayer request with JavaScript: the success dialog, a cleared form, a stored row", async ({ open }) => {
    const page = await open("/prayer-request");
    await fillVisitorForm(page, { "First Name": "Ada", "Last Name": "Obi", Email: "ada@example.org", Phone: "+1 713 555 0100", "Prayer Request": `Healing for my mother (${unique})` });
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "SEND" }).click();
    const dialog = page.getByRole("dialog", { name: MESSAGES.prayerSentTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(MESSAGES.prayerSent);
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await field(page, "First Name").inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("first_name");
    const stored = (await listPrayerRequests(baseUrl, token)).find((row) => row.prayer_request.includes(unique));
    expect(stored).toMatchObject({ first_name: "Ada", last_name: "Obi", email: "ada@example.org", contact_team: true });
    await remove(baseUrl, token, deletePaths.prayerRequest(stored!.id));
  });

  test("sends a contact message without JavaScript, and says so where a phone shows it", async ({ open }) => {
    const page = await open("/contact", { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    await fillVisitorForm(page, { "First Name": "Ben", "Last Name": "Eze", Email: "ben@example.org", Phone: "713-555-0101", Message: `Where do I park? (${unique})` });
    // The answer's address names the result, so the browser shows it, not the top of the page far above.
    await Promise.all([page.waitForURL(`${baseUrl}/contact#form-result`), page.getByRole("button", { name: "SEND" }).click()]);
    const status = page.getByRole("status");
    expect(await status.innerText()).toContain(MESSAGES.contactSent);
    const box = (await status.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    const stored = (await listContactMessages(baseUrl, token)).find((row) => row.message.includes(unique));
    expect(stored).toMatchObject({ first_name: "Ben", email: "ben@example.org" });
    await remove(baseUrl, token, deletePaths.contactMessage(stored!.id));
  });

  test.for([
    ["/prayer-request", MESSAGES.missingRequiredPrayer],
    ["/contact", MESSAGES.missingRequiredContact],
  ] as const)("%s asks for the missing fields in a dialog, then goes back to the first one", async ([path, wording], { open }) => {
    const page = await open(path);
    await field(page, "First Name").fill("Chi");
    await page.getByRole("button", { name: "SEND" }).click();
    const dialog = page.getByRole("alertdialog", { name: MESSAGES.missingRequiredTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(wording);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("last_name");
    expect(await field(page, "First Name").inputValue()).toBe("Chi");
  });

  // Last of the form tests: it uses up this address's allowance of contact messages for a minute.
  test("shows 'Submission Failed' with the server's words when the rate limit says no, and keeps what was typed", async ({ open }) => {
    const page = await open("/contact");
    await fillVisitorForm(page, { "First Name": "Dan", "Last Name": "Ike", Email: "dan@example.org", Phone: "713-555-0102", Message: `Kept after a refusal (${unique})` });
    // Use up the allowance from the same address (the honeypot holds these apart, as possible spam).
    const filler = { first_name: "x", last_name: "x", email: `filler-${Date.now()}@example.org`, phone: "1", message: "x", website: "bot" };
    for (let sent = 0; sent < 30; sent++) {
      const response = await fetch(apiUrl(baseUrl, API_PATHS.contactMessages), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(filler),
      });
      if (response.status === 429) break;
    }
    await page.getByRole("button", { name: "SEND" }).click();
    const dialog = page.getByRole("alertdialog", { name: MESSAGES.submissionFailedTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(MESSAGES.contactFailed(SERVER_MESSAGES.tooManyRequests));
    await dialog.getByRole("button", { name: "OK" }).click();
    expect(await field(page, "Message").inputValue()).toBe(`Kept after a refusal (${unique})`);
    expect(await field(page, "Email").inputValue()).toBe("dan@example.org");
    expect((await listContactMessages(baseUrl, token)).some((row) => row.message.includes(unique))).toBe(false);
    for (const held of (await listHeldContactMessages(baseUrl, token)).filter((row) => row.email === filler.email)) {
      await remove(baseUrl, token, deletePaths.contactMessage(held.id));
    }
  });
});

describe.each([
  ["1280 px", VIEWPORTS.desktop],
  ["375 px", { width: 375, height: 812 }],
])("with live content, at %s", (_name, viewport) => {
  test("every new page passes axe and fits the screen's width", async ({ newTab }) => {
    const { page } = await newTab({ viewport });
    const paths = ["/", "/pastor-desk", `/pastor-desk/${created.posts[2]!.id}`, "/events", `/events/${created.events[0]!.id}`, "/events/all", "/prayer-request", "/contact"];
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(1);
    }
  });
});
