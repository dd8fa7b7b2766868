import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { apiUrl, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations } from "../support/pages.ts";
import { startProductionServer } from "../support/production-server.ts";

/**
 * Staff sign-up and login, and the admin panel's door (SPEC §2.10, §2.11, §4, §8): who gets in,
 * what they are told when they do not, and how a session ends.
 */

test.afterEach(({ problems }) => {
  // A refused sign-in is an HTTP 4xx, which Chromium reports as a failed resource: nothing else may appear.
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors.filter((text) => !/status of 40[139]/.test(text))).toEqual([]);
});

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const password = (page: Page, label = "Password") => page.getByLabel(label, { exact: true });

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await textbox(page, "Email").fill(email);
  await password(page).fill(secret);
  await page.getByRole("button", { name: "Log In" }).click();
}

describe("the first sign-up of a fresh site", () => {
  test("becomes the administrator, signs in, sees the panel and logs out", async ({ newTab }) => {
    // A site of its own: without ADMIN_EMAIL, the first account is the admin (ARCHITECTURE decision 1).
    const fresh = await startProductionServer();
    const tab = await newTab({ viewport: VIEWPORTS.desktop });
    try {
      const { page } = tab;
      await page.goto(`${fresh.baseUrl}/signup`);
      await textbox(page, "Name").fill("Grace Adeyemi");
      await textbox(page, "Email").fill("grace@example.org");
      await password(page).fill("a-long-password-1");
      await password(page, "Confirm Password").fill("a-long-password-1");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL(`${fresh.baseUrl}/login?registered=active`);
      await expect.poll(() => page.getByRole("status").filter({ hasText: /account is ready/i }).count()).toBe(1);

      await logIn(page, "grace@example.org", "a-long-password-1");
      await page.waitForURL(`${fresh.baseUrl}/admin`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Grace Adeyemi");
      expect(await page.locator("[data-admin-name]").innerText()).toBe("Grace Adeyemi");
      expect(await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allInnerTexts()).toEqual([
        "Admin Mgt",
        "Upload Slider",
        "Upload Pst Desk",
        "Upload Event",
        "Prayers",
        "Contacts",
        "View the website",
      ]);

      const token = await page.evaluate(() => localStorage.getItem("token"));
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${fresh.baseUrl}/login`);
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("adminName")])).toEqual([null, null]);
      // The token is revoked on the server too, not only forgotten by the browser.
      const after = await fetch(apiUrl(fresh.baseUrl, API_PATHS.adminUsers), { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status).toBe(401);
      await page.goto(`${fresh.baseUrl}/admin`);
      await page.waitForURL(`${fresh.baseUrl}/login`);
    } finally {
      // The tab first: a page left open would report the server going away.
      await tab.close();
      await fresh.stop();
    }
  });
});

describe("sign-up (SPEC §2.10, §5)", () => {
  test("asks for every field, then for matching passwords, then shows the server's error above the form", async ({ open }) => {
    const page = await open("/signup");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Create an Account");
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(MESSAGES.fillAllFields);

    await textbox(page, "Name").fill("Ben");
    await textbox(page, "Email").fill(admin.email);
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-different-one-2");
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(MESSAGES.passwordsDoNotMatch);

    await password(page, "Confirm Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(SERVER_MESSAGES.emailTaken);
    // Auth errors clear themselves after 5 s (SPEC §4).
    await expect.poll(() => page.getByText(SERVER_MESSAGES.emailTaken).count(), { timeout: 8000 }).toBe(0);
  });

  test("shows and hides each password with a real, named button", async ({ open }) => {
    const page = await open("/signup");
    const toggle = page.getByRole("button", { name: "Show password" });
    expect(await password(page).getAttribute("type")).toBe("password");
    await toggle.click();
    expect(await password(page).getAttribute("type")).toBe("text");
    expect(await page.getByRole("button", { name: "Hide password" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Show confirm password" }).count()).toBe(1);
  });

  test("a later sign-up waits for approval and cannot sign in meanwhile", async ({ open }) => {
    const page = await open("/signup");
    const email = `pending-${Date.now()}@example.org`;
    await textbox(page, "Name").fill("Pending Person");
    await textbox(page, "Email").fill(email);
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(`${baseUrl}/login?registered=pending`);
    await expect.poll(() => page.getByRole("status").filter({ hasText: /awaiting approval/i }).count()).toBe(1);
    await logIn(page, email, "a-long-password-1");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(SERVER_MESSAGES.awaitingApproval);
    expect(page.url()).toContain("/login");
  });
});

describe("login (SPEC §2.10)", () => {
  test("asks for both fields, refuses a wrong password with the server's words, and lets the right one in", async ({ open }) => {
    const page = await open("/login");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sign In");
    expect(await page.getByText("Welcome to Admin Login!").count()).toBe(1);
    await page.getByRole("button", { name: "Log In" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(MESSAGES.fillAllFields);

    await logIn(page, admin.email, "not-the-password");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(SERVER_MESSAGES.invalidCredentials);

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(API_PATHS.login)) sent.push(request.postData() ?? "");
    });
    await page.getByRole("checkbox", { name: /Remember me/ }).check();
    await logIn(page, admin.email, admin.password);
    await page.waitForURL(`${baseUrl}/admin`);
    expect(JSON.parse(sent[0]!)).toMatchObject({ email: admin.email, remember: true });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]{20,}$/);

    // Signed in already: /login goes straight to the panel.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/admin`);
  });

  test("the panel sends a visitor without a token to /login, replacing the address, and the server never sends the panel", async ({ open }) => {
    const html = await (await fetch(`${baseUrl}/admin/upload-slider`)).text();
    expect(html).not.toContain("Admin Mgt");
    expect(html).not.toContain("Logout");
    const page = await open("/");
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.goBack();
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  test("a token the server no longer knows ends the session with 'Session expired. Please login again.'", async ({ newTab }) => {
    const token = await signIn(baseUrl, admin);
    const { page } = await newTab({ viewport: VIEWPORTS.desktop });
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("token", value);
        localStorage.setItem("adminName", "Administrator");
        sessionStorage.setItem("seeded", "1");
      }
    }, token);
    await page.goto(`${baseUrl}/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Administrator");
    // Revoked elsewhere (as a logout on another device, or an admin removing the account, would).
    expect((await fetch(apiUrl(baseUrl, API_PATHS.logout), { method: "POST", headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contacts" }).click();
    await page.waitForURL(`${baseUrl}/login?expired=1`);
    await expect.poll(() => page.getByRole("status").filter({ hasText: MESSAGES.sessionExpired }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

describe("light and dark, phones and axe", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the sign-up and login pages follow the system's ${colorScheme} preference and pass axe at 1280 and 375 px`, async ({ newTab }) => {
      for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
        const { page } = await newTab({ viewport, colorScheme });
        for (const path of ["/signup", "/login"]) {
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          const background = await page.evaluate(() => getComputedStyle(document.querySelector("[data-theme]")!).backgroundColor);
          expect(background === "rgb(2, 6, 24)" || background.startsWith("oklch(0.1"), `${path} ${colorScheme} ${background}`).toBe(colorScheme === "dark");
          expect(await axeViolations(page), `${path} ${colorScheme} ${viewport.width}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
        }
      }
    });
  }

  test("the welcome screen passes axe at 1280 and 375 px, and the menu opens on a phone", async ({ newTab }) => {
    const token = await signIn(baseUrl, admin);
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      const { page } = await newTab({ viewport });
      await page.addInitScript((value) => localStorage.setItem("token", value), token);
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport.width < 1024) {
        const sidebar = page.getByRole("navigation", { name: "Admin" });
        expect(await sidebar.isVisible()).toBe(false);
        await page.getByRole("button", { name: "Menu" }).click();
        expect(await sidebar.isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      }
    }
  });
});
