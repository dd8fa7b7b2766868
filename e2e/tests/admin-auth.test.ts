import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, DEFAULT_API_BASE, apiPath } from "@lampstand/contract/api-paths";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { COMMON_PASSWORDS } from "@lampstand/contract/common-passwords";
import { newPasswordProblem } from "@lampstand/contract/password-rules";
import { apiUrl, removeAccounts, signIn } from "../support/api.ts";
import { SIGN_IN_NEEDS_JAVASCRIPT } from "@lampstand/web/auth-notices";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";
import { mailedLink } from "../support/mailbox.ts";
import { startProductionServer } from "../support/production-server.ts";
import { storeStaffSession, storedSession } from "../support/staff-session.ts";

/**
 * Staff sign-up and login, and the admin panel's door (SPEC §2.10, §2.11, §4, §8): who gets in,
 * what they are told when they do not, and how a session ends.
 */

test.afterEach(({ problems }) => {
  // A refused sign-in or password change is an HTTP 4xx, which Chromium reports as a failed resource: nothing else may appear.
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors.filter((text) => !/status of (40[0139]|429)/.test(text))).toEqual([]);
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
      // The server draws the form; the page's script sends it (a post before then is the no-JavaScript path, tested below).
      await visit(page, `${fresh.baseUrl}/signup`);
      await textbox(page, "Name").fill("Grace Adeyemi");
      await textbox(page, "Email").fill("grace@example.org");
      await password(page).fill("a-long-password-1");
      await password(page, "Confirm Password").fill("a-long-password-1");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL(`${fresh.baseUrl}/login?registered=active`);
      await expect.poll(() => page.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupAdmin }).count()).toBe(1);

      await logIn(page, "grace@example.org", "a-long-password-1");
      await page.waitForURL(`${fresh.baseUrl}/admin`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Grace Adeyemi");
      expect(await page.locator("[data-admin-name]").innerText()).toBe("Grace Adeyemi");
      expect(await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allInnerTexts()).toEqual([
        "Admin Mgt",
        "Upload Slider",
        "Upload Pst Desk",
        "Upload Event",
        "Sermons",
        "Prayers",
        "Contacts",
        "Pages",
        "Settings",
        "Outbox",
        "View the website",
      ]);

      const { token } = await storedSession(page);
      await page.getByRole("button", { name: "Logout" }).click();
      // Issue 24: it says you are signed out.
      await page.waitForURL(`${fresh.baseUrl}/signed-out`);
      expect(await storedSession(page)).toEqual({ token: null, name: null, id: null });
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
  test("asks for every field, then for matching passwords, above the form", async ({ open }) => {
    const page = await open("/signup");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Create an Account");
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(MESSAGES.fillAllFields);

    await textbox(page, "Name").fill("Ben");
    await textbox(page, "Email").fill("ben@example.org");
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-different-one-2");
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(MESSAGES.passwordsDoNotMatch);
    // Auth errors clear themselves after 5 s (SPEC §4).
    await expect.poll(() => page.getByText(MESSAGES.passwordsDoNotMatch).count(), { timeout: 8000 }).toBe(0);
  });

  test("holds a new password to the rule (long enough, not a common one) under its field, and sends nothing", async ({ open }) => {
    const page = await open("/signup");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(API_PATHS.signup)) sent.push(request.url());
    });
    await textbox(page, "Name").fill("Ben");
    await textbox(page, "Email").fill("ben@example.org");
    const field = password(page);
    expect(await field.getAttribute("aria-describedby")).toBeTruthy();
    await page.getByText(`At least ${LIMITS.passwordMin} characters, and not a commonly used password.`).waitFor();

    for (const [weak, problem] of [
      ["short-pw1", newPasswordProblem("short-pw1")],
      ["Password123", newPasswordProblem("Password123")],
    ] as const) {
      expect(problem).toBeTruthy();
      await field.fill(weak);
      await password(page, "Confirm Password").fill(weak);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.getByText(problem!, { exact: true }).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      // The field's description carries the message, so a screen reader hears it with the field.
      expect(await field.evaluate((input) => input.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent).join(" "))).toContain(problem);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(sent).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}/signup`);
  });

  test("the list of common passwords comes with the sign-up page, never with a public page", async ({ newTab }) => {
    // A run of the list exactly as it stands in the built JavaScript.
    const marker = JSON.stringify(COMMON_PASSWORDS.slice(0, 3)).slice(1, -1);
    const { page } = await newTab({ viewport: VIEWPORTS.desktop });
    const scripts: { page: string; body: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push({ page: page.url(), body: await response.text() });
    });
    for (const path of ["/", "/contact", "/prayer-request", "/events", "/pastor-desk", "/donate"]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.body.includes(marker)).map((script) => script.page)).toEqual([]);
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole("heading", { level: 1, name: "Create an Account" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.body.includes(marker))).toBe(true);
  });

  test("an address that already has an account gets the same answer as a new one, and the account is untouched", async ({ open }) => {
    const page = await open("/signup");
    await textbox(page, "Name").fill("Someone Else");
    await textbox(page, "Email").fill(admin.email);
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-long-password-1");
    const answer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.signup));
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect((await answer).status()).toBe(201);
    expect(await (await answer).json()).toEqual({ message: STAFF_MESSAGES.signupPending, role: "pending" });
    await page.waitForURL(`${baseUrl}/login?registered=pending`);
    await expect.poll(() => page.getByRole("status").innerText()).toBe(STAFF_MESSAGES.signupPending);
    expect(await signIn(baseUrl, admin)).toBeTruthy();
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

  test("a later sign-up is no account until its mailed link confirms it, then waits for approval and cannot sign in meanwhile", async ({ open, mailbox }) => {
    const page = await open("/signup");
    const email = `pending-${Date.now()}@example.org`;
    await textbox(page, "Name").fill("Pending Person");
    await textbox(page, "Email").fill(email);
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(`${baseUrl}/login?registered=pending`);
    // Never "your account was created": the same words as for an address that already had one.
    await expect.poll(() => page.getByRole("status").innerText()).toBe(STAFF_MESSAGES.signupPending);
    // Unconfirmed, it is nobody's account (issue 21): the same answer as any unknown address.
    await logIn(page, email, "a-long-password-1");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(SERVER_MESSAGES.invalidCredentials);

    await visit(page, await mailedLink(mailbox, email, "/signup/confirm"));
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await page.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupConfirmed }).waitFor();
    await visit(page, `${baseUrl}/login`);
    await logIn(page, email, "a-long-password-1");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(SERVER_MESSAGES.awaitingApproval);
    expect(page.url()).toContain("/login");

    await removeAccounts(baseUrl, await signIn(baseUrl, admin), [email]);
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
    // Auth errors clear themselves after 5 s (SPEC §4).
    await expect.poll(() => page.getByText(SERVER_MESSAGES.invalidCredentials).count(), { timeout: 8000 }).toBe(0);

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(API_PATHS.login)) sent.push(request.postData() ?? "");
    });
    await page.getByRole("checkbox", { name: /Remember me/ }).check();
    await logIn(page, admin.email, admin.password);
    await page.waitForURL(`${baseUrl}/admin`);
    expect(JSON.parse(sent[0]!)).toMatchObject({ email: admin.email, remember: true });
    expect((await storedSession(page)).token).toMatch(/^[\w-]{20,}$/);
    // The browser now holds the sign-in's device cookie, out of the page's reach and sent to the login path only.
    const device = (await page.context().cookies()).filter((cookie) => cookie.path === `${DEFAULT_API_BASE}${API_PATHS.login}`);
    expect(device).toHaveLength(1);
    expect(device[0]).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    expect(await page.evaluate(() => document.cookie)).toBe("");

    // Signed in already: /login goes straight to the panel.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/admin`);

    // The next sign-in from this browser sends the device cookie back (the API client's fetch keeps same-origin cookies).
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/signed-out`);
    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(API_PATHS.login));
    await logIn(page, admin.email, admin.password);
    expect((await (await request).allHeaders()).cookie).toContain(`${device[0]!.name}=${device[0]!.value}`);
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

  test("a token the server no longer knows ends the session with 'Session expired. Please login again.'", async ({ staffTab }) => {
    // A session of its own, which this test ends: stored for the first page only, so no later page brings it back.
    const token = await signIn(baseUrl, admin);
    const { page } = await staffTab({ viewport: VIEWPORTS.desktop }, { token, name: "Administrator" }, { firstPageOnly: true });
    await page.goto(`${baseUrl}/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Administrator");
    // The dashboard's own calls (its counts, then recording the visit) are done: the click below is what meets the ended session.
    await page.waitForLoadState("networkidle");
    // Revoked elsewhere (as a logout on another device, or an admin removing the account, would).
    expect((await fetch(apiUrl(baseUrl, API_PATHS.logout), { method: "POST", headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contacts" }).click();
    await page.waitForURL(`${baseUrl}/login?expired=1`);
    await expect.poll(() => page.getByRole("status").filter({ hasText: MESSAGES.sessionExpired }).count()).toBe(1);
    expect((await storedSession(page)).token).toBeNull();
  });
});

describe("drawn on the server: before JavaScript, and without it", () => {
  const NO_SCRIPT = { javaScriptEnabled: false, viewport: VIEWPORTS.desktop } as const;

  test("with JavaScript off, both pages show the whole form, its side panel, and no button that would do nothing", async ({ open }) => {
    const login = await open("/login", NO_SCRIPT);
    expect(await login.getByRole("heading", { level: 1 }).innerText()).toBe("Sign In");
    for (const field of [textbox(login, "Email"), password(login), login.getByRole("checkbox", { name: /Remember me/ }), login.getByRole("button", { name: "Log In" })]) {
      expect(await field.isVisible()).toBe(true);
    }
    expect(await login.getByText("Welcome to Admin Login!").isVisible()).toBe(true);
    expect(await login.getByRole("button", { name: /Show/ }).count()).toBe(0);

    const signup = await open("/signup", NO_SCRIPT);
    expect(await signup.getByRole("heading", { level: 1 }).innerText()).toBe("Create an Account");
    for (const field of [textbox(signup, "Name"), textbox(signup, "Email"), password(signup), password(signup, "Confirm Password"), signup.getByRole("button", { name: "Sign Up" })]) {
      expect(await field.isVisible()).toBe(true);
    }
    expect(await signup.getByText("Join Us!").isVisible()).toBe(true);
  });

  test("without JavaScript, sign-up checks the form, lands on /login with the notice, and the mailed link confirms it: an account waiting for approval", async ({ open, mailbox }) => {
    const page = await open("/signup", NO_SCRIPT);
    const email = `no-script-${Date.now()}@example.org`;
    await textbox(page, "Name").fill("Esther Without Script");
    await textbox(page, "Email").fill(email);
    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-long-password-2");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("alert").filter({ hasText: MESSAGES.passwordsDoNotMatch }).waitFor();
    // What was typed is kept, the passwords are not, and nothing went into the address.
    expect(await textbox(page, "Name").inputValue()).toBe("Esther Without Script");
    expect(await password(page).inputValue()).toBe("");
    expect(page.url()).toBe(`${baseUrl}/signup`);

    await password(page).fill("a-long-password-1");
    await password(page, "Confirm Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(`${baseUrl}/login?registered=pending`);
    expect(await page.getByRole("status").innerText()).toBe(STAFF_MESSAGES.signupPending);
    // The mailed link's page confirms it with a plain form post (issue 21).
    await page.goto(await mailedLink(mailbox, email, "/signup/confirm"));
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await page.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupConfirmed }).waitFor();
    // The account is real, and waits for an administrator.
    const attempt = await fetch(apiUrl(baseUrl, API_PATHS.login), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "a-long-password-1" }),
    });
    expect(attempt.status).toBe(403);
    expect(await attempt.json()).toEqual({ message: SERVER_MESSAGES.awaitingApproval });
    // Gone again, so Admin Mgt's count of waiting sign-ups in other files is theirs alone.
    await removeAccounts(baseUrl, await signIn(baseUrl, admin), [email]);
  });

  test("without JavaScript, login says it needs it, keeps the e-mail, and the password is nowhere: not in the address, not on the page", async ({ open }) => {
    const page = await open("/login", NO_SCRIPT);
    const secret = "never-in-the-address-7";
    await textbox(page, "Email").fill(admin.email);
    await password(page).fill(secret);
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === "POST");
    await page.getByRole("button", { name: "Log In" }).click();
    expect((await posted).url()).toBe(`${baseUrl}/login`);
    await page.getByRole("alert").filter({ hasText: SIGN_IN_NEEDS_JAVASCRIPT }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(await textbox(page, "Email").inputValue()).toBe(admin.email);
    expect(await password(page).inputValue()).toBe("");
    expect(await page.content()).not.toContain(secret);
    expect((await storedSession(page)).token).toBeNull();
  });

  /**
   * Notes, before every frame the browser paints and whenever the page changes, a sign-in or
   * sign-up heading it would show; with `token`, that token is stored before any page runs.
   */
  async function watchForPaintedForm(page: Page, token?: string): Promise<string[]> {
    const seen: string[] = [];
    await page.exposeFunction("__formShown", (where: string) => seen.push(where));
    if (token) await storeStaffSession(page, { token, name: "Administrator" });
    await page.addInitScript(() => {
      const report = (window as unknown as { __formShown: (where: string) => void }).__formShown;
      const check = () => {
        for (const heading of document.querySelectorAll("h1")) {
          if (/Sign In|Create an Account/.test(heading.textContent ?? "") && heading.checkVisibility()) void report(location.pathname);
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      const everyFrame = () => {
        check();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    });
    return seen;
  }

  for (const path of ["/login", "/signup"]) {
    test(`with a stored token, ${path} goes to /admin without the form ever being painted`, async ({ newTab }) => {
      const { page } = await newTab({ viewport: VIEWPORTS.desktop });
      const seen = await watchForPaintedForm(page, await signIn(baseUrl, admin));
      await page.goto(`${baseUrl}/`);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/admin`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Administrator");
      expect(seen).toEqual([]);
      // The door replaced itself in the history: Back goes to where the person came from.
      await page.goBack();
      expect(page.url()).toBe(`${baseUrl}/`);
    });
  }

  test("that watch does see a painted form: without a token it reports the heading at once", async ({ newTab }) => {
    const { page } = await newTab({ viewport: VIEWPORTS.desktop });
    const seen = await watchForPaintedForm(page);
    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]).toBe("/login");
  });
});

describe("change password (the staff member's own)", () => {
  const PHONE = { width: 375, height: 812 } as const;

  /** An admin account of its own (the suite's admin keeps its password), made and removed through the API. */
  async function withOwnAccount(run: (account: { id: number; name: string; email: string; password: string }) => Promise<void>): Promise<void> {
    const adminToken = await signIn(baseUrl, admin);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(apiUrl(baseUrl, path), {
        method,
        headers: { Authorization: `Bearer ${adminToken}`, ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const stamp = Date.now().toString(36);
    const account = { name: `Priscilla Keys ${stamp}`, email: `priscilla-${stamp}@example.org`, password: "first-password-of-mine" };
    const created = await call("POST", API_PATHS.adminUsers, account);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await run({ id, ...account });
    } finally {
      expect((await call("DELETE", apiPath(API_PATHS.adminUser, { id }))).status).toBe(200);
    }
  }

  // The label ends with the required mark; the show/hide buttons' names ("Show new password") do not start with it.
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

  test("checks before sending, says the server's refusal by its field, then changes it: the old one is refused, the new one works, other sessions end", async ({ newTab }) => {
    await withOwnAccount(async (account) => {
      // Two browsers signed in to the same account.
      const { page } = await newTab({ viewport: VIEWPORTS.desktop });
      const { page: other } = await newTab({ viewport: PHONE });
      for (const tab of [page, other]) {
        await visit(tab, `${baseUrl}/login`);
        await logIn(tab, account.email, account.password);
        await tab.waitForURL(`${baseUrl}/admin`);
      }

      // From the header, beside the name.
      await page.getByRole("banner").getByRole("link", { name: "Change password" }).click();
      await page.waitForURL(`${baseUrl}/admin/change-password`);
      await page.getByRole("heading", { level: 1, name: "Change Password" }).waitFor();
      expect(await page.title()).toMatch(/^Change Password \| Admin Panel/);
      const form = page.getByRole("form", { name: "Change Password" });
      const submit = form.getByRole("button", { name: "Change Password" });
      for (const label of ["Current password", "New password", "Confirm new password"]) {
        expect(await field(page, label).getAttribute("type")).toBe("password");
        expect(await form.getByRole("button", { name: `Show ${label.toLowerCase()}` }).count()).toBe(1);
      }
      expect(await field(page, "Current password").getAttribute("autocomplete")).toBe("current-password");
      expect(await field(page, "New password").getAttribute("autocomplete")).toBe("new-password");

      const calls: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(API_PATHS.ownPassword)) calls.push(request.method());
      });

      // Nothing typed: each field says so, and the first one has the cursor.
      await submit.click();
      for (const message of ["Current password is required.", "New password is required.", "Confirm new password is required."]) await form.getByText(message, { exact: true }).waitFor();
      expect(await field(page, "Current password").evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The rule for a new password, and the confirmation.
      await field(page, "Current password").fill(account.password);
      await field(page, "New password").fill("1234567890");
      await field(page, "Confirm new password").fill("1234567890");
      await submit.click();
      await form.getByText(newPasswordProblem("1234567890", "New password")!).waitFor();
      await field(page, "New password").fill("my-new-password-2");
      await field(page, "Confirm new password").fill("my-new-password-3");
      await submit.click();
      await form.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
      expect(await field(page, "Confirm new password").getAttribute("aria-invalid")).toBe("true");
      expect(calls).toEqual([]);

      // A wrong current password: the server's words, under that field.
      await field(page, "Current password").fill("not-my-password");
      await field(page, "Confirm new password").fill("my-new-password-2");
      await submit.click();
      await form.getByText(SERVER_MESSAGES.currentPasswordWrong).waitFor();
      expect(await field(page, "Current password").getAttribute("aria-invalid")).toBe("true");
      expect(await field(page, "Current password").evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await field(page, "New password").inputValue()).toBe("my-new-password-2");

      await field(page, "Current password").fill(account.password);
      const answered = page.waitForResponse((response) => response.url().endsWith(API_PATHS.ownPassword));
      await submit.click();
      expect((await answered).status()).toBe(200);
      await page.locator("[data-notification]").getByText(STAFF_MESSAGES.passwordChanged).waitFor();
      for (const label of ["Current password", "New password", "Confirm new password"]) expect(await field(page, label).inputValue()).toBe("");
      expect(await form.getByText(/required|not correct|do not match/).count()).toBe(0);
      expect(calls).toEqual(["PUT", "PUT"]);

      // The old password no longer opens the account; the new one does.
      const attempt = (password: string) =>
        fetch(apiUrl(baseUrl, API_PATHS.login), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: account.email, password }) });
      const old = await attempt(account.password);
      expect(old.status).toBe(401);
      expect(await old.json()).toEqual({ message: SERVER_MESSAGES.invalidCredentials });
      expect((await attempt("my-new-password-2")).status).toBe(200);

      // The other browser's session has ended: its next call sends it to the login page.
      await other.getByRole("button", { name: "Menu" }).click();
      await other.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Admin Mgt" }).click();
      await other.waitForURL(`${baseUrl}/login?expired=1`);
      await expect.poll(() => other.getByRole("status").filter({ hasText: MESSAGES.sessionExpired }).count()).toBe(1);

      // This one goes on.
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Admin Mgt" }).click();
      await page.getByRole("table", { name: "Staff accounts" }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/admin/admin-management`);
    });
  });

  test("the same new password as the current one is refused before sending", async ({ newTab }) => {
    await withOwnAccount(async (account) => {
      const { page } = await newTab({ viewport: VIEWPORTS.desktop });
      await visit(page, `${baseUrl}/login`);
      await logIn(page, account.email, account.password);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.goto(`${baseUrl}/admin/change-password`);
      await field(page, "Current password").fill(account.password);
      await field(page, "New password").fill(account.password);
      await field(page, "Confirm new password").fill(account.password);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText(STAFF_MESSAGES.samePassword).waitFor();
      expect(await field(page, "New password").evaluate((input) => input === document.activeElement)).toBe(true);
    });
  });

  test("passes axe at 1280 and 375 px, with messages shown, is reachable from the header (on a phone, its menu), and fits the width", async ({ staffTab }) => {
    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      const { page } = await staffTab({ viewport });
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const inHeader = page.getByRole("banner").getByRole("link", { name: "Change password" });
      const inMenu = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Change password" });
      if (viewport === PHONE) {
        // No room beside Logout: the menu has it.
        expect(await inHeader.count()).toBe(0);
        await page.getByRole("button", { name: "Menu" }).click();
      } else {
        expect(await inMenu.count()).toBe(0);
      }
      const link = viewport === PHONE ? inMenu : inHeader;
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(36);
      await link.click();
      await page.getByRole("heading", { level: 1, name: "Change Password" }).waitFor();
      expect(await axeViolations(page), `change password at ${viewport.width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
      await page.getByRole("button", { name: "Show new password" }).click();
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Current password is required.").waitFor();
      expect(await axeViolations(page), `change password with messages at ${viewport.width}`).toEqual([]);
    }
  });
});

describe("light and dark, phones and axe", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the sign-up and login pages follow the system's ${colorScheme} preference and pass axe at 1280 and 375 px`, async ({ newTab }) => {
      for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
        const { page } = await newTab({ viewport, colorScheme });
        for (const path of ["/signup", "/login"]) {
          await visit(page, `${baseUrl}${path}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          const background = await page.evaluate(() => getComputedStyle(document.querySelector("[data-theme]")!).backgroundColor);
          expect(background === "rgb(2, 6, 24)" || background.startsWith("oklch(0.1"), `${path} ${colorScheme} ${background}`).toBe(colorScheme === "dark");
          expect(await axeViolations(page), `${path} ${colorScheme} ${viewport.width}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
        }
      }
    });

    test(`before their scripts arrive (or with JavaScript off), both pages in ${colorScheme} pass axe at 1280 and 375 px, the login's message too`, async ({ browser }) => {
      // axe runs as a script in the page, so JavaScript stays on and the app's own scripts never
      // arrive: the page stays exactly as the server sent it, as with JavaScript off. A context of
      // its own: the blocked scripts' failures are the point here, not problems.
      for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
        const context = await browser.newContext({ viewport, colorScheme });
        try {
          await context.route(/\.js(\?|$)/, (route) => route.abort());
          const page = await context.newPage();
          for (const path of ["/signup", "/login"]) {
            await page.goto(`${baseUrl}${path}`);
            expect(await page.getByRole("button", { name: /Show/ }).count(), "not hydrated").toBe(0);
            expect(await axeViolations(page), `${path} ${colorScheme} ${viewport.width}`).toEqual([]);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
          }
          await page.getByRole("button", { name: "Log In" }).click();
          await page.getByRole("alert").filter({ hasText: SIGN_IN_NEEDS_JAVASCRIPT }).waitFor();
          expect(await axeViolations(page), `/login with its message, ${colorScheme} ${viewport.width}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  }

  test("the welcome screen passes axe at 1280 and 375 px, and the menu opens on a phone", async ({ staffTab }) => {
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      const { page } = await staffTab({ viewport });
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
