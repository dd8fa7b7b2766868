import { and, asc, desc, eq, getTableColumns, gt, isNotNull, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import type { DeskPost, DeskStatus, DeskVersion } from "@lampstand/contract/entities";
import { pageCount, RECENT_MESSAGES, type DeskPage, type DeskPageQuery, type DeskPostView } from "@lampstand/contract/public-reads";
import type { StaffPage, StaffPageQuery } from "@lampstand/contract/staff-lists";
import type { Db, DbOrTx } from "../../db/client.ts";
import { deskPostOrderKey, deskPosts, deskPostVersions } from "../../db/schema.ts";
import { storedImageSize } from "../../images/image-store.ts";
import type { AuditActor } from "../audit-log.ts";
import { offsetOf, searchIn, staffPage } from "../staff-lists.ts";

type DeskRow = typeof deskPosts.$inferSelect;
type DeskInsert = typeof deskPosts.$inferInsert;
type VersionRow = typeof deskPostVersions.$inferSelect;

/**
 * What a create or edit writes: the text, the status, and `publishAt` when the request named one
 * (left out: see `publishAtOf`). `by` is who saved it, for the version a publish records.
 */
export type DeskValues = {
  title: string;
  month: string;
  year: string;
  message: string;
  status: DeskStatus;
  publishAt: Date | undefined;
  /** The picture's focal point, when the request set it. */
  focalX?: number;
  focalY?: number;
  by: AuditActor;
};

export function toDeskPost(row: DeskRow): DeskPost {
  return {
    id: row.id,
    title: row.title,
    month: row.month,
    year: row.year,
    message: row.message,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    publish_at: (row.publishAt ?? row.createdAt).toISOString(),
    focal_x: row.focalX,
    focal_y: row.focalY,
  };
}

/** Whether a post is public at `now`: published, and due (posts from before scheduling have no time and are). */
export function isPublicAt(row: Pick<DeskRow, "status" | "publishAt">, now: Date): boolean {
  return row.status === "published" && (row.publishAt === null || row.publishAt <= now);
}

/** The rows the public sees at `now`: what `isPublicAt` says, in SQL. */
export function publicAt(now: Date): SQL {
  return and(eq(deskPosts.status, "published"), or(isNull(deskPosts.publishAt), lte(deskPosts.publishAt, now)))!;
}

/** The next instant a scheduled post becomes public after `now`, if any (desk_posts_scheduled_idx). */
export async function nextScheduled(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(deskPosts.publishAt) })
    .from(deskPosts)
    .where(and(eq(deskPosts.status, "published"), isNotNull(deskPosts.publishAt), gt(deskPosts.publishAt, now)));
  return row?.at ?? undefined;
}

/** Newest first by year and month (SPEC §2.6), then most recently added: desk_posts_newest_idx read backwards. */
const newestFirst = [desc(deskPostOrderKey), desc(deskPosts.id)];
const summaryColumns = { id: deskPosts.id, title: deskPosts.title, month: deskPosts.month, year: deskPosts.year };

/** Every post newest first: those public at `publicNow`, or all of them (staff) without it. */
export async function listDeskPosts(db: Db, publicNow?: Date): Promise<DeskPost[]> {
  const rows = await db
    .select()
    .from(deskPosts)
    .where(publicNow && publicAt(publicNow))
    .orderBy(...newestFirst);
  return rows.map(toDeskPost);
}

/** One page of the newest-first list of the posts public at `now`. */
export async function deskPostPage(db: Db, { page, per_page: perPage }: DeskPageQuery, now: Date): Promise<DeskPage> {
  const visible = publicAt(now);
  const [rows, total] = await Promise.all([
    db.select().from(deskPosts).where(visible).orderBy(...newestFirst).limit(perPage).offset((page - 1) * perPage),
    db.$count(deskPosts, visible),
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

/** A public post for its page: with the recent messages, and its neighbours in the newest-first order, all public at `now`. */
export async function deskPostView(db: Db, id: number, now: Date): Promise<DeskPostView | undefined> {
  const visible = publicAt(now);
  const [found] = await db
    .select({ row: getTableColumns(deskPosts), key: sql<number>`${deskPostOrderKey}`.mapWith(Number) })
    .from(deskPosts)
    .where(and(eq(deskPosts.id, id), visible));
  if (!found) return undefined;
  // Row comparisons on (order key, id) are ranges of the index: one step either way.
  const position = sql`(${deskPostOrderKey}, ${deskPosts.id})`;
  const here = sql`(${found.key}::int, ${id}::int)`;
  const [recent, [newer], [older]] = await Promise.all([
    db.select(summaryColumns).from(deskPosts).where(visible).orderBy(...newestFirst).limit(RECENT_MESSAGES),
    db.select(summaryColumns).from(deskPosts).where(and(sql`${position} > ${here}`, visible)).orderBy(asc(deskPostOrderKey), asc(deskPosts.id)).limit(1),
    db.select(summaryColumns).from(deskPosts).where(and(sql`${position} < ${here}`, visible)).orderBy(...newestFirst).limit(1),
  ]);
  const post = { ...toDeskPost(found.row), image_size: await storedImageSize(db, found.row.image) };
  return { post, recent, newer: newer ?? null, older: older ?? null };
}

/** One post as staff see it, drafts and scheduled ones too, with its picture's size (the admin's View draws it whole). */
export async function staffDeskPost(db: Db, id: number): Promise<DeskPost | undefined> {
  const row = await findDeskPost(db, id);
  return row && { ...toDeskPost(row), image_size: await storedImageSize(db, row.image) };
}

export async function findDeskPost(db: DbOrTx, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.select().from(deskPosts).where(eq(deskPosts.id, id));
  return row;
}

/**
 * When a post saved with `values` is public from. Named in the request: that time. Left out: a
 * post that is public already keeps its time (an edit does not move it); one being published now
 * (new, a draft, or scheduled) is public from now; a draft keeps the time it had.
 */
function publishAtOf(values: Pick<DeskValues, "status" | "publishAt">, existing: DeskRow | undefined, now: Date): Date | null {
  if (values.publishAt) return values.publishAt;
  if (values.status === "draft") return existing?.publishAt ?? null;
  return existing && isPublicAt(existing, now) ? existing.publishAt : now;
}

export async function insertDeskPost(tx: DbOrTx, { by, ...values }: DeskValues & { image: string | null }): Promise<DeskRow> {
  const [row] = await insertDeskPosts(tx, [{ ...values, publishAt: publishAtOf(values, undefined, new Date()) }]);
  if (row!.status === "published") await recordVersion(tx, row!, by);
  return row!;
}

/** Many at once (the seed's hundreds of posts): one INSERT per call. */
export async function insertDeskPosts(db: DbOrTx, values: DeskInsert[]): Promise<DeskRow[]> {
  return db.insert(deskPosts).values(values).returning();
}

export async function updateDeskPost(
  tx: DbOrTx,
  id: number,
  { by, ...values }: Partial<DeskValues> & { image?: string },
): Promise<DeskRow | undefined> {
  const existing = await findDeskPost(tx, id);
  if (!existing) return undefined;
  const status = values.status ?? existing.status;
  const publishAt = publishAtOf({ status, publishAt: values.publishAt }, existing, new Date());
  const [row] = await tx.update(deskPosts).set({ ...values, status, publishAt }).where(eq(deskPosts.id, id)).returning();
  if (row!.status === "published") await recordVersion(tx, row!, by ?? null);
  return row;
}

export async function deleteDeskPost(db: DbOrTx, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.delete(deskPosts).where(eq(deskPosts.id, id)).returning();
  return row;
}

/** Records the post as it now is published: one version of its history. */
async function recordVersion(tx: DbOrTx, row: DeskRow, by: AuditActor, restoredFrom: number | null = null): Promise<void> {
  await tx.insert(deskPostVersions).values({
    postId: row.id,
    title: row.title,
    month: row.month,
    year: row.year,
    message: row.message,
    publishAt: row.publishAt ?? row.createdAt,
    savedBy: by?.id ?? null,
    savedByName: by?.name ?? null,
    restoredFrom,
  });
}

/** Every published version of a post, newest first. */
export async function listDeskVersions(db: DbOrTx, postId: number): Promise<DeskVersion[]> {
  const rows = await db
    .select()
    .from(deskPostVersions)
    .where(eq(deskPostVersions.postId, postId))
    .orderBy(desc(deskPostVersions.savedAt), desc(deskPostVersions.id));
  return rows.map(toVersion);
}

/**
 * Publishes a version's text again, as a new version of the history. A post that is public keeps
 * its time; a draft or a scheduled post is public from now (restoring is publishing).
 * Undefined when the post or that version of it is not found.
 */
export async function restoreDeskVersion(tx: DbOrTx, postId: number, versionId: number, by: AuditActor): Promise<DeskRow | undefined> {
  const [version] = await tx
    .select()
    .from(deskPostVersions)
    .where(and(eq(deskPostVersions.id, versionId), eq(deskPostVersions.postId, postId)));
  const existing = await findDeskPost(tx, postId);
  if (!version || !existing) return undefined;
  const { title, month, year, message } = version;
  const publishAt = publishAtOf({ status: "published", publishAt: undefined }, existing, new Date());
  const [row] = await tx
    .update(deskPosts)
    .set({ title, month, year, message, status: "published", publishAt })
    .where(eq(deskPosts.id, postId))
    .returning();
  await recordVersion(tx, row!, by, version.id);
  return row;
}

function toVersion(row: VersionRow): DeskVersion {
  return {
    id: row.id,
    title: row.title,
    month: row.month,
    year: row.year,
    message: row.message,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.savedByName,
    publish_at: (row.publishAt ?? row.savedAt).toISOString(),
    restored_from: row.restoredFrom,
  };
}
