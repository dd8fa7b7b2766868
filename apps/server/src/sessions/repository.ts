import { and, eq, gt, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { tokenDigest } from "./tokens.ts";

/**
 * Staff sessions (ARCHITECTURE decision 2, ADR 002): the one home of what a session token names.
 * The auth plugin looks a token up on every staff request; the sign-in routes create and revoke
 * sessions; the account screens end an account's sessions. Both the plugin and the features import
 * it from here, below both, so a plugin never reaches into a feature.
 */

/** A staff account as stored: what a session names. */
export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Db, userId: number, token: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash: tokenDigest(token), userId, expiresAt });
  // Housekeeping: expired sessions are useless; dropping them on each sign-in keeps the table small.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenDigest(token)), gt(sessions.expiresAt, new Date())));
  return row?.user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenDigest(token)));
}

export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
