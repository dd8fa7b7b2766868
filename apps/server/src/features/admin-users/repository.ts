import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Role } from "@lampstand/contract/entities";
import type { AdminUserPage, StaffPageQuery } from "@lampstand/contract/staff-lists";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { offsetOf, searchIn, staffPage } from "../staff-lists.ts";
import { normalizeEmail } from "../auth/repository.ts";
import type { UserRow } from "../../sessions/repository.ts";

/** Pending sign-ups first, so staff see who waits for approval; then in the order they joined. */
const pendingFirst = [sql`CASE WHEN ${users.role} = 'pending' THEN 0 ELSE 1 END`, asc(users.id)];

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(...pendingFirst);
}

/**
 * One page of the accounts (pending first), searched in name and e-mail, with how many awaiting
 * approval it leaves out. Its three reads share one snapshot (REPEATABLE READ), so an approval
 * landing between them cannot make the counts disagree with the rows.
 */
export async function userPage(db: Db, query: StaffPageQuery): Promise<AdminUserPage<UserRow>> {
  const where = searchIn(query.q, [users.name, users.email]);
  return db.transaction(
    async (tx) => {
      const rows = await tx.select().from(users).where(where).orderBy(...pendingFirst).limit(query.per_page).offset(offsetOf(query));
      const total = await tx.$count(users, where);
      const pending = await tx.$count(users, eq(users.role, "pending"));
      const pendingShown = rows.filter((row) => row.role === "pending").length;
      return { ...staffPage(rows, total, query), pending_not_shown: Math.max(0, pending - pendingShown) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailTakenByOther(db: DbOrTx, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), ne(users.id, id)));
  return Boolean(row);
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: { name: string; email: string; role?: Role },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, email: normalizeEmail(values.email) })
    .where(eq(users.id, id))
    .returning()
    // Two edits racing to the same address: the unique index decides, and the loser is a 409.
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505") return [undefined];
      throw error;
    });
  return row;
}

export async function deleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Any number; every change that may take an admin away asks for this same one (ADR 016, "The last admin"). */
const ADMIN_REMOVAL_LOCK = 7_021_456;

/**
 * Runs `change` in a transaction that first waits for a database-wide lock (a transaction-level
 * advisory lock, held until commit) and then reads which accounts are admins. Every change that can
 * take an admin away — a demotion, a deletion — goes through here, so of two such changes sent at
 * once, by any server processes on one PostgreSQL, the second waits for the first to commit and
 * counts the admins it left: two admins demoting each other cannot both count two. The count is a
 * statement after the lock, so it sees everything committed before. Changes that only add admins
 * (an approval, a new admin) need no lock. PGlite runs one query at a time and holds a transaction
 * to itself; the same code runs there.
 */
export async function withAdminsLocked<T>(db: Db, change: (tx: DbOrTx, adminIds: ReadonlySet<number>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_REMOVAL_LOCK})`);
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    return change(tx, new Set(admins.map((admin) => admin.id)));
  });
}
