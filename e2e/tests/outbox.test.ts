import { afterAll, beforeAll, describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import type { StaffSiteSettingsResponse } from "@lampstand/contract/site-settings";
import { apiUrl, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, visit } from "../support/pages.ts";

/**
 * E-mail end to end (issue 21): the prayer team's address typed on /admin/settings, a prayer
 * request sent from the public form, its alert arriving at the run's mail server, and the outbox
 * screen listing it as sent, at a desktop's and a phone's width, by keyboard, axe-clean.
 */
const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const TEAM = "prayer-team-e2e@example.org";

let token: string;

async function staffSettings(): Promise<StaffSiteSettingsResponse> {
  return (await fetch(apiUrl(baseUrl, API_PATHS.settings), { headers: { authorization: `Bearer ${token}` } })).json() as Promise<StaffSiteSettingsResponse>;
}

beforeAll(async () => {
  token = await signIn(baseUrl, admin);
});

afterAll(async () => {
  // The other files see the site as seeded: nobody gets alerts.
  const { logo: _logo, updated_at: _updatedAt, ...current } = await staffSettings();
  await fetch(apiUrl(baseUrl, API_PATHS.settings), {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ ...current, notifications: { prayerRequests: [], contactMessages: [] } }),
  });
});

describe("e-mail alerts and the outbox", () => {
  test("staff name the prayer team; a prayer request's alert arrives; the outbox lists it, on a phone too", async ({ staffTab, newTab, mailbox }) => {
    const { page } = await staffTab({ viewport: DESKTOP });
    await visit(page, `${baseUrl}/admin/settings`);
    const box = page.getByLabel("Prayer team");
    await box.fill(TEAM);
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Everything is saved.").waitFor();
    expect((await staffSettings()).notifications.prayerRequests).toEqual([TEAM]);
    // Never on the public site.
    expect(await (await fetch(apiUrl(baseUrl, API_PATHS.settings))).text()).not.toContain(TEAM);

    const visitor = (await newTab({ viewport: DESKTOP })).page;
    await visit(visitor, `${baseUrl}/prayer-request`);
    for (const [label, value] of [["First Name", "Esther"], ["Last Name", "Adeyemi"], ["Email", "esther@example.net"], ["Phone", "+1 713 555 0199"], ["Prayer Request", "Pray for my exams next week."]]) {
      await visitor.getByRole("textbox", { name: label, exact: true }).fill(value!);
    }
    // Sent sooner than a person fills the form in, it would be held as possible spam, and no alert goes.
    await visitor.waitForTimeout(2600);
    await visitor.getByRole("button", { name: "SEND" }).click();
    await visitor.getByRole("dialog", { name: MESSAGES.prayerSentTitle }).waitFor();

    const alert = await mailbox.waitForMail((mail) => mail.to.includes(TEAM) && mail.subject.includes("Esther Adeyemi"));
    expect(alert.replyTo).toBe("esther@example.net");
    expect(alert.text).toContain("Pray for my exams next week.");

    await visit(page, `${baseUrl}/admin/outbox`);
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    const card = page.getByRole("listitem").filter({ hasText: "Prayer request from Esther Adeyemi" });
    await card.getByText("Status: Sent").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard, from the navigation: the filter links are links.
    await page.getByRole("link", { name: /^Sent/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/status=sent/);
    await card.waitFor();

    const phone = (await staffTab({ viewport: PHONE })).page;
    await visit(phone, `${baseUrl}/admin/outbox`);
    await phone.getByRole("listitem").filter({ hasText: "Esther Adeyemi" }).first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(phone)).toEqual([]);
  });
});
