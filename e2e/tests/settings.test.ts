import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { SETTINGS_MESSAGES, type SiteSettingsResponse } from "@lampstand/contract/site-settings";
import { PUBLIC_PAGES } from "@lampstand/web/content/public-pages";
import { apiUrl, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, visit } from "../support/pages.ts";

/**
 * The church's settings (issue 20) end to end: a change staff save shows at once in the header,
 * the title and the JSON-LD of every public page and in the footer; the settings screen works at a
 * phone's width, is axe-clean, and keeps what was typed when someone else saved first. Every
 * change is undone afterwards: the other test files check the seeded site on the same server.
 */
const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

let token: string;
let original: SiteSettingsResponse;

async function readSettings(): Promise<SiteSettingsResponse> {
  return (await fetch(apiUrl(baseUrl, API_PATHS.settings))).json() as Promise<SiteSettingsResponse>;
}

async function saveSettings(change: Partial<SiteSettingsResponse>): Promise<SiteSettingsResponse> {
  const { logo: _logo, updated_at: _updatedAt, ...current } = await readSettings();
  const response = await fetch(apiUrl(baseUrl, API_PATHS.settings), {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ ...current, ...change }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<SiteSettingsResponse>;
}

beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  original = await readSettings();
});

afterAll(async () => {
  const { version: _version, updated_at: _updatedAt, logo: _logo, ...settings } = original;
  await saveSettings(settings);
});

async function staffTab(open: (path: string, options?: object) => Promise<Page>, viewport: { width: number; height: number }): Promise<Page> {
  const page = await open("/", { viewport });
  await page.evaluate((value) => {
    localStorage.setItem("token", value);
    localStorage.setItem("adminName", "Administrator");
  }, token);
  await visit(page, `${baseUrl}/admin/settings`);
  await page.getByRole("heading", { name: "Site Settings", level: 1 }).waitFor();
  await page.getByLabel("Church name").waitFor();
  return page;
}

/** The JSON-LD objects of the page as the server sent it. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("site settings", () => {
  test("a church name and a service time saved on the settings screen show in the header, title, JSON-LD and footer of every page", async ({ open }) => {
    const page = await staffTab(open, DESKTOP);
    const name = `Bethel Chapel ${Date.now().toString(36)}`;
    await page.getByLabel("Church name").fill(name);
    await page.getByRole("button", { name: "Add a service time" }).click();
    const rows = page.locator("ol > li");
    const added = rows.last();
    await added.getByLabel("Day").selectOption("Wednesday");
    await added.locator('input[type="time"]').fill("18:45");
    await added.getByLabel("Name").fill("Midweek Prayer Hour");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.locator("[data-notification=success]").count()).toBe(1);
    expect(await page.locator("[data-notification=success]").innerText()).toContain(SETTINGS_MESSAGES.saved);

    for (const { path } of PUBLIC_PAGES) {
      expect(await visit(page, `${baseUrl}${path}`), path).toBe(200);
      expect(await page.locator("header").first().innerText(), path).toContain(name);
      expect(await page.title(), path).toContain(name);
      const structured = await jsonLd(page);
      expect(structured.length, path).toBeGreaterThan(0);
      expect(JSON.stringify(structured), path).toContain(JSON.stringify(name));
    }
    // The not-found page too, at any depth: every address runs the root loader (routes/site/not-found.tsx).
    for (const path of ["/no-such-page", "/no/such/page"]) {
      expect(await visit(page, `${baseUrl}${path}`), path).toBe(404);
      expect(await page.locator("header").first().innerText(), path).toContain(name);
      expect(await page.title(), path).toBe(`Page not found | ${name}`);
    }
    const footer = page.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toContain("Midweek Prayer Hour");
    expect(await footer.innerText()).toMatch(/Wednesday, 6:45 PM/);
  });

  test("the settings screen at a phone's width is axe-clean, checks fields before sending and names the problem", async ({ open, problems }) => {
    const page = await staffTab(open, PHONE);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel("Finance and giving").fill("not an address");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Some settings need correcting" }).count()).toBe(1);
    expect(await page.getByText("Email must be a valid email address.").count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("two tabs editing the settings: the second save gets the conflict message and keeps its text", async ({ open }) => {
    const first = await staffTab(open, DESKTOP);
    const second = await staffTab(open, DESKTOP);
    await first.getByLabel("Office phone").fill("+1 (713) 555-0111");
    await first.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => first.locator("[data-notification=success]").count()).toBe(1);

    await second.getByLabel("Denomination").fill("Typed in the second tab");
    await second.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => second.getByRole("alert").filter({ hasText: SETTINGS_MESSAGES.conflict }).count()).toBe(1);
    expect(await second.getByLabel("Denomination").inputValue()).toBe("Typed in the second tab");
    expect((await readSettings()).denomination).not.toBe("Typed in the second tab");
    expect((await readSettings()).phone).toBe("+1 (713) 555-0111");
  });
});
