import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { pageContentSchema, type PageContent } from "@lampstand/contract/page-blocks";
import {
  PAGE_MESSAGES,
  type PageDraft,
  type PagePlacement,
  type PageRevision,
  type PageSummary,
  type PublicPageSummary,
  type PublishedPage,
} from "@lampstand/contract/pages";
import type { Db, DbOrTx } from "../../db/client.ts";
import { pageRevisions, pages, users } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { recordAudit, type AuditActor } from "../audit-log.ts";

type PageRow = typeof pages.$inferSelect;
type RevisionRow = typeof pageRevisions.$inferSelect;

/** What a save writes: the draft's title, description, blocks and placement, all checked by the contract. */
export type PageFields = { title: string; description: string; content: PageContent; placement: PagePlacement };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The draft differs from what visitors see: never published, or changed since. */
function unpublishedChanges(row: PageRow): boolean {
  if (row.publishedAt === null) return true;
  return (
    row.title !== row.publishedTitle ||
    row.description !== row.publishedDescription ||
    row.menu !== row.publishedMenu ||
    row.footer !== row.publishedFooter ||
    // jsonb hands back keys in its own order, the same for equal documents on both sides.
    JSON.stringify(row.content) !== JSON.stringify(row.publishedContent)
  );
}

const draftPlacement = (row: PageRow): PagePlacement => ({ menu: row.menu, footer: row.footer });

export function toSummary(row: PageRow): PageSummary {
  return {
    slug: row.slug,
    title: row.title,
    built_in: row.builtIn,
    published_at: iso(row.publishedAt),
    draft_saved_at: iso(row.savedAt),
    unpublished_changes: unpublishedChanges(row),
    version: row.version,
    placement: draftPlacement(row),
  };
}

export function toDraft(row: PageRow, savedBy: string | null): PageDraft {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content as PageContent,
    placement: draftPlacement(row),
    built_in: row.builtIn,
    version: row.version,
    saved_at: iso(row.savedAt),
    saved_by: savedBy,
    published_at: iso(row.publishedAt),
    unpublished_changes: unpublishedChanges(row),
  };
}

/** GET /pages: the published pages, in address order (the site's frame orders its menus itself). */
export async function listPublishedPages(db: Db): Promise<PublicPageSummary[]> {
  const rows = await db
    .select({ slug: pages.slug, title: pages.publishedTitle, publishedAt: pages.publishedAt, menu: pages.publishedMenu, footer: pages.publishedFooter })
    .from(pages)
    .where(isNotNull(pages.publishedAt))
    .orderBy(asc(pages.slug));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title ?? "",
    published_at: row.publishedAt!.toISOString(),
    placement: { menu: row.menu, footer: row.footer },
  }));
}

/** GET /page-drafts (staff): every page, drafts and never-published ones too. */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  return rows.map(toSummary);
}

/** The published page, or undefined when there is none at `slug` or it was never published. */
export async function findPublishedPage(db: Db, slug: string): Promise<PublishedPage | undefined> {
  const [row] = await db.select().from(pages).where(and(eq(pages.slug, slug), isNotNull(pages.publishedAt)));
  if (!row) return undefined;
  return {
    slug: row.slug,
    title: row.publishedTitle ?? "",
    description: row.publishedDescription ?? "",
    content: row.publishedContent as PageContent,
    placement: { menu: row.publishedMenu, footer: row.publishedFooter },
    published_at: row.publishedAt!.toISOString(),
  };
}

/** The page with the name of whoever saved its draft last. */
export async function findPageDraft(db: DbOrTx, slug: string): Promise<PageDraft | undefined> {
  const [found] = await db
    .select({ page: pages, savedBy: users.name })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.savedBy))
    .where(eq(pages.slug, slug));
  return found && toDraft(found.page, found.savedBy);
}

/** The page's row, locked until the transaction ends: every change of a page goes through this, one at a time. */
async function lockPage(tx: DbOrTx, slug: string): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for("update");
  return row;
}

/** A change made from `version` when the page is at another: someone saved since. */
function checkVersion(row: PageRow, version: number): void {
  if (row.version !== version) throw new HttpError(409, PAGE_MESSAGES.conflict, "version");
}

const draftColumns = (fields: PageFields) => ({
  title: fields.title,
  description: fields.description,
  content: fields.content,
  menu: fields.placement.menu,
  footer: fields.placement.footer,
});

/**
 * Creates a page (version null) or saves its draft over `version`, which must be the latest: a save
 * from an older one is refused (409), never written over someone else's. Visitors see nothing of it
 * until it is published. Returns the draft before (undefined for a new page) and after.
 */
export async function saveDraft(
  tx: DbOrTx,
  slug: string,
  version: number | null,
  fields: PageFields,
  actor: NonNullable<AuditActor>,
): Promise<{ before: PageRow | undefined; after: PageRow }> {
  const values = { ...draftColumns(fields), savedAt: new Date(), savedBy: actor.id };
  let before: PageRow | undefined;
  let after: PageRow | undefined;
  if (version === null) {
    // Two people creating the same address at once: the second waits for the first, then finds it taken.
    [after] = await tx
      .insert(pages)
      .values({ slug, builtIn: false, version: 1, ...values })
      .onConflictDoNothing({ target: pages.slug })
      .returning();
    if (!after) throw new HttpError(409, PAGE_MESSAGES.exists, "slug");
  } else {
    before = await lockPage(tx, slug);
    if (!before) throw new HttpError(404, PAGE_MESSAGES.gone);
    checkVersion(before, version);
    [after] = await tx
      .update(pages)
      .set({ ...values, version: sql`${pages.version} + 1` })
      .where(eq(pages.slug, slug))
      .returning();
  }
  await recordAudit(tx, actor, "page.save", slug);
  return { before, after: after! };
}

/** Makes the page's row show `revision` (or its draft) to visitors, and records the published version. */
async function publishRow(
  tx: DbOrTx,
  slug: string,
  copy: PageFields,
  actor: NonNullable<AuditActor>,
  restoredFrom: number | null,
): Promise<PageRow> {
  const now = new Date();
  const [row] = await tx
    .update(pages)
    .set({
      // A restore brings the old text back into the editor too, so the next publish does not undo it.
      ...draftColumns(copy),
      version: sql`${pages.version} + 1`,
      publishedTitle: copy.title,
      publishedDescription: copy.description,
      publishedContent: copy.content,
      publishedMenu: copy.placement.menu,
      publishedFooter: copy.placement.footer,
      publishedAt: now,
    })
    .where(eq(pages.slug, slug))
    .returning();
  await tx.insert(pageRevisions).values({
    slug,
    title: copy.title,
    description: copy.description,
    content: copy.content,
    menu: copy.placement.menu,
    footer: copy.placement.footer,
    publishedAt: now,
    publishedBy: actor.id,
    publishedByName: actor.name,
    restoredFrom,
  });
  return row!;
}

const rowFields = (row: PageRow): PageFields => ({
  title: row.title,
  description: row.description,
  content: row.content as PageContent,
  placement: draftPlacement(row),
});

/** What a publish or restore changed: the page before and after. */
export type Published = { before: PageRow; row: PageRow };

/** Publishes the draft saved at `version` (409 when a save came since): visitors see it from now on. */
export async function publishDraft(tx: DbOrTx, slug: string, version: number, actor: NonNullable<AuditActor>): Promise<Published> {
  const before = await lockPage(tx, slug);
  if (!before) throw new HttpError(404, PAGE_MESSAGES.notFound);
  checkVersion(before, version);
  const row = await publishRow(tx, slug, rowFields(before), actor, null);
  await recordAudit(tx, actor, "page.publish", slug);
  return { before, row };
}

/**
 * Publishes an earlier version again, as a new revision that says which one it brought back, and
 * makes it the draft too. With `version`, refused (409) when the page changed since the editor read it.
 */
export async function restoreRevision(
  tx: DbOrTx,
  slug: string,
  revisionId: number,
  version: number | undefined,
  actor: NonNullable<AuditActor>,
): Promise<Published> {
  const before = await lockPage(tx, slug);
  if (!before) throw new HttpError(404, PAGE_MESSAGES.notFound);
  if (version !== undefined) checkVersion(before, version);
  const [revision] = await tx
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.slug, slug)));
  if (!revision) throw new HttpError(404, PAGE_MESSAGES.revisionNotFound);
  // Old versions were checked by the blocks of their day: published again, they must pass today's.
  const content = pageContentSchema.safeParse(revision.content);
  if (!content.success) throw new HttpError(409, PAGE_MESSAGES.revisionOutdated);
  const copy: PageFields = {
    title: revision.title,
    description: revision.description,
    content: content.data,
    placement: { menu: revision.menu, footer: revision.footer },
  };
  const row = await publishRow(tx, slug, copy, actor, revision.id);
  await recordAudit(tx, actor, "page.restore", slug);
  return { before, row };
}

/** Every published version of the page, newest first. */
export async function listRevisions(db: Db, slug: string): Promise<PageRevision[]> {
  const rows = await db
    .select()
    .from(pageRevisions)
    .where(eq(pageRevisions.slug, slug))
    .orderBy(desc(pageRevisions.publishedAt), desc(pageRevisions.id));
  return rows.map(toRevision);
}

function toRevision(row: RevisionRow): PageRevision {
  return {
    id: row.id,
    title: row.title,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedByName,
    restored_from: row.restoredFrom,
  };
}

export async function pageExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.slug, slug));
  return row !== undefined;
}

/**
 * Deletes a page staff added, with its history (the spec's pages are edited, never deleted: 409).
 * Returns the page and every JSON document it held, whose pictures may now be unused.
 */
export async function deletePage(tx: DbOrTx, slug: string, actor: NonNullable<AuditActor>): Promise<{ row: PageRow; documents: unknown[] }> {
  const row = await lockPage(tx, slug);
  if (!row) throw new HttpError(404, PAGE_MESSAGES.notFound);
  if (row.builtIn) throw new HttpError(409, PAGE_MESSAGES.builtInNotDeleted);
  const revisions = await tx.select({ content: pageRevisions.content }).from(pageRevisions).where(eq(pageRevisions.slug, slug));
  await tx.delete(pages).where(eq(pages.slug, slug));
  await recordAudit(tx, actor, "page.delete", slug);
  return { row, documents: [row.content, row.publishedContent, ...revisions.map((revision) => revision.content)] };
}

/** A built-in page as the site ships it (the seed documents of @lampstand/web). */
export type SeedPage = { slug: string; title: string; description: string; content: PageContent; placement?: PagePlacement };

/**
 * Adds every page that is missing, published, with its first revision: the built-in pages on
 * first start, or (`builtIn` false) a page as staff would have added it (the demo seed's). Pages
 * already there are left as staff made them. Two processes starting at once on one PostgreSQL: the second
 * insert of a page waits for the first and then does nothing, so each page and revision is made once.
 * Returns the addresses added.
 */
export async function insertMissingPages(db: Db, documents: readonly SeedPage[], builtIn = true): Promise<string[]> {
  if (documents.length === 0) return [];
  return db.transaction(async (tx) => {
    const now = new Date();
    const added = await tx
      .insert(pages)
      .values(
        documents.map((page) => {
          const placement = page.placement ?? { menu: null, footer: false };
          return {
            slug: page.slug,
            builtIn,
            title: page.title,
            description: page.description,
            content: page.content,
            menu: placement.menu,
            footer: placement.footer,
            version: 1,
            publishedTitle: page.title,
            publishedDescription: page.description,
            publishedContent: page.content,
            publishedMenu: placement.menu,
            publishedFooter: placement.footer,
            publishedAt: now,
          };
        }),
      )
      .onConflictDoNothing({ target: pages.slug })
      .returning();
    if (added.length > 0) {
      await tx.insert(pageRevisions).values(
        added.map((row) => ({
          slug: row.slug,
          title: row.title,
          description: row.description,
          content: row.content,
          menu: row.menu,
          footer: row.footer,
          publishedAt: now,
        })),
      );
    }
    return added.map((row) => row.slug);
  });
}
