import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { apiUrl, staffSignIn } from "../support/api.ts";
import { test } from "../support/fixtures.ts";
import { linksIn } from "../support/mailbox.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";
import { startProductionServer, type ProductionServer } from "../support/production-server.ts";
import { storeStaffSession } from "../support/staff-session.ts";

/**
 * Password reset and invitations by e-mail (issue 21), end to end in Chromium against the
 * production build: the link a mail holds is followed, a password chosen, and the person signs in.
 * The server is this file's own (its first admin has a name, which the invitation's words carry);
 * it sends its mails to the run's real SMTP server, and the tests read them as they arrived there
 * (the `mailbox` fixture).
 */

const PHONE = { width: 375, height: 812 };
const ADMIN = { email: "mailed-links-admin@example.org", password: "mailed links admin 1" };

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: "Pastor Grace", ...inject("mailSettings") } });
});

afterAll(async () => {
  await server?.stop();
});

test.afterEach(({ problems }) => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  // A refused link or password is a 4xx, which Chromium reports as a failed resource: nothing else may appear.
  expect(problems.consoleErrors.filter((text) => !/status of (400|401|409)/.test(text))).toEqual([]);
});

const textbox = (scope: Pick<Page, "getByRole">, name: string) => scope.getByRole("textbox", { name, exact: true });
const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function addStaff(name: string, email: string, secret: string): Promise<void> {
  const { token } = await staffSignIn(server.baseUrl, ADMIN);
  const created = await fetch(apiUrl(server.baseUrl, API_PATHS.adminUsers), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, email, password: secret }),
  });
  expect(created.status).toBe(201);
}

describe("a forgotten password", () => {
  test("is reset from the mail's link by keyboard, and the new one signs in", async ({ newTab, mailbox }) => {
    await addStaff("Sam Usher", "sam.usher@example.org", "sams old password 1");
    const { page } = await newTab({ viewport: VIEWPORTS.desktop });
    await visit(page, `${server.baseUrl}/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    await expectAxeClean(page);

    await textbox(page, "Email").focus();
    await page.keyboard.type("sam.usher@example.org");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("status").filter({ hasText: STAFF_MESSAGES.passwordResetSent }).count()).toBe(1);

    const mail = await mailbox.waitForMail((each) => each.to.includes("sam.usher@example.org"));
    expect(mail.subject).toBe("Choose a new password");
    const [link = ""] = linksIn(mail);
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));

    await visit(page, link);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Choose a new password");
    await expectAxeClean(page);
    await password(page, "New password").focus();
    await page.keyboard.type("sams new password 2");
    await page.keyboard.press("Tab");
    // The show/hide button sits between the two fields.
    await page.keyboard.press("Tab");
    await page.keyboard.type("sams new password 2");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.baseUrl}/login?reset=done`);
    await expect.poll(() => page.getByRole("status").filter({ hasText: STAFF_MESSAGES.passwordResetDone }).count()).toBe(1);

    await textbox(page, "Email").fill("sam.usher@example.org");
    await password(page, "Password").fill("sams new password 2");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Sam Usher");

    const old = await fetch(apiUrl(server.baseUrl, API_PATHS.login), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "sam.usher@example.org", password: "sams old password 1" }),
    });
    expect(old.status).toBe(401);

    // The link worked once: followed again, the page says what to do.
    const again = await newTab({ viewport: PHONE });
    await visit(again.page, link);
    await password(again.page, "New password").fill("a third password 3");
    await password(again.page, "Confirm new password").fill("a third password 3");
    await again.page.getByRole("button", { name: "Set the new password" }).click();
    await expect.poll(() => again.page.getByRole("alert").innerText()).toBe(STAFF_MESSAGES.resetLinkInvalid);
    await expectAxeClean(again.page);
  });

  test("can be asked for before JavaScript runs: the form posts, and the mail goes", async ({ newTab, mailbox }) => {
    await addStaff("Nora Nojs", "nora@example.org", "noras old password 1");
    const { page } = await newTab({ viewport: PHONE, javaScriptEnabled: false });
    expect((await page.goto(`${server.baseUrl}/forgot-password`))?.status()).toBe(200);
    await textbox(page, "Email").fill("nora@example.org");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: STAFF_MESSAGES.passwordResetSent }).count()).toBe(1);
    const mail = await mailbox.waitForMail((each) => each.to.includes("nora@example.org"));
    // The link leads to the server's own address (it has no PUBLIC_URL), though the API was called in process.
    expect(linksIn(mail)).toEqual([expect.stringMatching(new RegExp(`^${server.baseUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`))]);
  });
});

describe("an invitation", () => {
  test("is sent from Admin Mgt on a phone; the invitee follows the link, chooses a password and reaches the admin", async ({ newTab, mailbox }) => {
    const session = await staffSignIn(server.baseUrl, ADMIN);
    const admin = await newTab({ viewport: PHONE });
    await storeStaffSession(admin.page, session);
    await visit(admin.page, `${server.baseUrl}/admin/admin-management`);
    await admin.page.getByRole("button", { name: "Invite by e-mail" }).click();
    const form = admin.page.getByRole("form", { name: "Invite by e-mail" });
    await textbox(form, "Name").fill("Dora Deacon");
    await textbox(form, "Email").fill("dora.deacon@example.org");
    await form.getByRole("button", { name: "Send Invitation" }).click();
    await expect.poll(() => admin.page.getByText(STAFF_MESSAGES.invitationSent("dora.deacon@example.org")).count()).toBeGreaterThan(0);
    const waiting = admin.page.getByRole("region", { name: "Invitations waiting" });
    await expect.poll(() => waiting.getByRole("listitem").filter({ hasText: "dora.deacon@example.org" }).count()).toBe(1);
    expect(await waiting.innerText()).toContain("Invited by Pastor Grace");
    await expectAxeClean(admin.page);

    // An address that has an account already: the admin hears so.
    await admin.page.getByRole("button", { name: "Invite by e-mail" }).click();
    await textbox(form, "Name").fill("Pastor Again");
    await textbox(form, "Email").fill(ADMIN.email);
    await form.getByRole("button", { name: "Send Invitation" }).click();
    await expect.poll(() => form.getByText("An account with this email already exists.").count()).toBe(1);

    const mail = await mailbox.waitForMail((each) => each.to.includes("dora.deacon@example.org"));
    expect(mail.subject).toBe("Pastor Grace invites you to help run the church's website");
    const [link = ""] = linksIn(mail);
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/invite\\?token=[A-Za-z0-9_-]{43}$`));

    const invitee = await newTab({ viewport: PHONE });
    await visit(invitee.page, link);
    const main = invitee.page.getByRole("main");
    expect(await main.innerText()).toContain("Pastor Grace has invited you, Dora Deacon");
    expect(await main.innerText()).toContain("dora.deacon@example.org");
    await expectAxeClean(invitee.page);
    await password(invitee.page, "Password").fill("doras own password 1");
    await password(invitee.page, "Confirm Password").fill("doras own password 1");
    await invitee.page.getByRole("button", { name: "Create my account" }).click();
    await invitee.page.waitForURL(`${server.baseUrl}/login?invited=1`);
    await expect.poll(() => invitee.page.getByRole("status").filter({ hasText: STAFF_MESSAGES.invitationAccepted }).count()).toBe(1);
    await textbox(invitee.page, "Email").fill("dora.deacon@example.org");
    await password(invitee.page, "Password").fill("doras own password 1");
    await invitee.page.getByRole("button", { name: "Log In" }).click();
    await invitee.page.waitForURL(`${server.baseUrl}/admin`);
    await expect.poll(() => invitee.page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome, Dora Deacon");

    // Accepted: no longer waiting on Admin Mgt, and the link is spent.
    await visit(admin.page, `${server.baseUrl}/admin/admin-management`);
    await expect.poll(() => admin.page.getByRole("region", { name: "Staff accounts" }).getByText("dora.deacon@example.org").count()).toBeGreaterThan(0);
    expect(await admin.page.getByRole("region", { name: "Invitations waiting" }).count()).toBe(0);
    // (In a browser not signed in: the sign-in pages send a signed-in one on to the panel.)
    const later = await newTab({ viewport: PHONE });
    await visit(later.page, link);
    expect(await later.page.getByRole("alert").innerText()).toBe(STAFF_MESSAGES.invitationLinkInvalid);
  });

  test("withdrawn from Admin Mgt, its link says so", async ({ newTab, mailbox }) => {
    const session = await staffSignIn(server.baseUrl, ADMIN);
    const invited = await fetch(apiUrl(server.baseUrl, API_PATHS.invitations), {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: "Walt Withdrawn", email: "walt@example.org" }),
    });
    expect(invited.status).toBe(201);
    const [link = ""] = linksIn(await mailbox.waitForMail((each) => each.to.includes("walt@example.org")));
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/invite\\?token=[A-Za-z0-9_-]{43}$`));

    const admin = await newTab({ viewport: VIEWPORTS.desktop });
    await storeStaffSession(admin.page, session);
    await visit(admin.page, `${server.baseUrl}/admin/admin-management`);
    const withdraw = admin.page.getByRole("button", { name: "Withdraw the invitation to walt@example.org" });
    await withdraw.focus();
    await admin.page.keyboard.press("Enter");
    await expect.poll(() => admin.page.getByText(STAFF_MESSAGES.invitationWithdrawn("walt@example.org")).count()).toBeGreaterThan(0);
    await expectAxeClean(admin.page);

    const invitee = await newTab({ viewport: VIEWPORTS.desktop });
    await visit(invitee.page, link);
    expect(await invitee.page.getByRole("alert").innerText()).toBe(STAFF_MESSAGES.invitationLinkInvalid);
    expect(await invitee.page.getByRole("button", { name: "Create my account" }).count()).toBe(0);
    await expectAxeClean(invitee.page);
  });
});
