import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/**
 * Told (NOTIFY) when a mail is queued, on commit of the transaction that queued it: the sender of
 * every server process on the database wakes at once instead of at its next look (mail/worker.ts).
 */
export const MAIL_QUEUED_CHANNEL = "lampstand_mail_queued";

/**
 * What a mail is for (issue 21). A closed list, so the outbox screen can name each kind and a
 * typo is a type error.
 */
export type MailKind =
  | "password-reset"
  | "invitation"
  | "sign-up-confirmation"
  | "sign-ups-waiting"
  | "prayer-request"
  | "contact-message";

/**
 * A mail as its cause writes it: words, not markup. The sender lays it out at send time as a
 * plain-text and an accessible HTML part, with the church's name and address from the settings.
 */
export type MailContent = {
  kind: MailKind;
  /** Addresses, already checked (the contract's e-mail rule). */
  to: string[];
  /** Where a reply goes (a prayer request's sender), when not the church's own address. */
  replyTo?: string;
  subject: string;
  /** The body, paragraph by paragraph, as plain text (never HTML: the layout escapes it). */
  paragraphs: string[];
  /**
   * Facts laid out as a list of label and value (a prayer request's name, phone, date), after the
   * paragraphs. Plain text, like them.
   */
  details?: Array<{ label: string; value: string }>;
  /** The one thing the mail asks the reader to do: an absolute link (site origin + path). */
  action?: { label: string; url: string };
  /**
   * The mail holds a secret only its recipient may use (a password reset link): staff never see
   * its body or link on the outbox screen.
   */
  secret?: boolean;
};

/**
 * Puts a mail in the outbox. Call it inside the transaction of what caused it (pass `tx`): the mail
 * exists exactly when its cause committed, and the sender (mail/ worker) sends it after.
 */
export async function queueMail(db: DbOrTx, mail: MailContent): Promise<number> {
  const [row] = await db.insert(mailOutbox).values({ kind: mail.kind, content: mail }).returning({ id: mailOutbox.id });
  await wakeSenders(db);
  return row!.id;
}

/** Wakes the sender of every process on the database, when the caller's transaction commits (never if it rolls back). */
export async function wakeSenders(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}
