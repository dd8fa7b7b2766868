import { and, eq, ne } from "drizzle-orm";
import type { Role, User } from "@lampstand/contract/entities";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { tokenDigest } from "../../sessions/tokens.ts";
import type { UserRow } from "../../sessions/repository.ts";

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, role: row.role, created_at: row.createdAt.toISOString() };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return row;
}

/**
 * Creates a user with the given role (an admin adding staff, ADMIN_EMAIL at start-up; sign-ups
 * have their own path, signups.ts). Returns undefined when the e-mail is taken.
 */
export async function createUser(db: Db, input: { name: string; email: string; passwordHash: string }, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: normalizeEmail(input.email), passwordHash: input.passwordHash, role })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** After a successful sign-in: where it came from, so a correct password from there passes the account's delay. */
export async function rememberSignInAddress(db: Db, userId: number, addressKey: string): Promise<void> {
  await db.update(users).set({ lastSignInAddress: addressKey }).where(eq(users.id, userId));
}

/** A new password ends every session of the account but the one that changed it. */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenDigest(keepToken))));
  });
}
