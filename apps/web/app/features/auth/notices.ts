import { MESSAGES } from "@lampstand/contract/messages";

/** Why the login page was opened, as its address says: after a sign-up, or because a session ran out. */
export type LoginNotice = { tone: "success" | "error"; text: string };

export const LOGIN_NOTICES = {
  expired: MESSAGES.sessionExpired,
  active: "Your account is ready. Sign in to open the admin panel.",
  pending: "Your account was created and is awaiting approval by an administrator. You can sign in once it is approved.",
} as const;

/** /login?expired=1, /login?registered=active or /login?registered=pending. */
export function loginNotice(search: URLSearchParams): LoginNotice | null {
  if (search.has("expired")) return { tone: "error", text: LOGIN_NOTICES.expired };
  const registered = search.get("registered");
  if (registered === "active") return { tone: "success", text: LOGIN_NOTICES.active };
  if (registered === "pending") return { tone: "success", text: LOGIN_NOTICES.pending };
  return null;
}
