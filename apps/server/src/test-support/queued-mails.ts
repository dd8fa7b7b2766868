import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { MailContent, MailKind } from "../mail/outbox.ts";

/** The mails of one kind in the outbox, oldest first, as their causes queued them. */
export async function queuedMails(db: Db, kind: MailKind): Promise<MailContent[]> {
  const rows = await db.select({ content: mailOutbox.content }).from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.content as MailContent);
}

/** The newest mail of a kind to one address, or undefined. */
export async function lastMailTo(db: Db, kind: MailKind, to: string): Promise<MailContent | undefined> {
  return (await queuedMails(db, kind)).filter((mail) => mail.to.includes(to)).at(-1);
}

/** The `token` of a mail's link (/reset-password?token=…, /invite?token=…). */
export function linkToken(mail: MailContent | undefined): string {
  const url = mail?.action?.url;
  if (!url) throw new Error("the mail has no link");
  const token = new URL(url).searchParams.get("token");
  if (!token) throw new Error(`the link has no token: ${url}`);
  return token;
}
