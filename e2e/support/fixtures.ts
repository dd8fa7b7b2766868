import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { test as vitestTest, expect, inject } from "vitest";
import { MailFolder } from "@lampstand/server/test-smtp-server";
import { staffSignIn } from "./api.ts";
import { launchBrowser, noProblems, type PageProblems } from "./browser.ts";
import { VIEWPORTS, openWatchedTab, visit, type WatchedTab } from "./pages.ts";
import { storeStaffSession, type StaffSession } from "./staff-session.ts";

/**
 * The one set-up every end-to-end test file shares, as Vitest fixtures: a test names what it needs
 * in its first argument, and gets it made, and cleaned up after, here.
 *
 *   import { describe, expect } from "vitest";
 *   import { baseUrl, test } from "../support/fixtures.ts";
 *
 *   test.afterEach(({ problems }) => {
 *     expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
 *   });
 *
 *   test("offers the four ways to give", async ({ open }) => {
 *     const page = await open("/donate"); // desktop width, hydrated, answered 200
 *     …
 *   });
 *
 * Once per run (global-setup.ts): the production server. `baseUrl` is its address and `admin`
 * the staff account it was started with; plain constants, since they never change during a run
 * and helpers outside a test use them too.
 *
 * Once per file: `browser`, the system Chromium (chromium.mjs), closed when the file is done;
 * `staffSession`, the admin's session (token, name, id), signed in through the API when a test
 * of the file first asks for it.
 *
 * Once per test, made only when the test (or one of its hooks) asks for them:
 * - `newTab(options)`: a fresh browser context with one page, watched for problems;
 * - `open(path, options)`: such a tab at desktop width unless told otherwise, on `path`,
 *   answered 200 and hydrated (or, with JavaScript off, as the server sent it);
 * - `page`: the page of a tab with the browser's default options;
 * - `staffTab(options, session, { firstPageOnly })`: a tab signed in as the login page leaves it
 *   (staff-session.ts), as the admin unless another session is given; `staffPage`, the page of
 *   such a tab with the browser's default options. Neither opens a page yet: the test goes
 *   where it wants;
 * - `mailbox`: the mails the server sent during the run (to a real SMTP server the global set-up
 *   runs): `await mailbox.waitForMail((mail) => mail.to.includes("a@example.org"))` gives the first
 *   that matches, parsed (subject, text, html, replyTo…), waiting up to 15 s for it to arrive;
 * - `problems`: what went wrong in any tab of this test. Checking it is up to each file (in its
 *   afterEach, or in the test), as what a page may log differs between files.
 * Tabs close after the test's afterEach hooks, so those can still look at them.
 *
 * Tests that visit many pages in one tab (a context costs time here) open it in
 * `test.beforeAll(async ({ browser }) => …)` of their describe block and close it in afterAll.
 */

/** The address of the production server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
export const baseUrl = inject("baseUrl");

/** The staff account the server created at its first start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const admin = inject("admin");

export const test = vitestTest
  // One browser for the tests of a file: starting Chromium takes about a second on these machines.
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern; the browser needs none.
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("problems", (): PageProblems => noProblems())
  .extend("mailbox", (): MailFolder => new MailFolder(inject("mailDir")))
  .extend("newTab", ({ browser, problems }, { onCleanup }) => {
    const tabs: WatchedTab[] = [];
    onCleanup(async () => {
      await Promise.all(tabs.map((tab) => tab.close()));
    });
    return async (options: BrowserContextOptions = {}): Promise<WatchedTab> => {
      const tab = await openWatchedTab(browser, options, problems);
      tabs.push(tab);
      return tab;
    };
  })
  .extend("open", ({ newTab }) => async (path: string, options: BrowserContextOptions = {}): Promise<Page> => {
    const { page } = await newTab({ viewport: VIEWPORTS.desktop, ...options });
    if (options.javaScriptEnabled === false) {
      // Nothing will hydrate: the page stays as the server sent it.
      expect((await page.goto(`${baseUrl}${path}`))?.status()).toBe(200);
    } else {
      expect(await visit(page, `${baseUrl}${path}`)).toBe(200);
    }
    return page;
  })
  .extend("page", async ({ newTab }): Promise<Page> => (await newTab()).page)
  // eslint-disable-next-line no-empty-pattern -- as for the browser: the session needs no other fixture.
  .extend("staffSession", { scope: "file" }, async ({}): Promise<StaffSession> => staffSignIn(baseUrl, admin))
  .extend(
    "staffTab",
    ({ newTab, staffSession }) =>
      async (options: BrowserContextOptions = {}, session: StaffSession = staffSession, { firstPageOnly = false } = {}): Promise<WatchedTab> => {
        const tab = await newTab(options);
        await storeStaffSession(tab.page, session, { firstPageOnly });
        return tab;
      },
  )
  .extend("staffPage", async ({ staffTab }): Promise<Page> => (await staffTab()).page);
