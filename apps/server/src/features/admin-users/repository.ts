import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Role } from "@lampstand/contract/entities";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { normalizeEmail, type UserRow } from "../auth/repository.ts";

/** Pending sign-ups first, so staff see who waits for approval; then in the order they joined. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(sql`CASE WHEN ${users.role} = 'pending' THEN 0 ELSE 1 END`, asc(users.id));
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailTakenByOther(db: Db, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), ne(users.id, id)));
  return Boolean(row);
}

export async function updateUser(
  db: Db,
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

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "admin"));
  return row?.count ?? 0;
}
