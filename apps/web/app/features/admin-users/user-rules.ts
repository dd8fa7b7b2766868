import type { AdminUser, Role, User } from "@lampstand/contract/entities";
import { todayIn } from "~/lib/church-day";
import type { StaffListPosition } from "~/lib/use-staff-list";

/**
 * The rules of the admin-management screen that do not need React: the order of the list, how a
 * role reads, and which changes the server would refuse, so the screen says why up front instead
 * of offering a button that can only fail (features/admin-users/routes.ts on the server).
 */

/**
 * Where the sign-ups awaiting approval that the page shown leaves out are. They come first in
 * the list: on the first page of the whole list they are the ones that did not fit, on the next
 * page; from a later page or a search, on the first page of the whole list.
 */
export function pendingElsewhere(position: StaffListPosition | null): string {
  return position && position.page === 1 && position.q === "" ? "?page=2" : "?";
}

/** SPEC §2.13: the role is shown capitalised ('admin' → 'Admin'). */
export function roleLabel(role: Role | string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * Pending sign-ups first (they wait for someone to act), then everyone in the order they joined:
 * the order the server lists them in, kept after a local change (an approval, an added admin).
 */
export function orderUsers<T extends User>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => Number(b.role === "pending") - Number(a.role === "pending") || a.id - b.id);
}

/** Why an action is not offered on a row; the screen shows these words in its place. */
export const PROTECTION_NOTES = {
  ownDelete: "You cannot delete your own account while you are signed in with it.",
  ownRevoke: "You cannot take away your own admin access.",
  lastAdmin: "The only admin cannot be removed: approve or add another admin first.",
} as const;

export type Protections = {
  /** null when Delete is offered, else why not. */
  delete: string | null;
  /** null when Revoke access is offered, else why not; pending users have no access to revoke. */
  revoke: string | null;
};

/**
 * What may be done to `user`, seen by the signed-in admin `myId` (null when the session does not
 * know its own id: the last-admin rule still holds, and the server still refuses a self-delete).
 */
export function protectionsFor(user: User, users: readonly User[], myId: number | null): Protections {
  if (user.role !== "admin") return { delete: null, revoke: null };
  if (user.id === myId) return { delete: PROTECTION_NOTES.ownDelete, revoke: PROTECTION_NOTES.ownRevoke };
  const admins = users.filter((other) => other.role === "admin").length;
  if (admins <= 1) return { delete: PROTECTION_NOTES.lastAdmin, revoke: PROTECTION_NOTES.lastAdmin };
  return { delete: null, revoke: null };
}

/** The one reason a row shows, when it shows any: both protections give the same one or only one applies. */
export function protectionNote({ delete: deleteNote, revoke }: Protections): string | null {
  if (deleteNote && revoke && deleteNote !== revoke) return `${deleteNote} ${revoke}`;
  return deleteNote ?? revoke;
}

/** The first message for each field of a failed zod parse, for the fields of a form. */
export function fieldMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

const lockFormats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function lockFormatsFor(timeZone: string) {
  let formats = lockFormats.get(timeZone);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone }),
      day: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone }),
    };
    lockFormats.set(timeZone, formats);
  }
  return formats;
}

/**
 * The row's words for an account whose sign-in failed attempts have delayed (`locked_until`,
 * for browsers the account was never used on): "Sign-in locked until 3:45 PM", with the day when
 * it is not today ("…until Nov 25, 3:45 PM"), in the church's time zone like the rest of the
 * staff screens. null when there is no delay, or it has run out by `now`.
 */
export function lockNote(user: Pick<AdminUser, "locked_until">, now: number, timeZone: string): string | null {
  if (!user.locked_until) return null;
  const until = new Date(user.locked_until);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now) return null;
  const formats = lockFormatsFor(timeZone);
  const sameDay = todayIn(timeZone, until) === todayIn(timeZone, new Date(now));
  return `Sign-in locked until ${(sameDay ? formats.time : formats.day).format(until)}`;
}

/** A moment as the staff screens say it, in the church's time zone: "Nov 25, 3:45 PM" (an invitation's sending and end). */
export function dayAndTime(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? "" : lockFormatsFor(timeZone).day.format(moment);
}
