import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { MailContent, MailKind } from "../mail/outbox.ts";
import type { ZodApp } from "../app-deps.ts";

/** A queued mail as the tests read it: its row's state and the content its cause wrote. */
export type QueuedMail = MailContent & { id: number; status: string };

/** The mails in the outbox, oldest first: all of them, or those of one kind. */
export async function outboxMails(db: Db, kind?: MailKind): Promise<QueuedMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(kind ? eq(mailOutbox.kind, kind) : undefined)
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({ ...(row.content as MailContent), id: row.id, status: row.status }));
}

/** The token of the newest sign-up confirmation mailed to `email`, read from its link. */
export async function confirmationToken(db: Db, email: string): Promise<string> {
  const mails = (await outboxMails(db, "sign-up-confirmation")).filter((mail) => mail.to.includes(email.toLowerCase()));
  const url = mails.at(-1)?.action?.url;
  const token = url ? new URL(url).searchParams.get("token") : null;
  if (!token) throw new Error(`no sign-up confirmation mailed to ${email}`);
  return token;
}

/**
 * A later sign-up as its owner makes it: signed up, then confirmed with the link its mail carried.
 * The account waits for an admin's approval. Answers the confirmation's status.
 */
export async function signUpConfirmed(app: ZodApp, db: Db, user: { name: string; email: string; password: string }): Promise<number> {
  const signup = await app.inject({ method: "POST", url: "/api/signup", payload: user });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const token = await confirmationToken(db, user.email);
  const confirm = await app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token } });
  return confirm.statusCode;
}
