import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DeskPost } from "@lampstand/contract/entities";
import { pageCount, RECENT_MESSAGES, type DeskPage, type DeskPageQuery, type DeskPostView } from "@lampstand/contract/public-reads";
import type { DeskFields } from "@lampstand/contract/requests";
import type { StaffPage, StaffPageQuery } from "@lampstand/contract/staff-lists";
import type { Db, DbOrTx } from "../../db/client.ts";
import { deskPostOrderKey, deskPosts } from "../../db/schema.ts";
import { offsetOf, searchIn, staffPage } from "../staff-lists.ts";

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

/** Newest first by year and month (SPEC §2.6), then most recently added: desk_posts_newest_idx read backwards. */
const newestFirst = [desc(deskPostOrderKey), desc(deskPosts.id)];
const summaryColumns = { id: deskPosts.id, title: deskPosts.title, month: deskPosts.month, year: deskPosts.year };

export async function listDeskPosts(db: Db): Promise<DeskPost[]> {
  const rows = await db.select().from(deskPosts).orderBy(...newestFirst);
  return rows.map(toDeskPost);
}

/** One page of the newest-first list. */
export async function deskPostPage(db: Db, { page, per_page: perPage }: DeskPageQuery): Promise<DeskPage> {
  const [rows, total] = await Promise.all([
    db.select().from(deskPosts).orderBy(...newestFirst).limit(perPage).offset((page - 1) * perPage),
    db.$count(deskPosts),
  ]);
  return { posts: rows.map(toDeskPost), page, per_page: perPage, pages: pageCount(total, perPage), total };
}

/** One page of the staff's list, newest first, searched in title and message. */
export async function deskPostStaffPage(db: Db, query: StaffPageQuery): Promise<StaffPage<DeskPost>> {
  const where = searchIn(query.q, [deskPosts.title, deskPosts.message]);
  const [rows, total] = await Promise.all([
    db.select().from(deskPosts).where(where).orderBy(...newestFirst).limit(query.per_page).offset(offsetOf(query)),
    db.$count(deskPosts, where),
  ]);
  return staffPage(rows.map(toDeskPost), total, query);
}

/** A post for its page: with the recent messages, and its neighbours in the newest-first order. */
export async function deskPostView(db: Db, id: number): Promise<DeskPostView | undefined> {
  const [found] = await db
    .select({ row: getTableColumns(deskPosts), key: sql<number>`${deskPostOrderKey}`.mapWith(Number) })
    .from(deskPosts)
    .where(eq(deskPosts.id, id));
  if (!found) return undefined;
  // Row comparisons on (order key, id) are ranges of the index: one step either way.
  const position = sql`(${deskPostOrderKey}, ${deskPosts.id})`;
  const here = sql`(${found.key}::int, ${id}::int)`;
  const [recent, [newer], [older]] = await Promise.all([
    db.select(summaryColumns).from(deskPosts).orderBy(...newestFirst).limit(RECENT_MESSAGES),
    db.select(summaryColumns).from(deskPosts).where(sql`${position} > ${here}`).orderBy(asc(deskPostOrderKey), asc(deskPosts.id)).limit(1),
    db.select(summaryColumns).from(deskPosts).where(sql`${position} < ${here}`).orderBy(...newestFirst).limit(1),
  ]);
  return { post: toDeskPost(found.row), recent, newer: newer ?? null, older: older ?? null };
}

export async function findDeskPost(db: DbOrTx, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.select().from(deskPosts).where(eq(deskPosts.id, id));
  return row;
}

export async function insertDeskPost(db: DbOrTx, values: DeskFields & { image: string | null }): Promise<DeskRow> {
  const [row] = await insertDeskPosts(db, [values]);
  return row!;
}

/** Many at once (the seed's hundreds of posts): one INSERT per call. */
export async function insertDeskPosts(db: DbOrTx, values: Array<DeskFields & { image: string | null }>): Promise<DeskRow[]> {
  return db.insert(deskPosts).values(values).returning();
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
