import { eq } from "drizzle-orm";
import type { DeskPost } from "@lampstand/contract/entities";
import type { DeskFields } from "@lampstand/contract/requests";
import type { Db, DbOrTx } from "../../db/client.ts";
import { deskPosts } from "../../db/schema.ts";
import { sortNewestFirst } from "./newest-first.ts";

type DeskRow = typeof deskPosts.$inferSelect;

export function toDeskPost(row: DeskRow): DeskPost {
  return {
    id: row.id,
    title: row.title,
    month: row.month,
    year: row.year,
    message: row.message,
    image: row.image,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDeskPosts(db: Db): Promise<DeskPost[]> {
  const rows = await db.select().from(deskPosts);
  return sortNewestFirst(rows.map(toDeskPost));
}

export async function findDeskPost(db: DbOrTx, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.select().from(deskPosts).where(eq(deskPosts.id, id));
  return row;
}

export async function insertDeskPost(db: DbOrTx, values: DeskFields & { image: string | null }): Promise<DeskRow> {
  const [row] = await db.insert(deskPosts).values(values).returning();
  return row!;
}

export async function updateDeskPost(
  db: DbOrTx,
  id: number,
  values: Partial<DeskFields> & { image?: string },
): Promise<DeskRow | undefined> {
  const [row] = await db.update(deskPosts).set(values).where(eq(deskPosts.id, id)).returning();
  return row;
}

export async function deleteDeskPost(db: DbOrTx, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.delete(deskPosts).where(eq(deskPosts.id, id)).returning();
  return row;
}
