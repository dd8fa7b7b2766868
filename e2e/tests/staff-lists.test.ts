import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { createEvent, dayFromToday, deletePaths, remove, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";

/**
 * Staff lists that scale (issue 24): the events screen reads its list a page at a time, searched
 * from a box whose words and page stay in the address (Back returns to them), says where the page
 * sits ("21–25 of 25"), and a delete names the event it is about. Everything made here is deleted.
 */

const TAG = "Lampwick";
const COUNT = 25;
const created: ChurchEvent[] = [];
let token: string;

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  for (let index = 1; index <= COUNT; index++) {
    const fields = { title: `${TAG} gathering ${index}`, description: "Together.", ministry: "Evangelism", venue: "Hall", event_time: "18:00" };
    // Coming ones (soonest first) and, from 21 on, past ones: the staff order puts those last.
    created.push(await createEvent(baseUrl, token, { ...fields, date: dayFromToday(index <= 20 ? 400 + index : -400 - index) }));
  }
});

test.afterAll(async () => {
  for (const event of created) await remove(baseUrl, token, deletePaths.event(event.id)).catch(() => undefined);
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const titles = (page: Page) => page.locator("[data-item-card] h3").allInnerTexts();
const range = (page: Page) => page.locator("[data-list-range]").first();

/** Opens the screen and searches for TAG; `total` is how many events it finds (the delete test takes one away). */
async function searchEvents(page: Page, total = COUNT): Promise<void> {
  expect(await visit(page, `${baseUrl}/admin/upload-event`)).toBe(200);
  await page.getByRole("heading", { level: 1, name: "Upload Event" }).waitFor();
  await page.getByRole("searchbox", { name: "Search events" }).fill(TAG.toUpperCase());
  // Searched once typing rests: the address keeps the words.
  await page.waitForURL(/\?q=LAMPWICK$/);
  await range(page).filter({ hasText: `1–20 of ${total}` }).waitFor();
}

describe("the events screen, a page at a time", () => {
  test("searches as staff type, pages with links, and Back returns to the page and the words", async ({ staffPage: page }) => {
    await searchEvents(page);
    expect(await titles(page)).toEqual(Array.from({ length: 20 }, (_, index) => `${TAG} gathering ${index + 1}`));

    await page.getByRole("navigation", { name: "Pages of Events List" }).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\?q=LAMPWICK&page=2$/);
    await range(page).filter({ hasText: `21–25 of ${COUNT}` }).waitFor();
    // The past ones, latest first.
    expect(await titles(page)).toEqual([21, 22, 23, 24, 25].map((index) => `${TAG} gathering ${index}`));
    expect(await page.getByRole("link", { name: "Page 2" }).first().getAttribute("aria-current")).toBe("page");

    await page.goBack();
    await page.waitForURL(/\?q=LAMPWICK$/);
    await range(page).filter({ hasText: `1–20 of ${COUNT}` }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search events" }).inputValue()).toBe("LAMPWICK");

    await page.getByRole("searchbox", { name: "Search events" }).fill(`${TAG} gathering 7`);
    await range(page).filter({ hasText: "1–1 of 1" }).waitFor();
    expect(await titles(page)).toEqual([`${TAG} gathering 7`]);
  });

  test("a delete names the event in its question, from a quiet button the keyboard reaches", async ({ staffPage: page }) => {
    await searchEvents(page);
    const card = page.locator("[data-item-card]").filter({ hasText: `${TAG} gathering 3` }).first();
    const remove = card.getByRole("button", { name: `Delete ${TAG} gathering 3` });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: `Delete the event “${TAG} gathering 3”?` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Event deleted successfully!" }).waitFor();
    await card.waitFor({ state: "detached" });
    await range(page).filter({ hasText: `of ${COUNT - 1}` }).waitFor();
  });

  test("after a save the form says what was saved and offers to view it, edit it again or add another", async ({ staffPage: page }) => {
    await searchEvents(page, COUNT - 1);
    const card = page.locator("[data-item-card]").filter({ hasText: `${TAG} gathering 5` }).first();
    await card.getByRole("button", { name: `Edit ${TAG} gathering 5` }).click();
    await page.getByRole("textbox", { name: "Venue" }).fill("Fellowship Hall");
    await page.getByRole("button", { name: "Update" }).click();
    const report = page.locator("[data-saved-report]");
    await report.waitFor();
    expect(await report.innerText()).toContain(`Saved your changes to ${TAG} gathering 5.`);
    const event = created.find((item) => item.title === `${TAG} gathering 5`)!;
    expect(await report.getByRole("link", { name: /^View it/ }).getAttribute("href")).toBe(`/events/${event.id}`);
    await report.getByRole("button", { name: "Add another" }).click();
    await report.waitFor({ state: "detached" });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Upload Event");
  });

  test("is axe clean with its search and page links at 1280 and 375 px", async ({ staffTab }) => {
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      const { page } = await staffTab({ viewport });
      await searchEvents(page, COUNT - 1);
      expect(await axeViolations(page), `at ${viewport.width}`).toEqual([]);
    }
  });
});
