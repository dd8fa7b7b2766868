import { afterAll, beforeAll, describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { WEEKDAYS, type ServiceTime, type SiteSettingsResponse } from "@lampstand/contract/site-settings";
import { apiUrl, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations } from "../support/pages.ts";

/**
 * /live (issue 23) against the real clock: the time is steered through the settings, as staff
 * would, by giving the church one service that is on now, or one that starts in three hours. The
 * settings are put back afterwards: the other files check the seeded site.
 */
const STREAM = "https://www.youtube.com/watch?v=aBcDeFgHiJk";
const VIDEO_HOSTS = /youtube|ytimg|vimeo|googlevideo/;
/** The narrowest phone axe checks the page at. */
const PHONE = { width: 375, height: 812 } as const;

let token: string;
let original: SiteSettingsResponse;

async function readSettings(): Promise<SiteSettingsResponse> {
  return (await fetch(apiUrl(baseUrl, API_PATHS.settings))).json() as Promise<SiteSettingsResponse>;
}

async function saveSettings(change: Partial<SiteSettingsResponse>): Promise<void> {
  const { logo: _logo, updated_at: _updatedAt, ...current } = await readSettings();
  const response = await fetch(apiUrl(baseUrl, API_PATHS.settings), {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ ...current, ...change }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The one service of the week, at the church's wall-clock time `minutesFromNow` from now. */
function serviceAt(minutesFromNow: number, name: string): ServiceTime {
  const when = new Date(Date.now() + minutesFromNow * 60_000);
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: original.timeZone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(when);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return { day: WEEKDAYS.find((day) => day === part("weekday"))!, time: `${part("hour")}:${part("minute")}`, name };
}

beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  original = await readSettings();
});

afterAll(async () => {
  const { version: _version, updated_at: _updatedAt, logo: _logo, ...settings } = original;
  await saveSettings(settings);
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

describe("/live", () => {
  test("says 'Live now' with the stream behind its facade while a service is on; nothing is asked of the video host", async ({ open, newTab }) => {
    await saveSettings({ serviceTimes: [serviceAt(-30, "Live Test Worship")], links: { ...original.links, liveStream: STREAM } });

    const plain = await open("/live", { javaScriptEnabled: false });
    const main = plain.locator("main");
    expect(await main.getByText("Live now", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "Live Test Worship", level: 2 }).isVisible()).toBe(true);
    // Before JavaScript the facade is a link to the video on its site.
    expect(await main.locator(`a[href="${STREAM}"][data-video-facade]`).count()).toBe(1);

    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      const { page } = await newTab({ viewport });
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
      });
      await page.goto(`${baseUrl}/live`);
      await page.getByRole("button", { name: /Play the video/ }).waitFor();
      expect(await page.getByText("Live now", { exact: true }).isVisible()).toBe(true);
      expect(await page.locator("iframe").count()).toBe(0);
      expect(videoRequests).toEqual([]);
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });

  test("outside a service shows the next one with a countdown, the service times and the latest sermon", async ({ open, newTab }) => {
    await saveSettings({ serviceTimes: [serviceAt(3 * 60, "Countdown Test Service")], links: { ...original.links, liveStream: STREAM } });

    const plain = await open("/live", { javaScriptEnabled: false });
    const main = plain.locator("main");
    expect(await main.getByText("Live now", { exact: true }).count()).toBe(0);
    expect(await main.getByRole("heading", { name: "Next service", level: 2 }).isVisible()).toBe(true);
    expect(await main.locator("[data-countdown]").innerText()).toMatch(/^Starts in (2 hours 5\d minutes|3 hours)$/);
    expect(await main.getByText(/Countdown Test Service, \w+day at/).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "Service times", level: 2 }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "Latest sermon", level: 2 }).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "All sermons" }).getAttribute("href")).toBe("/sermons");

    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      const { page } = await newTab({ viewport });
      await page.goto(`${baseUrl}/live`);
      // The browser's countdown words it as the server did.
      await page.locator("[data-countdown]").waitFor();
      expect(await page.locator("[data-countdown]").innerText()).toMatch(/^Starts in (2 hours 5\d minutes|3 hours)$/);
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });

  test("is where the home page's Live Streaming tile leads", async ({ open }) => {
    const page = await open("/");
    await page.locator("#activities-section").getByRole("link", { name: /Live Streaming/ }).click();
    await page.waitForURL(`${baseUrl}/live`);
    await page.getByRole("heading", { name: "Live Stream", level: 1 }).waitFor();
  });
});
