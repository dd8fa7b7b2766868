import { MESSAGES } from "@lampstand/contract/messages";

/**
 * How the staff inbox (prayer requests, contact messages) orders and words what visitors sent:
 * pure functions, shared by both screens and tested beside them.
 */

/** What every visitor submission carries (SPEC §3: contact message, prayer request). */
export type Submission = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: string;
};

/** A submission the spam traps held (ADR 026): kept out of the inbox, with why, until staff decide. */
export type Held<T extends Submission> = T & { held_reason: string };

/** Why it is held, or undefined for one in the inbox (the details of either come through one dialog). */
export function heldReasonOf(item: Submission & { held_reason?: unknown }): string | undefined {
  return typeof item.held_reason === "string" ? item.held_reason : undefined;
}

/** Newest first (SPEC §2.14); the same moment falls back to the later id, as the server orders them. */
export function newestFirst<T extends Submission>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const value = Date.parse(item.created_at);
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** "Ada Obi": the sender as staff call them. */
export function senderName(item: Pick<Submission, "first_name" | "last_name">): string {
  return `${item.first_name} ${item.last_name}`.trim();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When it came, in the church's own time zone (staff read it there, whatever the phone says):
 * "Mar 5, 2026, 7:30 PM".
 */
export function formatReceived(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MESSAGES.invalidDate;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
    formats.set(timeZone, format);
  }
  return format.format(date);
}

/** A mailto: address for the sender's e-mail; the @ stays readable, anything that could add headers is escaped. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, "@")}`;
}

/**
 * A tel: address a phone can dial: digits only, with a leading + kept ("+1 (713) 555-0100" →
 * "tel:+17135550100"); null when the visitor typed no digits at all, so it shows as plain text.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

/** The start of a long text on one line, cut at a word, for the list (the dialog shows all of it). */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** SPEC §2.14's confirmation, for either kind: "Are you sure you want to delete this contact message? …". */
export function deleteQuestion(noun: string): string {
  return `Are you sure you want to delete this ${noun}? This action cannot be undone.`;
}
