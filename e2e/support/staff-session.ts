import type { Page } from "playwright-core";
import { ID_KEY, NAME_KEY, TOKEN_KEY } from "@lampstand/web/session-storage";

/**
 * A staff member's session as the browser keeps it once the login page is done: the token, the
 * name the header greets and the account's id, in localStorage under the keys the web app
 * defines (imported, so a renamed key cannot leave these tests signing in under the old one).
 */
export type StaffSession = { token: string; name?: string; id?: number };

/** What the tab's current page has stored, each null when absent. */
export type StoredSession = { token: string | null; name: string | null; id: string | null };

const KEYS = { token: TOKEN_KEY, name: NAME_KEY, id: ID_KEY };

/**
 * Signs the tab in without the login form (which admin-auth tests on its own): the session is
 * stored before any of the site's scripts run, on every page the tab opens, or with
 * `firstPageOnly` on the first one alone, so that a test can watch the session end (a logout, an
 * expired token) without the next page storing it again. Only what is given is stored.
 */
export async function storeStaffSession(page: Page, session: StaffSession, { firstPageOnly = false } = {}): Promise<void> {
  const entries: Array<[string, string]> = [[KEYS.token, session.token]];
  if (session.name !== undefined) entries.push([KEYS.name, session.name]);
  if (session.id !== undefined) entries.push([KEYS.id, String(session.id)]);
  await page.addInitScript(
    ({ entries, firstPageOnly }) => {
      // sessionStorage lives as long as the tab: the mark that the first page had its session.
      const mark = "lampstand-e2e:session-stored";
      if (firstPageOnly && sessionStorage.getItem(mark)) return;
      for (const [key, value] of entries) localStorage.setItem(key, value);
      if (firstPageOnly) sessionStorage.setItem(mark, "1");
    },
    { entries, firstPageOnly },
  );
}

/** The session the tab's current page holds, read back from localStorage. */
export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(
    (keys) => ({ token: localStorage.getItem(keys.token), name: localStorage.getItem(keys.name), id: localStorage.getItem(keys.id) }),
    KEYS,
  );
}

/** Forgets one part of the stored session on the tab's current page, e.g. the id a session from before the id was kept lacks. */
export async function forgetStored(page: Page, part: keyof StoredSession): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), KEYS[part]);
}
