import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { HONEYPOT_FIELD } from "@lampstand/contract/limits";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { AdminUser, ContactMessage, PrayerRequest, User } from "@lampstand/contract/entities";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { newPasswordProblem } from "@lampstand/contract/password-rules";
import type { PageProblems } from "../support/browser.ts";
import { apiUrl, deletePaths, listContactMessages, listHeldPrayerRequests, listPrayerRequests, remove, sendAsVisitor, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, openWatchedTab, visit } from "../support/pages.ts";
import { mailedLink } from "../support/mailbox.ts";
import { LOCKOUT_THRESHOLD } from "../support/server-settings.ts";
import { forgetStored } from "../support/staff-session.ts";

/**
 * The staff screens about people (SPEC §2.13, §2.14; ARCHITECTURE decision 1): admin management
 * with sign-up approval, the add form, inline edit, delete and the rules that keep an admin from
 * locking the church out; the prayer-request and contact inboxes. Everything runs in Chromium
 * against the production build and its real database, signed in through /login. What this file
 * creates (accounts, submissions) it deletes again.
 */

const unique = Date.now().toString(36);
const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** The browser session of the admin, signed in once through /login, for every tab of this file. */
let session: BrowserContextOptions["storageState"];
/** The admin's token for setting up and cleaning up through the API. */
let token: string;
const createdEmails: string[] = [];

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  const tab = await openWatchedTab(browser, { viewport: DESKTOP });
  try {
    await visit(tab.page, `${baseUrl}/login`);
    await tab.page.getByLabel("Email").fill(admin.email);
    await tab.page.getByLabel("Password", { exact: true }).fill(admin.password);
    await tab.page.getByRole("button", { name: "Log In" }).click();
    await tab.page.waitForURL(`${baseUrl}/admin`);
    session = await tab.context.storageState();
  } finally {
    await tab.close();
  }
});

/** Deletes the accounts this file made (through the API: what the screen does is tested on its own). */
async function removeCreatedUsers(): Promise<void> {
  const users = await api<User[]>("GET", API_PATHS.adminUsers);
  for (const user of users.filter((candidate) => createdEmails.includes(candidate.email))) {
    await api("DELETE", apiPath(API_PATHS.adminUser, { id: user.id }));
  }
}

test.afterAll(removeCreatedUsers);

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/** A call to the API as the admin. */
async function api<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(baseUrl, path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An active admin made through the API, to be edited, demoted or deleted on the screen. */
async function createAdmin(label: string): Promise<User> {
  const email = `${label.toLowerCase().replace(/\W+/g, "-")}-${unique}@example.org`;
  createdEmails.push(email);
  return api<User>("POST", API_PATHS.adminUsers, { name: `${label} ${unique}`, email, password: "a-long-password-1" });
}

/** A tab signed in as the admin, on a staff screen, once its heading is drawn. */
async function staffScreen(newTab: (options: BrowserContextOptions) => Promise<{ page: Page }>, path: string, heading: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const { page } = await newTab({ viewport, storageState: session });
  expect(await visit(page, `${baseUrl}${path}`)).toBe(200);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return page;
}

/** The browser reports a refused request (a 403, a 409) as a console error: the test expects exactly those. */
function expectRefusals(problems: PageProblems, statuses: number[]): void {
  const refused = problems.consoleErrors.filter((line) => /Failed to load resource: the server responded with a status of \d+/.test(line));
  expect(refused.map((line) => Number(/status of (\d+)/.exec(line)![1]))).toEqual(statuses);
  problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((line) => !refused.includes(line)));
}

/** The visible notification (its words are also in a screen-reader-only live region). */
const notice = (page: Page, text: string) => page.locator("[data-notification]").getByText(text);

async function pageIsNoWiderThanScreen(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const accounts = (page: Page) => page.getByRole("table", { name: "Staff accounts" });
const rowOf = (page: Page, email: string) => accounts(page).getByRole("row").filter({ hasText: email });

describe("admin management (SPEC §2.13, ARCHITECTURE decision 1)", () => {
  test("a second sign-up is confirmed by the mailed link, then waits: it cannot sign in until an admin approves it on the screen, then it can", async ({ newTab, problems, mailbox }) => {
    const name = `Grace Newcomer ${unique}`;
    const email = `grace-${unique}@example.org`;
    createdEmails.push(email);
    const password = "grace-password-1";

    const { page: visitor } = await newTab({ viewport: PHONE });
    await visit(visitor, `${baseUrl}/signup`);
    await visitor.getByLabel("Name").fill(name);
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Password", { exact: true }).fill(password);
    await visitor.getByLabel("Confirm Password", { exact: true }).fill(password);
    await visitor.getByRole("button", { name: "Sign Up" }).click();
    await visitor.waitForURL(`${baseUrl}/login?registered=pending`);
    // The login page draws its notice in the browser, a moment after the address changes.
    await expect.poll(() => visitor.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupPending }).count()).toBe(1);

    // Issue 21: the address is confirmed by the link mailed to it; the page's button does it, not the link alone.
    const link = await mailedLink(mailbox, email, "/signup/confirm");
    expect(link).toMatch(new RegExp(`^${baseUrl}/signup/confirm\\?token=[\\w-]{43}$`));
    await visit(visitor, link);
    await visitor.getByRole("heading", { level: 1, name: "Confirm your sign-up" }).waitFor();
    await visitor.getByRole("button", { name: "Confirm my sign-up" }).click();
    await visitor.getByRole("status").filter({ hasText: STAFF_MESSAGES.signupConfirmed }).waitFor();

    await visit(visitor, `${baseUrl}/login`);
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Password", { exact: true }).fill(password);
    await visitor.getByRole("button", { name: "Log In" }).click();
    await visitor.getByRole("alert").filter({ hasText: SERVER_MESSAGES.awaitingApproval }).waitFor();
    expect(visitor.url()).toContain("/login");

    // The admins' mail leads to the screen.
    const adminsLink = await mailedLink(mailbox, admin.email, "/admin/admin-management");
    expect(adminsLink).toBe(`${baseUrl}/admin/admin-management`);
    const page = await staffScreen(newTab, new URL(adminsLink).pathname, "Admin Management");
    const row = rowOf(page, email);
    expect(await row.innerText()).toMatch(/Awaiting approval[\s\S]*Pending/);
    expect(await page.getByText("1 sign-up is awaiting approval.").count()).toBe(1);
    // Pending sign-ups come first, before the first admin.
    const order = await accounts(page).getByRole("row").allInnerTexts();
    expect(order.findIndex((text) => text.includes(email))).toBeLessThan(order.findIndex((text) => text.includes(admin.email)));
    // Searched for someone else, the list no longer shows the sign-up: the notice still counts it, and leads back to it.
    await page.getByLabel("Search staff accounts").fill(admin.email);
    await page.waitForURL((url) => url.searchParams.get("q") === admin.email);
    await expect.poll(() => row.count()).toBe(0);
    expect(await page.getByText("1 sign-up is awaiting approval.").count()).toBe(1);
    await page.getByRole("link", { name: "Show them" }).click();
    await row.waitFor();
    expect(new URL(page.url()).search).toBe("");
    // The link went with the notice's change: the focus waits on the list's heading, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Staff accounts");

    await row.getByRole("button", { name: `Approve ${name}` }).click();
    await notice(page, `${name} is approved and can sign in now.`).waitFor();
    await expect.poll(() => row.getByText("Admin", { exact: true }).count()).toBe(1);
    expect(await row.getByRole("button", { name: /Approve/ }).count()).toBe(0);
    expect(await page.getByText(/awaiting approval\./).count()).toBe(0);
    expect((await api<User[]>("GET", API_PATHS.adminUsers)).find((user) => user.email === email)?.role).toBe("admin");

    await visitor.getByRole("button", { name: "Log In" }).click();
    await visitor.waitForURL(`${baseUrl}/admin`);
    await visitor.getByRole("heading", { level: 1, name: `Welcome, ${name}` }).waitFor();
    expectRefusals(problems, [403]);
  });

  test("adds an admin with the add form: every field required, a taken e-mail said by its field, the new row last", async ({ newTab, problems }) => {
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    const toggle = page.getByRole("button", { name: "Add New Admin" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const form = page.getByRole("form", { name: "Add a new admin" });
    await form.waitFor();
    expect(await form.getByLabel("Name").evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await form.getByLabel(/^Password/).getAttribute("type")).toBe("password");
    for (const label of ["Name", "Email"]) expect(await form.getByLabel(label).getAttribute("required")).not.toBeNull();
    expect(await form.getByLabel(/^Password/).getAttribute("required")).not.toBeNull();

    await form.getByRole("button", { name: "Add Admin" }).click();
    for (const message of ["Name is required.", "Email is required.", "Password is required."]) await form.getByText(message).waitFor();

    const name = `Samuel Added ${unique}`;
    const email = `samuel-${unique}@example.org`;
    createdEmails.push(email);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(admin.email);
    // The rule for a new password, before anything is sent.
    await form.getByLabel(/^Password/).fill("1234567890");
    await form.getByRole("button", { name: "Add Admin" }).click();
    await form.getByText(newPasswordProblem("1234567890")!).waitFor();
    expect(await form.getByLabel(/^Password/).evaluate((input) => input === document.activeElement)).toBe(true);
    await form.getByLabel(/^Password/).fill("samuel-password-1");
    await form.getByRole("button", { name: "Add Admin" }).click();
    await form.getByText(SERVER_MESSAGES.emailTaken).waitFor();
    // A refused save keeps what was typed.
    expect(await form.getByLabel("Name").inputValue()).toBe(name);

    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Add Admin" }).click();
    await notice(page, `${name} was added as an admin.`).waitFor();
    expect(await form.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const rows = await accounts(page).getByRole("row").allInnerTexts();
    expect(rows.at(-1)).toContain(email);
    expect(await rowOf(page, email).getByText("Admin", { exact: true }).count()).toBe(1);
    // The account works at once.
    expect(await signIn(baseUrl, { email, password: "samuel-password-1" })).toBeTruthy();
    expectRefusals(problems, [409]);
  });

  test("edits a name and e-mail inline, one row at a time; Cancel leaves edit mode, Save reloads the list", async ({ newTab }) => {
    const first = await createAdmin("Ruth Editable");
    const second = await createAdmin("Boaz Bystander");
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    const row = rowOf(page, first.email);

    await row.getByRole("button", { name: `Edit ${first.name}` }).click();
    const editing = accounts(page).locator("tr[data-editing]");
    const nameInput = editing.getByLabel("Name", { exact: true });
    expect(await nameInput.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await editing.getByRole("combobox").count()).toBe(0);
    // The role is shown, not editable.
    expect(await editing.getByText("Admin", { exact: true }).count()).toBe(1);
    // One row at a time.
    expect(await rowOf(page, second.email).getByRole("button", { name: `Edit ${second.name}` }).isDisabled()).toBe(true);

    await nameInput.fill("Someone Else");
    await editing.getByRole("button", { name: "Cancel" }).click();
    expect(await editing.count()).toBe(0);
    expect(await row.innerText()).toContain(first.name);
    expect(await row.getByRole("button", { name: `Edit ${first.name}` }).evaluate((button) => button === document.activeElement)).toBe(true);

    await row.getByRole("button", { name: `Edit ${first.name}` }).click();
    const renamed = `Ruth Renamed ${unique}`;
    const newEmail = `ruth-renamed-${unique}@example.org`;
    createdEmails.push(newEmail);
    await editing.getByLabel("Name", { exact: true }).fill(renamed);
    await editing.getByLabel("Email", { exact: true }).fill(newEmail);
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(API_PATHS.adminUsers) && response.request().method() === "GET");
    await editing.getByLabel("Email", { exact: true }).press("Enter");
    await reloaded;
    await notice(page, "Changes saved.").waitFor();
    expect(await editing.count()).toBe(0);
    expect(await rowOf(page, newEmail).innerText()).toContain(renamed);
    const stored = (await api<User[]>("GET", API_PATHS.adminUsers)).find((user) => user.id === first.id);
    expect(stored).toMatchObject({ name: renamed, email: newEmail, role: "admin" });

    // Escape leaves edit mode too.
    await rowOf(page, newEmail).getByRole("button", { name: `Edit ${renamed}` }).click();
    await editing.getByLabel("Name", { exact: true }).press("Escape");
    expect(await editing.count()).toBe(0);
  });

  test("renaming yourself shows the new name in the header at once", async ({ newTab }) => {
    const me = (await api<User[]>("GET", API_PATHS.adminUsers)).find((user) => user.email === admin.email)!;
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    try {
      await rowOf(page, admin.email).getByRole("button", { name: `Edit ${me.name}` }).click();
      const editing = accounts(page).locator("tr[data-editing]");
      await editing.getByLabel("Name", { exact: true }).fill(`Pastor ${unique}`);
      await editing.getByRole("button", { name: "Save" }).click();
      await notice(page, "Changes saved.").waitFor();
      await page.locator("[data-admin-name]").getByText(`Pastor ${unique}`, { exact: true }).waitFor();
    } finally {
      await api("PUT", apiPath(API_PATHS.adminUser, { id: me.id }), { name: me.name, email: me.email });
    }
  });

  test("deletes after 'Are you sure you want to delete this user?'; Cancel keeps the account", async ({ newTab }) => {
    const user = await createAdmin("Demas Leaving");
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    const trigger = rowOf(page, user.email).getByRole("button", { name: `Delete ${user.name}` });

    await trigger.click();
    const question = page.getByRole("alertdialog", { name: `Delete ${user.name}?` });
    await question.waitFor();
    expect(await question.innerText()).toContain("Are you sure you want to delete this user?");
    expect(await question.getByRole("button", { name: "Cancel" }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "hidden" });
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);

    await trigger.click();
    await question.getByRole("button", { name: "Delete" }).click();
    await notice(page, `${user.name} was deleted.`).waitFor();
    expect(await rowOf(page, user.email).count()).toBe(0);
    expect((await api<User[]>("GET", API_PATHS.adminUsers)).some((candidate) => candidate.id === user.id)).toBe(false);
  });

  test("says why the signed-in admin cannot delete or demote themself, and why the only admin stays", async ({ newTab }) => {
    const other = await createAdmin("Phoebe Helper");
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    const own = rowOf(page, admin.email);
    expect(await own.getByText("You", { exact: true }).count()).toBe(1);
    expect(await own.getByRole("button", { name: /Delete|Revoke/ }).count()).toBe(0);
    expect(await own.innerText()).toContain("You cannot delete your own account while you are signed in with it.");
    expect(await own.innerText()).toContain("You cannot take away your own admin access.");

    // Another admin can be demoted: back to pending, with Approve offered again.
    await rowOf(page, other.email).getByRole("button", { name: `Revoke access ${other.name}` }).click();
    const question = page.getByRole("alertdialog", { name: "Revoke admin access?" });
    expect(await question.innerText()).toContain(`Are you sure you want to revoke ${other.name}'s admin access?`);
    await question.getByRole("button", { name: "Revoke access" }).click();
    await notice(page, `${other.name} can no longer sign in until an admin approves them again.`).waitFor();
    await rowOf(page, other.email).getByRole("button", { name: `Approve ${other.name}` }).waitFor();
    expect((await api<User[]>("GET", API_PATHS.adminUsers)).find((user) => user.id === other.id)?.role).toBe("pending");

    // A session that does not know whose it is (kept from before the id was stored) still keeps the only admin.
    await removeCreatedUsers();
    const admins = (await api<User[]>("GET", API_PATHS.adminUsers)).filter((user) => user.role === "admin");
    expect(admins.map((user) => user.email)).toEqual([admin.email]);
    await forgetStored(page, "id");
    await page.reload();
    await accounts(page).waitFor();
    expect(await rowOf(page, admin.email).innerText()).toContain("The only admin cannot be removed: approve or add another admin first.");
    expect(await rowOf(page, admin.email).getByRole("button", { name: /Delete|Revoke/ }).count()).toBe(0);
  });

  test("an account locked by failed sign-ins: the login page says so and keeps saying it, Admin Mgt shows until when, Unlock lets the owner in", async ({ newTab, problems }) => {
    // Never signed in, so nothing vouches for the browser or the address it signs in from.
    const user = await createAdmin("Tabitha Locked");
    const attempt = (password: string) =>
      fetch(apiUrl(baseUrl, API_PATHS.login), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: user.email, password }) });
    for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure++) expect((await attempt("a-wrong-guess-1")).status).toBe(401);

    // The owner, with the right password, on a phone.
    const { page: owner } = await newTab({ viewport: PHONE });
    await visit(owner, `${baseUrl}/login`);
    await owner.getByLabel("Email").fill(user.email);
    await owner.getByLabel("Password", { exact: true }).fill("a-long-password-1");
    const refused = owner.waitForResponse((response) => response.url().endsWith(API_PATHS.login));
    await owner.getByRole("button", { name: "Log In" }).click();
    expect((await refused).status()).toBe(429);
    expect(Number((await refused).headers()["retry-after"])).toBeGreaterThan(0);
    const lockMessage = owner.getByRole("alert").filter({ hasText: SERVER_MESSAGES.accountLocked("10 minutes") });
    await lockMessage.waitFor();
    // It says how long to wait and what else to do: it stays past the 5 s other sign-in errors last.
    await owner.waitForTimeout(6000);
    expect(await lockMessage.isVisible()).toBe(true);
    expect(owner.url()).toBe(`${baseUrl}/login`);
    expect(await axeViolations(owner)).toEqual([]);

    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    const row = rowOf(page, user.email);
    const lockState = row.getByText(/^Sign-in locked until \d{1,2}:\d{2}\s[AP]M$/);
    await lockState.waitFor();
    const listed = (await api<AdminUser[]>("GET", API_PATHS.adminUsers)).find((candidate) => candidate.id === user.id)!;
    expect(Date.parse(listed.locked_until!)).toBeGreaterThan(Date.now());
    const unlock = row.getByRole("button", { name: `Unlock ${user.name}` });
    // Keyboard: the button is reached by Tab like every row action, and Enter presses it.
    await row.getByRole("button", { name: `Edit ${user.name}` }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await unlock.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await notice(page, STAFF_MESSAGES.accountUnlocked(user.name)).waitFor();
    expect(await lockState.count()).toBe(0);
    expect(await unlock.count()).toBe(0);
    // The focus did not fall to the page: it waits on the row's next action.
    expect(await row.getByRole("button", { name: `Edit ${user.name}` }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await api<AdminUser[]>("GET", API_PATHS.adminUsers)).find((candidate) => candidate.id === user.id)?.locked_until).toBeNull();

    // The next try goes through, and the lock message goes with it.
    await owner.getByRole("button", { name: "Log In" }).click();
    await owner.waitForURL(`${baseUrl}/admin`);
    await owner.getByRole("heading", { level: 1, name: `Welcome, ${user.name}` }).waitFor();
    expectRefusals(problems, [429]);
  });

  test("a locked row passes axe at 1280 and 375 px and fits a phone as a card", async ({ newTab }) => {
    const user = await createAdmin("Dorcas Locked");
    for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure++) {
      await fetch(apiUrl(baseUrl, API_PATHS.login), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: user.email, password: "a-wrong-guess-1" }) });
    }
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management", viewport);
        const row = rowOf(page, user.email);
        await row.getByText(/^Sign-in locked until/).waitFor();
        expect(await row.getByRole("button", { name: `Unlock ${user.name}` }).isVisible()).toBe(true);
        expect(await axeViolations(page), `locked row at ${viewport.width}`).toEqual([]);
        expect(await pageIsNoWiderThanScreen(page), `locked row at ${viewport.width}`).toBeLessThanOrEqual(1);
        if (viewport === PHONE) expect((await row.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
      }
    } finally {
      await api("POST", apiPath(API_PATHS.unlockAdminUser, { id: user.id }));
    }
  });

  test("passes axe at 1280 and 375 px, listing, adding and editing; on a phone the rows are cards that fit the screen", async ({ newTab }) => {
    const pending = await createAdmin("Lydia Pending");
    await api("PUT", apiPath(API_PATHS.adminUser, { id: pending.id }), { name: pending.name, email: pending.email, role: "pending" });
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management", viewport);
      await accounts(page).waitFor();
      expect(await axeViolations(page), `list at ${viewport.width}`).toEqual([]);
      expect(await pageIsNoWiderThanScreen(page), `list at ${viewport.width}`).toBeLessThanOrEqual(1);

      await page.getByRole("button", { name: "Add New Admin" }).click();
      await page.getByRole("form", { name: "Add a new admin" }).getByRole("button", { name: "Add Admin" }).click();
      await page.getByText("Name is required.").waitFor();
      expect(await axeViolations(page), `add form at ${viewport.width}`).toEqual([]);
      await page.getByRole("button", { name: "Cancel" }).click();

      await rowOf(page, pending.email).getByRole("button", { name: `Edit ${pending.name}` }).click();
      expect(await axeViolations(page), `edit row at ${viewport.width}`).toEqual([]);
      expect(await pageIsNoWiderThanScreen(page), `edit row at ${viewport.width}`).toBeLessThanOrEqual(1);

      if (viewport === PHONE) {
        // Still a table to assistive technology, drawn as cards no wider than the screen.
        const box = await rowOf(page, admin.email).boundingBox();
        expect(box!.width).toBeLessThanOrEqual(PHONE.width);
        expect(await accounts(page).getByRole("columnheader").allInnerTexts()).toEqual(["Name", "Email", "Role", "Actions"]);
      }
    }
  });
});

describe("the inboxes (SPEC §2.14)", () => {
  const prayers: PrayerRequest[] = [];
  const contacts: ContactMessage[] = [];

  test.beforeAll(async () => {
    const visitor = { last_name: `Visitor${unique}`, email: `visitor-${unique}@example.org` };
    prayers.push(
      await sendAsVisitor<PrayerRequest>(baseUrl, API_PATHS.prayerRequests, { ...visitor, first_name: "Hannah", phone: "+1 (713) 555-0142", prayer_request: `Please pray for my mother's healing.\nShe is in hospital. (${unique})`, contact_team: true }),
    );
    prayers.push(await sendAsVisitor<PrayerRequest>(baseUrl, API_PATHS.prayerRequests, { ...visitor, first_name: "Eli", phone: "0803 123 4567", prayer_request: `Wisdom for my exams (${unique})`, contact_team: false }));
    contacts.push(await sendAsVisitor<ContactMessage>(baseUrl, API_PATHS.contactMessages, { ...visitor, first_name: "Martha", phone: "+44 20 7946 0958", message: `What time is the Sunday service? (${unique})` }));
  }, 120_000);

  test.afterAll(async () => {
    const leftPrayers = (await listPrayerRequests(baseUrl, token)).filter((row) => row.last_name === `Visitor${unique}`);
    for (const row of leftPrayers) await remove(baseUrl, token, deletePaths.prayerRequest(row.id));
    const leftContacts = (await listContactMessages(baseUrl, token)).filter((row) => row.last_name === `Visitor${unique}`);
    for (const row of leftContacts) await remove(baseUrl, token, deletePaths.contactMessage(row.id));
  });

  const rowOfItem = (page: Page, id: number) => page.locator(`li[data-submission-id="${id}"]`);
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  test("prayer requests: newest first with their dates, the prayer team's contact marked, every detail in the dialog", async ({ newTab }) => {
    const page = await staffScreen(newTab, "/admin/view-prayers", "Prayer Requests");
    const [hannah, eli] = prayers;
    const ids = await page.locator("li[data-submission-id]").evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-submission-id"))));
    expect(ids.indexOf(eli!.id)).toBeLessThan(ids.indexOf(hannah!.id));
    for (const item of [hannah!, eli!]) {
      const time = rowOfItem(page, item.id).locator(`time[datetime="${item.created_at}"]`);
      expect(await time.innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    }
    expect(await rowOfItem(page, hannah!.id).getByText("Wants the prayer team to contact them").count()).toBe(1);
    expect(await rowOfItem(page, eli!.id).getByText("Wants the prayer team to contact them").count()).toBe(0);

    // The row is a button: the keyboard opens it, Escape closes it, and focus comes back.
    const open = rowOfItem(page, hannah!.id).getByRole("button").first();
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Prayer request from Hannah Visitor${unique}` });
    await dialog.waitFor();
    expect(await isFocused(dialog.getByRole("button", { name: "Close" }).first())).toBe(true);
    const text = await dialog.innerText();
    for (const part of ["First name", "Hannah", "Last name", `Visitor${unique}`, "Have our prayer team contact you?", "Yes", "Please pray for my mother's healing.\nShe is in hospital."]) {
      expect(text).toContain(part);
    }
    expect(await dialog.getByRole("link", { name: hannah!.email }).getAttribute("href")).toBe(`mailto:${hannah!.email}`);
    expect(await dialog.getByRole("link", { name: "+1 (713) 555-0142" }).getAttribute("href")).toBe("tel:+17135550142");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(open)).toBe(true);

    // The trash button asks first; Cancel keeps it, Delete removes it.
    const trash = rowOfItem(page, eli!.id).getByRole("button", { name: `Delete the prayer request from Eli Visitor${unique}` });
    await trash.click();
    const question = page.getByRole("alertdialog", { name: `Delete the prayer request from Eli Visitor${unique}?` });
    expect(await question.innerText()).toContain("Are you sure you want to delete this prayer request? This action cannot be undone.");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await rowOfItem(page, eli!.id).count()).toBe(1);
    await trash.click();
    await question.getByRole("button", { name: "Delete" }).click();
    await notice(page, `The prayer request from Eli Visitor${unique} was deleted.`).waitFor();
    expect(await rowOfItem(page, eli!.id).count()).toBe(0);
    expect((await listPrayerRequests(baseUrl, token)).some((row) => row.id === eli!.id)).toBe(false);
  });

  test("contact messages: the dialog's links, Delete from the dialog, and Refresh brings in what came since", async ({ newTab }) => {
    const page = await staffScreen(newTab, "/admin/view-contacts", "Contact Submissions");
    const [martha] = contacts;
    await rowOfItem(page, martha!.id).getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: `Contact message from Martha Visitor${unique}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`What time is the Sunday service? (${unique})`);
    expect(await dialog.getByRole("link", { name: martha!.email }).getAttribute("href")).toBe(`mailto:${martha!.email}`);
    expect(await dialog.getByRole("link", { name: "+44 20 7946 0958" }).getAttribute("href")).toBe("tel:+442079460958");
    expect(await dialog.getByText("Have our prayer team contact you?").count()).toBe(0);

    await dialog.getByRole("button", { name: "Delete" }).click();
    const question = page.getByRole("alertdialog", { name: `Delete the contact message from Martha Visitor${unique}?` });
    expect(await question.innerText()).toContain("Are you sure you want to delete this contact message? This action cannot be undone.");
    await question.getByRole("button", { name: "Delete" }).click();
    await notice(page, `The contact message from Martha Visitor${unique} was deleted.`).waitFor();
    expect(await rowOfItem(page, martha!.id).count()).toBe(0);
    expect(await dialog.isVisible()).toBe(false);

    const later = await sendAsVisitor<ContactMessage>(baseUrl, API_PATHS.contactMessages, {
      first_name: "Lazarus",
      last_name: `Visitor${unique}`,
      email: `lazarus-${unique}@example.org`,
      phone: "555 0199",
      message: `Sent while the screen was open (${unique})`,
    });
    contacts.push(later);
    expect(await rowOfItem(page, later.id).count()).toBe(0);
    await page.getByRole("button", { name: "Refresh" }).click();
    await rowOfItem(page, later.id).waitFor();
    expect(await page.locator("li[data-submission-id]").first().getAttribute("data-submission-id")).toBe(String(later.id));
  });

  test("when the network fails, the inbox and the accounts say so with Retry, and Retry loads them again", async ({ newTab, problems }) => {
    const page = await staffScreen(newTab, "/admin/admin-management", "Admin Management");
    await accounts(page).waitFor();
    await page.getByRole("link", { name: "Prayers" }).click();
    await page.getByRole("heading", { level: 1, name: "Prayer Requests" }).waitFor();
    await rowOfItem(page, prayers[0]!.id).waitFor();

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Refresh" }).click();
    const inboxProblem = page.getByRole("alert").filter({ hasText: MESSAGES.unexpected });
    await inboxProblem.waitFor();
    expect(await inboxProblem.innerText()).toMatch(/^Error\n/);
    await page.context().setOffline(false);
    await inboxProblem.getByRole("button", { name: "Retry" }).click();
    await inboxProblem.waitFor({ state: "hidden" });
    await rowOfItem(page, prayers[0]!.id).waitFor();

    // The screen's code is in the page already; only its data cannot come.
    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Admin Mgt" }).click();
    const accountsProblem = page.getByRole("alert").filter({ hasText: MESSAGES.unexpected });
    await accountsProblem.waitFor();
    expect(await accounts(page).count()).toBe(0);
    await page.context().setOffline(false);
    await accountsProblem.getByRole("button", { name: "Retry" }).click();
    await accounts(page).waitFor();
    expect(await accountsProblem.count()).toBe(0);

    // What Chromium logged about the requests that could not go out, and nothing else.
    const offline = problems.consoleErrors.filter((line) => line.includes("net::ERR_INTERNET_DISCONNECTED"));
    expect(offline.length).toBeGreaterThan(0);
    problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((line) => !offline.includes(line)));
  });

  test("pass axe at 1280 and 375 px, with the list and with the dialog open, and fit a phone's width", async ({ newTab }) => {
    for (const [path, heading] of [["/admin/view-prayers", "Prayer Requests"], ["/admin/view-contacts", "Contact Submissions"]] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await staffScreen(newTab, path, heading, viewport);
        await page.locator("li[data-submission-id]").first().waitFor();
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        expect(await pageIsNoWiderThanScreen(page), `${path} at ${viewport.width}`).toBeLessThanOrEqual(1);
        await page.locator("li[data-submission-id]").first().getByRole("button").first().click();
        await page.getByRole("dialog").waitFor();
        expect(await axeViolations(page), `${path} dialog at ${viewport.width}`).toEqual([]);
      }
    }
  });

  test("say 'No prayer requests found.' and 'No contact messages found.' once everything is deleted", async ({ newTab, skip }) => {
    for (const row of (await listPrayerRequests(baseUrl, token)).filter((item) => item.last_name === `Visitor${unique}`)) await remove(baseUrl, token, deletePaths.prayerRequest(row.id));
    for (const row of (await listContactMessages(baseUrl, token)).filter((item) => item.last_name === `Visitor${unique}`)) await remove(baseUrl, token, deletePaths.contactMessage(row.id));
    // Only when no other file left any behind: this file deletes only what it sent.
    if ((await listPrayerRequests(baseUrl, token)).length > 0 || (await listContactMessages(baseUrl, token)).length > 0) skip("other submissions are stored");
    const page = await staffScreen(newTab, "/admin/view-prayers", "Prayer Requests");
    await page.getByText(MESSAGES.noPrayerRequests).waitFor();
    await page.getByRole("link", { name: "Contacts" }).click();
    await page.getByRole("heading", { level: 1, name: "Contact Submissions" }).waitFor();
    await page.getByText(MESSAGES.noContactMessages).waitFor();
  });
});

describe("held as possible spam (ADR 026)", () => {
  const lastName = `Held${unique}`;
  const heldRow = (page: Page, id: number) => page.locator(`li[data-held-id="${id}"]`);
  const inboxRow = (page: Page, id: number) => page.locator(`li[data-submission-id="${id}"]`);
  const heldOf = async (firstName: string) => (await listHeldPrayerRequests(baseUrl, token)).find((item) => item.first_name === firstName && item.last_name === lastName);

  test.afterAll(async () => {
    const left = [...(await listPrayerRequests(baseUrl, token)), ...(await listHeldPrayerRequests(baseUrl, token))].filter((item) => item.last_name === lastName);
    for (const item of left) await remove(baseUrl, token, deletePaths.prayerRequest(item.id));
  });

  test("a form a bot filled is held with the reason, apart from the inbox; Move to inbox puts it there, Delete asks first", async ({ newTab }) => {
    // The prayer form in the browser, its hidden field filled in as a bot would: the visitor is told it went.
    const { page: visitor } = await newTab({ viewport: DESKTOP });
    expect(await visit(visitor, `${baseUrl}/prayer-request`)).toBe(200);
    for (const [label, value] of [["First Name", "Abigail"], ["Last Name", lastName], ["Email", `abigail-${unique}@example.org`], ["Phone", "+1 713 555 0150"], ["Prayer Request", `Pray for our new baby (${unique})`]]) {
      await visitor.getByRole("textbox", { name: label, exact: true }).fill(value!);
    }
    await visitor.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((input: HTMLInputElement) => (input.value = "http://bot.example"));
    await visitor.getByRole("button", { name: "SEND" }).click();
    await visitor.getByRole("dialog", { name: MESSAGES.prayerSentTitle }).waitFor();
    const abigail = await heldOf("Abigail");
    expect(abigail?.held_reason).toContain(STAFF_MESSAGES.heldHoneypot("http://bot.example"));
    // And one sent faster than a person can, through the API.
    await sendAsVisitor(baseUrl, API_PATHS.prayerRequests, { first_name: "Boaz", last_name: lastName, email: `boaz-${unique}@example.org`, phone: "555 0151", prayer_request: `Too fast (${unique})` }, { fill_ms: 300 });
    const boaz = await heldOf("Boaz");

    const page = await staffScreen(newTab, "/admin/view-prayers", "Prayer Requests");
    const held = heldRow(page, abigail!.id);
    await held.waitFor();
    expect(await held.innerText()).toContain(STAFF_MESSAGES.heldHoneypot("http://bot.example"));
    expect(await held.innerText()).toContain(`Pray for our new baby (${unique})`);
    expect(await heldRow(page, boaz!.id).innerText()).toContain(STAFF_MESSAGES.heldTooFast("0.3"));
    expect(await inboxRow(page, abigail!.id).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: /^Held as possible spam \(\d+\)$/ }).count()).toBe(1);

    // The same details dialog, saying why it is held.
    await held.getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: `Prayer request from Abigail ${lastName}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Held as possible spam because\n${abigail!.held_reason}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Move to inbox, from the keyboard: it leaves the held list and takes its place in the inbox.
    await held.getByRole("button", { name: `Move to inbox: the prayer request from Abigail ${lastName}` }).focus();
    await page.keyboard.press("Enter");
    await notice(page, `The prayer request from Abigail ${lastName} was moved to the inbox.`).waitFor();
    await inboxRow(page, abigail!.id).waitFor();
    expect(await held.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Held as possible spam \(\d+\)$/);
    expect((await listPrayerRequests(baseUrl, token)).map((item) => item.id)).toContain(abigail!.id);

    // Delete asks first, as in the inbox.
    await heldRow(page, boaz!.id).getByRole("button", { name: `Delete the prayer request from Boaz ${lastName}` }).click();
    const question = page.getByRole("alertdialog", { name: `Delete the prayer request from Boaz ${lastName}?` });
    expect(await question.innerText()).toContain("Are you sure you want to delete this prayer request? This action cannot be undone.");
    await question.getByRole("button", { name: "Delete" }).click();
    await notice(page, `The prayer request from Boaz ${lastName} was deleted.`).waitFor();
    expect(await heldRow(page, boaz!.id).count()).toBe(0);
    expect(await heldOf("Boaz")).toBeUndefined();
  });

  test("passes axe at 1280 and 375 px with a held item, its dialog open, and fits a phone's width", async ({ newTab }) => {
    await sendAsVisitor(baseUrl, API_PATHS.prayerRequests, { first_name: "Candace", last_name: lastName, email: `candace-${unique}@example.org`, phone: "555 0152", prayer_request: `Held for axe (${unique})`, contact_team: true }, { website: "x", fill_ms: 100 });
    const candace = await heldOf("Candace");
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await staffScreen(newTab, "/admin/view-prayers", "Prayer Requests", viewport);
      await heldRow(page, candace!.id).waitFor();
      expect(await axeViolations(page), `held list at ${viewport.width}`).toEqual([]);
      expect(await pageIsNoWiderThanScreen(page), `held list at ${viewport.width}`).toBeLessThanOrEqual(1);
      await heldRow(page, candace!.id).getByRole("button").first().click();
      await page.getByRole("dialog").waitFor();
      expect(await axeViolations(page), `held item's dialog at ${viewport.width}`).toEqual([]);
    }
  });
});
