import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { ChurchEvent, Slider } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { siteConfig } from "@lampstand/web/site-config";
import { apiUrl, createEvent, createSlider, deletePaths, remove, sendAsVisitor, signIn, staffSignIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * Issue 24, the secretary's and the visitor's week: the dashboard's counts, where Logout lands,
 * visitor forms that mark each field, upcoming events before past ones, the service times in the
 * phone menu, and a phone banner whose controls leave the caption and verse alone.
 */
const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const TAG = "Week e2e";

let token: string;
const created = { events: [] as ChurchEvent[], sliders: [] as Slider[] };

/** The church's today, as the server counts days. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone }).format(new Date());
const dayFrom = (days: number) => {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** A visitor who took half a minute over the form: the traps (`website`, `fill_ms`) are in the fields. */
const person = { first_name: "Ruth", last_name: "Okafor", email: "ruth@example.net", phone: "+1 713 555 0100", website: "", fill_ms: 30_000 };

beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  created.events.push(
    await createEvent(baseUrl, token, { title: `${TAG}: Choir rehearsal`, description: "All voices.", ministry: "Music Ministry", date: dayFrom(1), event_time: "18:00", venue: "Choir room" }),
    await createEvent(baseUrl, token, { title: `${TAG}: Last year's picnic`, description: "It was sunny.", ministry: "Children Ministry", date: dayFrom(-400), event_time: "12:00", venue: "Park" }),
  );
});

afterAll(async () => {
  for (const event of created.events) await remove(baseUrl, token, deletePaths.event(event.id));
  for (const slider of created.sliders) await remove(baseUrl, token, deletePaths.slider(slider.id));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/** Opens the dashboard and waits until it has recorded this visit. */
async function openDashboard(page: Page): Promise<void> {
  const recorded = page.waitForResponse((response) => response.url().endsWith(API_PATHS.dashboardVisit) && response.status() === 200);
  await visit(page, `${baseUrl}/admin`);
  await page.getByRole("heading", { name: "Since your last visit" }).waitFor();
  await recorded;
}

describe("the admin dashboard", () => {
  test("counts what came since this account's last visit, lists this week's events, links to each, at both widths", async ({ staffTab }) => {
    const { page } = await staffTab({ viewport: DESKTOP });
    await openDashboard(page);
    // The welcome of SPEC §2.11 stays.
    expect(await page.getByRole("main").innerText()).toContain("Use the sidebar to upload sliders");

    await sendAsVisitor(baseUrl, API_PATHS.prayerRequests, { ...person, prayer_request: "For travelling mercies." }, {});
    await sendAsVisitor(baseUrl, API_PATHS.prayerRequests, { ...person, prayer_request: "For my father's surgery." }, {});
    await sendAsVisitor(baseUrl, API_PATHS.contactMessages, { ...person, message: "Is there parking?" }, {});
    await sendAsVisitor(baseUrl, API_PATHS.contactMessages, { ...person, website: "http://spam.example", message: "Cheap pills" }, {});
    const held = (await (await fetch(apiUrl(baseUrl, API_PATHS.heldContactMessages), { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[];

    await openDashboard(page);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "2 new prayer requests" }).getAttribute("href")).toBe("/admin/view-prayers");
    expect(await main.getByRole("link", { name: "1 new message" }).getAttribute("href")).toBe("/admin/view-contacts");
    expect(await main.getByRole("link", { name: `${held.length} ${held.length === 1 ? "message" : "messages"} held` }).getAttribute("href")).toBe("/admin/view-contacts#held");
    expect(await main.getByRole("link", { name: `${TAG}: Choir rehearsal` }).getAttribute("href")).toBe(`/events/${created.events[0]!.id}`);
    expect(await main.getByRole("link", { name: `${TAG}: Last year's picnic` }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Seen now: the next visit counts from here, on a phone as well.
    await page.setViewportSize(PHONE);
    await openDashboard(page);
    expect(await main.getByRole("link", { name: "0 new prayer requests" }).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "0 new messages" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole("link", { name: `${held.length} ${held.length === 1 ? "message" : "messages"} held` }).click();
    await page.waitForURL(`${baseUrl}/admin/view-contacts#held`);
    await page.getByRole("heading", { name: /Held as possible spam/ }).waitFor();
  });
});

describe("signing out", () => {
  test("Logout lands on a page that says so, with the ways to the website and to sign in, at both widths", async ({ staffTab }) => {
    // A session of its own, so the file's session stays signed in.
    const session = await staffSignIn(baseUrl, admin);
    const own = session.token;
    const { page } = await staffTab({ viewport: DESKTOP }, session);
    await visit(page, `${baseUrl}/admin`);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/signed-out`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("You are signed out");
    expect(await page.getByRole("link", { name: /^Go to the .* website$/ }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Sign in again" }).getAttribute("href")).toBe("/login");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    expect((await fetch(apiUrl(baseUrl, API_PATHS.dashboard), { headers: { authorization: `Bearer ${own}` } })).status).toBe(401);
    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });
});

/** The field's error as a screen reader gets it with the field: its aria-describedby's text. */
async function description(page: Page, label: string): Promise<string> {
  const field = page.getByRole("textbox", { name: label, exact: true });
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(ids.split(" ").filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}
const invalid = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true }).getAttribute("aria-invalid");
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name"));

describe("visitor forms mark each field to fix", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the prayer request form, with JavaScript, at ${viewport.width} px`, async ({ open }) => {
      const page = await open("/prayer-request", { viewport });
      await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Esther");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("esther at example");
      await page.getByRole("button", { name: "SEND" }).click();
      const dialog = page.getByRole("alertdialog", { name: MESSAGES.missingRequiredTitle });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "OK" }).click();
      await dialog.waitFor({ state: "hidden" });

      expect(await invalid(page, "First Name")).toBeNull();
      expect(await invalid(page, "Last Name")).toBe("true");
      expect(await description(page, "Last Name")).toBe("Please enter your last name.");
      expect(await description(page, "Email")).toMatch(/valid email address/);
      expect(await description(page, "Prayer Request")).toBe("Please write your prayer request.");
      await expect.poll(() => focusedName(page)).toBe("last_name");
      // The outline is red (Tailwind's red-700), not only the words.
      expect(await page.getByRole("textbox", { name: "Last Name", exact: true }).evaluate((element) => getComputedStyle(element).borderTopColor)).toMatch(/^oklch\(0\.505 0\.213 27\.5/);
      expect(await axeViolations(page)).toEqual([]);

      // Typing takes the mark away.
      await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Adeyemi");
      expect(await invalid(page, "Last Name")).toBeNull();
    });
  }

  test("the contact form without JavaScript: the server's answer marks each field, lists them, and focuses the first", async ({ open }) => {
    const page = await open("/contact", { javaScriptEnabled: false, viewport: PHONE });
    await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Samuel");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("samuel@example");
    await page.getByRole("button", { name: "SEND" }).click();
    await page.waitForLoadState("domcontentloaded");
    const alert = page.getByRole("alert");
    expect(await alert.innerText()).toContain(MESSAGES.missingRequiredTitle);
    expect(await alert.getByRole("link", { name: /^Last Name:/ }).count()).toBe(1);
    expect(await invalid(page, "Last Name")).toBe("true");
    expect(await invalid(page, "Phone")).toBe("true");
    expect(await invalid(page, "Message")).toBe("true");
    expect(await invalid(page, "First Name")).toBeNull();
    expect(await page.getByRole("textbox", { name: "First Name", exact: true }).inputValue()).toBe("Samuel");
    expect(await description(page, "Phone")).toBe("Please enter your phone number.");
    expect(await focusedName(page)).toBe("last_name");
  });
});

describe("all events", () => {
  test("the coming events first, the past ones after them under 'Past events'", async ({ open }) => {
    const page = await open("/events/all", { javaScriptEnabled: false });
    let seenPastHeading = false;
    let upcomingAt = -1;
    let pastAt = -1;
    for (let pageNumber = 1; ; pageNumber++) {
      const headings = await page.locator("main h2").allInnerTexts();
      const titles = await page.locator("main").innerText();
      if (headings.includes("Past events")) seenPastHeading = true;
      if (titles.includes(`${TAG}: Choir rehearsal`)) {
        upcomingAt = pageNumber;
        const upcoming = page.getByRole("region", { name: "Upcoming events", exact: true });
        expect(await upcoming.getByRole("link", { name: new RegExp(`${TAG}: Choir rehearsal`) }).count()).toBeGreaterThan(0);
      }
      if (titles.includes(`${TAG}: Last year's picnic`)) {
        pastAt = pageNumber;
        const past = page.getByRole("region", { name: "Past events", exact: true });
        expect(await past.getByRole("link", { name: new RegExp(`${TAG}: Last year's picnic`) }).count()).toBeGreaterThan(0);
        // Each ministry's region is named with its part, so the coming and past ones of a ministry differ.
        expect(await page.getByRole("region", { name: "Past events Children Ministry", exact: true }).count()).toBe(1);
      }
      const more = page.getByRole("link", { name: "More events" });
      if ((await more.count()) === 0) break;
      await more.click();
      await page.waitForLoadState("domcontentloaded");
    }
    expect(seenPastHeading).toBe(true);
    expect(upcomingAt).toBeGreaterThan(0);
    expect(pastAt).toBeGreaterThanOrEqual(upcomingAt);
  });

  test("is axe-clean at both widths", async ({ open }) => {
    for (const viewport of [DESKTOP, PHONE]) expect(await axeViolations(await open("/events/all", { viewport }))).toEqual([]);
  });
});

describe("service times on a phone", () => {
  test("are one tap from the menu, on any page", async ({ open }) => {
    const page = await open("/our-values", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.getByRole("button", { name: "Menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const link = menu.getByRole("link", { name: "Service times" });
    await link.waitFor();
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(844);
    await link.tap();
    const column = page.locator("#footer-service-times");
    await expect.poll(async () => {
      const where = await column.boundingBox();
      return where !== null && where.y >= 0 && where.y < 844;
    }).toBe(true);
    expect(await column.innerText()).toMatch(/Sunday/);
    expect(await menu.isVisible()).toBe(false);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every control and button over the banner, against the current slide's caption and verse. */
async function bannerOverlaps(page: Page, texts: string[]): Promise<string[]> {
  const banner = page.getByRole("region", { name: "Welcome banners" });
  const captions: Box[] = [];
  for (const text of texts) {
    const box = await banner.getByText(text, { exact: true }).boundingBox();
    expect(box, text.slice(0, 30)).not.toBeNull();
    captions.push(box!);
  }
  const found: string[] = [];
  for (const control of [...(await banner.getByRole("button").all()), ...(await banner.getByRole("link").all())]) {
    const box = await control.boundingBox();
    if (!box) continue;
    if (captions.some((caption) => overlaps(caption, box))) found.push(`${(await control.getAttribute("aria-label")) ?? (await control.innerText())} covers the caption`);
  }
  return found;
}

/** Portrait phones from 320 to 430 px wide, and the same held sideways. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
].flatMap((size) => [size, { width: size.height, height: size.width }]);

describe("the home banner on a phone", () => {
  test("slide 1's verse is clear of every control", async ({ open }) => {
    for (const viewport of PHONES) {
      // Paused (reduced motion): both calls to action show side by side, the widest the controls get.
      const page = await open("/", { viewport, reducedMotion: "reduce", hasTouch: true, isMobile: true });
      // The verse on show: the others are stacked in the same place, hidden.
      const verse = await page.locator("section[aria-roledescription=carousel] p.italic").evaluateAll((all) => all.filter((p) => p.checkVisibility({ visibilityProperty: true })).map((p) => p.textContent ?? ""));
      expect(verse).toHaveLength(1);
      expect(await bannerOverlaps(page, verse), `${viewport.width}×${viewport.height}`).toEqual([]);
      await page.context().close();
    }
  });

  test("uploaded slides with the longest caption and verse the form allows stay clear of every control", async ({ open, browser }) => {
    const words = (length: number, seed: string) => `${seed} ${"and the Lord shall guide thee continually ".repeat(20)}`.slice(0, length).trim();
    const picture = await drawPicture(browser, { width: 1920, height: 900, from: "#312e81", to: "#f59e0b" });
    for (const n of [1, 2]) {
      const slider = { overlayText: words(LIMITS.shortText, `${TAG} ${n}`), bibleVerse: words(LIMITS.verse, `Verse ${n}`), alt: `Test banner ${n}` };
      created.sliders.push(await createSlider(baseUrl, token, slider, picture));
    }
    for (const viewport of PHONES) {
      // Paused (reduced motion): both calls to action show side by side, the widest the controls get.
      const page = await open("/", { viewport, reducedMotion: "reduce", hasTouch: true, isMobile: true });
      const banner = page.getByRole("region", { name: "Welcome banners" });
      for (const [index, slider] of created.sliders.entries()) {
        if (index > 0) await banner.getByRole("button", { name: `Show slide ${index + 1} of ${created.sliders.length}` }).click();
        expect(await bannerOverlaps(page, [slider.title, slider.verse]), `${viewport.width}×${viewport.height}, slide ${index + 1}`).toEqual([]);
      }
      await page.context().close();
    }
    for (const viewport of [DESKTOP, PHONE]) expect(await axeViolations(await open("/", { viewport })), `${viewport.width}`).toEqual([]);
  });
});
