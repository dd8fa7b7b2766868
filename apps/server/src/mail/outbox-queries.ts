import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { wakeSenders, type MailContent } from "./outbox.ts";

/** A mail as the outbox keeps it: once a secret one has gone (or failed), its link is erased. */
export type StoredMail = MailContent & { linkErased?: true };

export type OutboxStatus = (typeof mailOutbox.$inferSelect)["status"];

/** What is kept of a mail once it went or failed: all of it, but a secret mail's link (ADR 033). */
export function storedAfterSending(mail: StoredMail): StoredMail {
  if (!mail.secret || !mail.action) return mail;
  const { action: _erased, ...rest } = mail;
  return { ...rest, linkErased: true };
}

export type OutboxRow = {
  id: number;
  kind: MailContent["kind"];
  content: StoredMail;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

/** The outbox, newest first, a page at a time; `status` narrows it to one state. */
export async function listOutbox(db: Db, options: { status?: OutboxStatus; limit: number; offset: number }): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = options.status ? eq(mailOutbox.status, options.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(options.limit).offset(options.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows: rows as OutboxRow[], total: total?.n ?? 0 };
}

/** How many mails wait, went and failed. */
export async function countOutbox(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts: Record<OutboxStatus, number> = { waiting: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export type ResendRefusal = "not-found" | "waiting" | "link-erased";

/**
 * Queues a sent or failed mail again, as if new: tried at once, its attempts and retry window
 * starting over. Refused for a mail still waiting, and for a secret mail whose link was erased
 * (sending it again would carry no link: its cause makes a new one).
 */
export async function resendMail(db: Db, id: number): Promise<OutboxRow | ResendRefusal> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update")) as OutboxRow[];
    if (!row) return "not-found";
    if (row.status === "waiting") return "waiting";
    if (row.content.linkErased) return "link-erased";
    const [queued] = (await tx
      .update(mailOutbox)
      .set({ status: "waiting", attempts: 0, nextAttemptAt: sql`now()`, lastError: null, sentAt: null, createdAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, row.status)))
      .returning()) as OutboxRow[];
    await wakeSenders(tx);
    return queued!;
  });
}
