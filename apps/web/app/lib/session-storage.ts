import { useSyncExternalStore } from "react";

/**
 * The staff session as the browser keeps it (SPEC §3, §9): the token in localStorage under 'token'
 * and the signed-in name under 'adminName'; beyond the spec, the signed-in user's id under
 * 'adminId', so admin management can tell which account is the user's own (it may not delete or
 * demote it). The id, not the e-mail: the admin can change their e-mail on that screen.
 * This module is the only one of the app that touches them. It lives in lib/ because the API
 * client (lib) and several features need it; the keys are also a package export
 * (`@lampstand/web/session-storage`), so the end-to-end tests sign a tab in as the login page would.
 */
export const TOKEN_KEY = "token";
export const NAME_KEY = "adminName";
export const ID_KEY = "adminId";
/** SPEC §9: the name shown when none is stored. */
export const DEFAULT_ADMIN_NAME = "Admin";

/** Same-tab changes: the storage event only reaches other tabs. */
const CHANGE_EVENT = "lampstand:session";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, a locked-down browser): as good as signed out.
    return null;
  }
}

/**
 * An inline script for the pages a signed-in person skips (sign-up, login: SPEC §2.10): the
 * browser runs it as it reads the page, before anything below it is parsed or painted, and with a
 * stored token it hides the page and goes on to `to`, replacing this entry. The server's HTML
 * holds the whole form for everyone else; no flash of it for those who are signed in.
 */
export function signedInRedirectScript(to: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})){document.documentElement.hidden=true;location.replace(${JSON.stringify(to)})}}catch(e){}`;
}

export function storedToken(): string | null {
  return typeof window === "undefined" ? null : read(TOKEN_KEY);
}

export function storeSession(token: string, name: string, id?: number): void {
  signedOut = false;
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(NAME_KEY, name);
  if (id === undefined) window.localStorage.removeItem(ID_KEY);
  else window.localStorage.setItem(ID_KEY, String(id));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The signed-in admin renamed themself: the header shows the new name at once. */
export function storeAdminName(name: string): void {
  try {
    window.localStorage.setItem(NAME_KEY, name);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** True once this tab signed out on purpose: the panel then goes to /login without saying the session expired. */
let signedOut = false;
export const signedOutOnPurpose = () => signedOut;

/** Logout: revoked on the server already, now forgotten here. */
export function endSessionByLogout(): void {
  signedOut = true;
  clearSession();
}

/** Forgets the session (logout, or the server said the token is no longer good). */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(NAME_KEY);
    window.localStorage.removeItem(ID_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored token, kept current (another tab signing out signs this one out too); null on the server. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, storedToken, () => null);
}

/** The signed-in staff member's name, 'Admin' when none is stored. */
export function useAdminName(): string {
  return useSyncExternalStore(subscribe, () => read(NAME_KEY) || DEFAULT_ADMIN_NAME, () => DEFAULT_ADMIN_NAME);
}

function readId(): number | null {
  const id = Number(read(ID_KEY) ?? Number.NaN);
  return Number.isInteger(id) ? id : null;
}

/** The signed-in user's id; null on the server, or for a session stored before the id was kept. */
export function useAdminId(): number | null {
  return useSyncExternalStore(subscribe, readId, () => null);
}
