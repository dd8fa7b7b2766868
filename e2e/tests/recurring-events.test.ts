import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import ICAL from "ical.js";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { ChurchEvent, Occurrence } from "@lampstand/contract/entities";
import { addDays } from "@lampstand/contract/public-reads";
import { apiUrl, deletePaths, remove, signIn, type Picture } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, htmlText, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * Repeating events (issue 22), as staff make them and visitors see them: "every Sunday 10:00" and
 * "first Friday 19:00" made on the Upload Event screen, one Sunday cancelled and one Friday moved
 * through a series' Dates; then the calendar, the all-events page, the event pages and the feed
 * (read from the server's HTML and the .ics, as a visitor without JavaScript and a phone's
 * calendar get them) show exactly that. axe at 1280 and 375 px on the form and the new views.
 */

const TAG = "E2E repeats";
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 812 } as const;
const TIME_ZONE = "America/Chicago";

let token: string;
let picture: Picture;

/** Today in the church's zone (the default settings' zone, which these tests leave alone). */
const churchToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first date on or after `from` that falls on `day` (0 = Sunday). */
const nextWeekday = (from: string, day: number) => addDays(from, (day - weekday(from) + 7) % 7);
/** The first Friday of the month two months after today's: far enough ahead for any time zone. */
function firstFridayAhead(today: string): string {
  const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() + 2);
  return nextWeekday(start.toISOString().slice(0, 10), 5);
}

const sunday = nextWeekday(addDays(churchToday(), 8), 0);
const cancelledSunday = addDays(sunday, 7);
const friday = firstFridayAhead(churchToday());
const ids = { sunday: 0, friday: 0 };

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  picture = await drawPicture(browser, { width: 1200, height: 800, from: "#1e3a8a", to: "#fde68a" });
});

test.afterAll(async () => {
  const events = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewEvents))).json()) as ChurchEvent[];
  for (const event of events) if (event.title.includes(TAG)) await remove(baseUrl, token, deletePaths.event(event.id));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label}\\*?$`));
const summary = (page: Page) => page.locator("[data-repeat-summary]");
const card = (page: Page, title: string): Locator => page.locator("[data-item-card]").filter({ hasText: title });

async function openUploadEvent(page: Page): Promise<Page> {
  expect(await visit(page, `${baseUrl}/admin/upload-event`)).toBe(200);
  await page.getByRole("heading", { level: 2, name: "Events List" }).waitFor();
  return page;
}

async function fillSeries(page: Page, { title, date, time, venue }: { title: string; date: string; time: string; venue: string }) {
  await field(page, "Title").fill(title);
  await field(page, "Description").fill("Made by the end-to-end test of repeating events.");
  await field(page, "Ministry").fill("Prayer Ministry");
  await field(page, "Date").fill(date);
  await field(page, "Time").fill(time);
  await field(page, "Venue").fill(venue);
  await field(page, "Picture").setInputFiles({ name: picture.filename, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });
}

async function serverHtml(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(status);
  return response.text();
}

async function occurrences(from: string, to: string, event: number): Promise<Occurrence[]> {
  const response = await fetch(apiUrl(baseUrl, `${API_PATHS.eventOccurrences}?from=${from}&to=${to}&event=${event}`));
  expect(response.status).toBe(200);
  return (await response.json()) as Occurrence[];
}

/** The dates of event `id` the calendar of `month` links to, from its server HTML. */
async function calendarDates(month: string, id: number): Promise<string[]> {
  const html = await serverHtml(`/events?month=${month}`);
  const dates = [...html.matchAll(new RegExp(`href="/events/${id}\\?date=(\\d{4}-\\d{2}-\\d{2})"`, "g"))].map((match) => match[1]!);
  return [...new Set(dates)].sort();
}

describe("repeating events, made by staff and shown to visitors", () => {
  test("staff make 'every Sunday 10:00' and 'first Friday 19:00', the rule said in words as it is set", async ({ staffTab }) => {
    const { page } = await staffTab({ viewport: DESKTOP });
    await openUploadEvent(page);
    const repeats = page.getByRole("group", { name: "Repeats" });
    expect(await summary(page).getAttribute("aria-live")).toBe("polite");
    expect(await summary(page).innerText()).toBe("Happens once, on its date.");

    await fillSeries(page, { title: `${TAG}: Sunday Worship`, date: sunday, time: "10:00", venue: "Main Sanctuary" });
    await repeats.getByLabel("How often").selectOption("weekly");
    // The date's weekday is ticked for staff already.
    expect(await repeats.getByRole("checkbox", { name: "Sunday" }).isChecked()).toBe(true);
    await expect.poll(() => summary(page).innerText()).toBe("Every Sunday at 10:00 AM");
    expect(await axeViolations(page), "the form with a weekly rule at 1280 px").toEqual([]);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Event uploaded successfully!" }).waitFor();

    await fillSeries(page, { title: `${TAG}: Holy Ghost Night`, date: friday, time: "19:00", venue: "Main Sanctuary" });
    await repeats.getByLabel("How often").selectOption("monthly-weekday");
    expect(await repeats.getByLabel("Which").inputValue()).toBe("1");
    expect(await repeats.getByLabel("Day of the week").inputValue()).toBe("FR");
    await expect.poll(() => summary(page).innerText()).toBe("Every first Friday at 7:00 PM");
    // An end on a date is said too; then back to never, as the issue's case has no end.
    await repeats.getByRole("radio", { name: "On a date" }).check();
    await field(page, "Last date").fill("2099-12-31");
    await expect.poll(() => summary(page).innerText()).toBe("Every first Friday at 7:00 PM, until December 31, 2099");
    await repeats.getByRole("radio", { name: "Never" }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    // The first save's notification may still show: the new card in the list is what says this one is in.
    await card(page, "Holy Ghost Night").getByText("Every first Friday at 7:00 PM").waitFor();

    const events = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewEvents))).json()) as ChurchEvent[];
    const sundays = events.find((event) => event.title === `${TAG}: Sunday Worship`)!;
    const fridays = events.find((event) => event.title === `${TAG}: Holy Ghost Night`)!;
    expect(sundays).toMatchObject({ rrule: "FREQ=WEEKLY;BYDAY=SU", date: sunday, event_time: "10:00 AM" });
    expect(fridays).toMatchObject({ rrule: "FREQ=MONTHLY;BYDAY=1FR", date: friday, event_time: "07:00 PM" });
    ids.sunday = sundays.id;
    ids.friday = fridays.id;
    await card(page, "Sunday Worship").getByText("Every Sunday at 10:00 AM").waitFor();
  });

  test("staff cancel one Sunday and move one Friday, this date only", async ({ staffTab }) => {
    expect(ids.sunday).toBeGreaterThan(0);
    const { page } = await staffTab({ viewport: DESKTOP });
    await openUploadEvent(page);
    const longDate = (date: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

    await card(page, "Sunday Worship").getByRole("button", { name: /^Dates/ }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: `Change or cancel ${longDate(cancelledSunday)}` }).click();
    expect(await axeViolations(page), "a date's change at 1280 px").toEqual([]);
    await dialog.getByRole("button", { name: "Cancel this date" }).click();
    await dialog.getByRole("status").getByText(`${longDate(cancelledSunday)} is cancelled.`).waitFor();
    await dialog.getByRole("heading", { name: "Cancelled dates" }).waitFor();
    expect(await dialog.getByRole("button", { name: `Change or cancel ${longDate(cancelledSunday)}` }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Close" }).click();

    await card(page, "Holy Ghost Night").getByRole("button", { name: /^Dates/ }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: `Change or cancel ${longDate(friday)}` }).click();
    await field(page, "Time on this date").fill("20:00");
    await field(page, "Venue on this date").fill("Youth Hall");
    await dialog.getByRole("button", { name: "Save this date only" }).click();
    await dialog.getByRole("status").getByText(`${longDate(friday)} is changed; the other dates stay as they are.`).waitFor();

    const [moved] = await occurrences(friday, friday, ids.friday);
    expect(moved).toMatchObject({ date: friday, event_time: "08:00 PM", venue: "Youth Hall", title: `${TAG}: Holy Ghost Night` });
    expect(await occurrences(cancelledSunday, cancelledSunday, ids.sunday)).toEqual([]);
  });

  test("the calendar shows every date of both series, without the cancelled Sunday and with the moved Friday", async () => {
    expect(ids.sunday).toBeGreaterThan(0);
    const month = cancelledSunday.slice(0, 7);
    const lastDay = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
    const expected: string[] = [];
    for (let date = sunday; date <= lastDay; date = addDays(date, 7)) if (date.startsWith(month) && date !== cancelledSunday) expected.push(date);
    expect(await calendarDates(month, ids.sunday)).toEqual(expected);
    expect(await calendarDates(friday.slice(0, 7), ids.friday)).toEqual([friday]);
    // The month after: the next first Friday is there, at the series' own time.
    const nextFriday = (await occurrences(addDays(friday, 1), addDays(friday, 40), ids.friday))[0]!;
    expect(weekday(nextFriday.date)).toBe(5);
    expect(Number(nextFriday.date.slice(8))).toBeLessThanOrEqual(7);
    expect(nextFriday).toMatchObject({ event_time: "07:00 PM", venue: "Main Sanctuary" });
    expect(await calendarDates(nextFriday.date.slice(0, 7), ids.friday)).toEqual([nextFriday.date]);
  });

  test("the all-events page lists each series once, with how it repeats and its next date", async () => {
    const html = await serverHtml("/events/all");
    const text = htmlText(html);
    // One card each: one link to each series' page.
    expect(html.split(`href="/events/${ids.sunday}"`).length - 1).toBe(1);
    expect(html.split(`href="/events/${ids.friday}"`).length - 1).toBe(1);
    expect(text).toContain("Every Sunday at 10:00 AM");
    expect(text).toContain("Every first Friday at 7:00 PM");
    const longDate = (date: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
    expect(text).toContain(`Next: ${longDate(sunday)}`);
    expect(text).toContain(`Next: ${longDate(friday)}`);
  });

  test("event pages: the next date and the coming dates, one date with its changes, a cancelled date said so", async () => {
    const series = htmlText(await serverHtml(`/events/${ids.sunday}`));
    expect(series).toContain("Every Sunday at 10:00 AM");
    expect(series).toContain("Coming dates");
    const html = await serverHtml(`/events/${ids.sunday}`);
    expect(html).toContain(`href="/events/${ids.sunday}?date=${sunday}"`);
    expect(html).not.toContain(`href="/events/${ids.sunday}?date=${cancelledSunday}"`);
    expect(html).toContain(`href="/events/${ids.sunday}?date=${addDays(cancelledSunday, 7)}"`);

    const cancelled = await serverHtml(`/events/${ids.sunday}?date=${cancelledSunday}`);
    expect(htmlText(cancelled)).toContain("Cancelled: this event does not take place on");
    expect(cancelled).toContain("https://schema.org/EventCancelled");

    const moved = await serverHtml(`/events/${ids.friday}?date=${friday}`);
    expect(htmlText(moved)).toContain("8:00 PM");
    expect(htmlText(moved)).toContain("Youth Hall");
    // JSON-LD of that one date: its own start, 20:00 in the church's zone.
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(moved)![1]!) as { startDate: string; eventStatus: string };
    expect(ld.eventStatus).toBe("https://schema.org/EventScheduled");
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ld.startDate));
    expect(local).toBe(`${friday}, 20:00`);

    // A date the series never falls on has no page.
    await serverHtml(`/events/${ids.sunday}?date=${addDays(sunday, 1)}`, 404);
  });

  test("the feed holds both series with the cancelled Sunday and the moved Friday", async () => {
    const text = await (await fetch(`${baseUrl}/events.ics`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent");
    const sundays = vevents.filter((vevent) => vevent.getFirstPropertyValue("summary") === `${TAG}: Sunday Worship`);
    expect(sundays).toHaveLength(1);
    expect(String(sundays[0]!.getFirstPropertyValue("rrule"))).toContain("FREQ=WEEKLY;BYDAY=SU");
    const exdates = sundays[0]!.getAllProperties("exdate").flatMap((property) => property.getValues().map(String));
    expect(exdates.some((value) => value.startsWith(cancelledSunday))).toBe(true);
    const fridays = vevents.filter((vevent) => String(vevent.getFirstPropertyValue("summary")).startsWith(`${TAG}: Holy Ghost Night`));
    const override = fridays.find((vevent) => vevent.hasProperty("recurrence-id"));
    expect(override).toBeDefined();
    expect(String(override!.getFirstPropertyValue("recurrence-id")).startsWith(friday)).toBe(true);
    expect(String(override!.getFirstPropertyValue("location"))).toContain("Youth Hall");
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`axe is clean at ${viewport.width} px on the form and a series' dates`, async ({ staffTab }) => {
      const { page } = await staffTab({ viewport });
      await openUploadEvent(page);
      const repeats = page.getByRole("group", { name: "Repeats" });
      await repeats.getByLabel("How often").selectOption("weekly");
      await repeats.getByRole("radio", { name: "After a number of times" }).check();
      expect(await axeViolations(page), `the form at ${viewport.width} px`).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card(page, "Sunday Worship").getByRole("button", { name: /^Dates/ }).click();
      await page.getByRole("dialog").getByRole("list", { name: "Coming dates" }).waitFor();
      expect(await axeViolations(page), `a series' dates at ${viewport.width} px`).toEqual([]);
    });

    test(`axe is clean at ${viewport.width} px on the calendar, the event pages and the home page`, { timeout: 120_000 }, async ({ open }) => {
      const paths = [
        `/events?month=${cancelledSunday.slice(0, 7)}`,
        `/events/${ids.sunday}`,
        `/events/${ids.sunday}?date=${cancelledSunday}`,
        `/events/${ids.friday}?date=${friday}`,
        "/events/all",
        "/",
      ];
      for (const path of paths) {
        const visitor = await open(path, { viewport });
        expect(await axeViolations(visitor), `${path} at ${viewport.width} px`).toEqual([]);
        await visitor.context().close();
      }
    });
  }
});
