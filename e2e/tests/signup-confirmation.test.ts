import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { MailFolder } from "@lampstand/server/test-smtp-server";
import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { apiUrl, removeAccounts, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { mailedLink } from "../support/mailbox.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";

/**
 * The page a sign-up's mail leads to (issue 21): opening it confirms nothing, its button does; it
 * reads well and passes axe on a desktop and a phone, before and after; a spent link says so and
 * offers a new sign-up. The whole way from sign-up to a signed-in staff member is in
 * admin-people.test.ts, and without JavaScript in admin-auth.test.ts.
 */

test.afterEach(({ problems }) => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

let counter = 0;
const signedUp: string[] = [];

/** The accounts the confirmations made go again, so other files' count of waiting sign-ups is their own. */
test.afterAll(async () => {
  await removeAccounts(baseUrl, await signIn(baseUrl, admin), signedUp);
});

/** A sign-up through the API, as the form sends it, and the link mailed for it. */
async function signedUpLink(mailbox: MailFolder): Promise<string> {
  const email = `confirm-${Date.now().toString(36)}-${++counter}@example.org`;
  signedUp.push(email);
  const response = await fetch(apiUrl(baseUrl, API_PATHS.signup), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Phoebe Deacon", email, password: "phoebes-own-phrase-1" }),
  });
  expect(response.status).toBe(201);
  return mailedLink(mailbox, email, "/signup/confirm");
}

describe("the sign-up confirmation page", () => {
  for (const [name, viewport, colorScheme] of [
    ["desktop", VIEWPORTS.desktop, "light"],
    ["phone", { width: 375, height: 812 }, "light"],
    ["desktop", VIEWPORTS.desktop, "dark"],
    ["phone", { width: 375, height: 812 }, "dark"],
  ] as const) {
    test(`on a ${name} in ${colorScheme}: a button confirms, axe finds nothing before or after, and the spent link says so`, async ({ newTab, mailbox }) => {
      const link = await signedUpLink(mailbox);
      const { page } = await newTab({ viewport, colorScheme });
      expect(await visit(page, link)).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Confirm your sign-up" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      // Reached by the keyboard, with a visible focus ring.
      const button = page.getByRole("button", { name: "Confirm my sign-up" });
      for (let step = 0; step < 5 && !(await button.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("Tab");
      expect(await button.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
      expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle !== "none" || getComputedStyle(element).boxShadow !== "none")).toBe(true);
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupConfirmed }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      expect(await visit(page, link)).toBe(200);
      await page.getByRole("button", { name: "Confirm my sign-up" }).click();
      await page.getByRole("alert").filter({ hasText: STAFF_MESSAGES.signupConfirmInvalid }).waitFor();
      expect(await page.getByRole("link", { name: "Sign up again" }).getAttribute("href")).toBe("/signup");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
