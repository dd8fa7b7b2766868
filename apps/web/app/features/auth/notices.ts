import { MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";

/** Why the login page was opened, as its address says: after a sign-up, or because a session ran out. */
export type LoginNotice = { tone: "success" | "error"; text: string };

export const LOGIN_NOTICES = {
  expired: MESSAGES.sessionExpired,
  /** The first account of a site: it is the administrator and can sign in now. */
  active: `${STAFF_MESSAGES.signupAdmin} Sign in to open the admin panel.`,
  /**
   * Any later sign-up. The server answers the same whether or not the address already had an
   * account (so the form reveals nobody's e-mail), and so does this notice: it never claims an
   * account was created.
   */
  pending: STAFF_MESSAGES.signupPending,
  /** After a new password was set through a reset link (issue 21). */
  reset: STAFF_MESSAGES.passwordResetDone,
  /** After an invitation was accepted (issue 21). */
  invited: STAFF_MESSAGES.invitationAccepted,
} as const;

/** Where the login page opens after a password reset or an accepted invitation, saying so. */
export const LOGIN_AFTER_RESET = "/login?reset=done";
export const LOGIN_AFTER_INVITATION = "/login?invited=1";

/** Where a sign-up goes: the login page, saying what became of it. */
export const loginAfterSignup = (role: string) => `/login?registered=${role === "admin" ? "active" : "pending"}`;

/**
 * What the login page says when its form was posted before JavaScript ran (turned off, or not
 * loaded yet): the session is kept in the browser, so signing in needs it.
 */
export const SIGN_IN_NEEDS_JAVASCRIPT =
  "Signing in needs JavaScript, which has not loaded yet or is turned off in this browser. Wait a moment for the page to finish loading (or turn JavaScript on), then sign in again.";

/** /login?expired=1, /login?registered=active or /login?registered=pending. */
export function loginNotice(search: URLSearchParams): LoginNotice | null {
  if (search.has("expired")) return { tone: "error", text: LOGIN_NOTICES.expired };
  const registered = search.get("registered");
  if (registered === "active") return { tone: "success", text: LOGIN_NOTICES.active };
  if (registered === "pending") return { tone: "success", text: LOGIN_NOTICES.pending };
  if (search.get("reset") === "done") return { tone: "success", text: LOGIN_NOTICES.reset };
  if (search.has("invited")) return { tone: "success", text: LOGIN_NOTICES.invited };
  return null;
}
