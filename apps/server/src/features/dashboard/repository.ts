import { and, count, eq, gt, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { contactMessages, prayerRequests, users } from "../../db/schema.ts";

type SubmissionTable = PgTable & { createdAt: PgColumn; heldReason: PgColumn };

async function countWhere(db: Db, table: SubmissionTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** How many of a form's submissions reached the inbox after `since` (all of them when null), and how many are held. */
async function submissionCounts(db: Db, table: SubmissionTable, since: Date | null) {
  const inbox = isNull(table.heldReason);
  return {
    new: await countWhere(db, table, since ? and(inbox, gt(table.createdAt, since)) : inbox),
    held: await countWhere(db, table, isNotNull(table.heldReason)),
  };
}

/** The counts of the dashboard's tiles, from the account's last visit. One query at a time: PGlite answers one anyway. */
export async function dashboardCounts(db: Db, since: Date | null) {
  return {
    prayer_requests: await submissionCounts(db, prayerRequests, since),
    contact_messages: await submissionCounts(db, contactMessages, since),
  };
}

export async function lastDashboardVisit(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ seenAt: users.dashboardSeenAt }).from(users).where(eq(users.id, userId));
  return row?.seenAt ?? null;
}

/**
 * Records that the account saw the dashboard as it was at `seenAt`, on the database's clock: never
 * later than now (a client's clock cannot hide what has not come yet), and never back (a slow
 * tab that reports an older dashboard must not make what was seen since count as new again).
 */
export async function recordDashboardVisit(db: Db, userId: number, seenAt: Date): Promise<Date | null> {
  const seen = sql`least(${seenAt.toISOString()}::timestamptz, now())`;
  const [row] = await db
    .update(users)
    .set({ dashboardSeenAt: sql`greatest(coalesce(${users.dashboardSeenAt}, ${seen}), ${seen})` })
    .where(eq(users.id, userId))
    .returning({ seenAt: users.dashboardSeenAt });
  return row?.seenAt ?? null;
}
