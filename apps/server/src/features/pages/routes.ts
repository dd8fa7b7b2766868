import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema } from "@lampstand/contract/entities";
import {
  deletedPageSchema,
  PAGE_MESSAGES,
  PAGE_SLUG_PATTERN,
  pageDraftSchema,
  pageRevisionSchema,
  pageSlugSchema,
  pageSummarySchema,
  publicPageSummarySchema,
  publishedPageSchema,
  publishPageRequestSchema,
  restorePageRequestSchema,
  savePageRequestSchema,
} from "@lampstand/contract/pages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { HttpError } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { BUILT_IN_PAGES } from "./built-in-pages.ts";
import { isReservedSlug } from "./reserved-slugs.ts";
import {
  deletePage,
  findPageDraft,
  findPublishedPage,
  listPages,
  listPublishedPages,
  listRevisions,
  pageExists,
  publishDraft,
  restoreRevision,
  saveDraft,
} from "./repository.ts";
import { seedAndAnnounce } from "./seed.ts";

/** A stored picture's name (images/image-store.ts: the SHA-256 of its bytes). */
const STORED_PICTURE_NAME = /[0-9a-f]{64}\.webp/g;

const slugParams = z.object({ slug: z.string() });
const revisionParams = z.object({ slug: z.string(), id: z.string() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** `{slug}` of an existing page's path: anything that is not a page address is simply not there (404). */
function existingSlug(raw: string): string {
  if (!PAGE_SLUG_PATTERN.test(raw)) throw new HttpError(404, PAGE_MESSAGES.notFound);
  return raw;
}

/**
 * Every stored picture named anywhere in these JSON documents ("uploads/<name>.webp" in picture
 * blocks, leaders' photos…): found by the shape of a stored picture's name, whatever block holds it.
 */
function picturesIn(...documents: unknown[]): Set<string> {
  return new Set(JSON.stringify(documents).match(STORED_PICTURE_NAME) ?? []);
}

/**
 * Pages staff edit (issue 20, ADR 031): the published pages for everyone (cached like every public
 * read), and for staff the drafts, saving with a version (a save from an older one is refused,
 * 409), publishing, the history and restoring from it, and deleting the pages they added. Every
 * change is written to the audit log in its own transaction. Visitors see a change only once it
 * is published: publishing drops the public reads of the pages, and the menus' when the list of
 * published pages changed, on every server process (NOTIFY), and with them the kept pages.
 */
export function pageRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const tags = ["pages"];

  // The built-in pages, once the database is there and before the first request.
  app.addHook("onReady", async () => {
    await seedAndAnnounce(deps, BUILT_IN_PAGES);
  });

  /**
   * Offers every picture the draft showed and shows no more to the picture store, which deletes it
   * once nothing uses it: not the published page, a version that can be restored, nor another item.
   */
  async function dropUnusedPictures(tx: DbOrTx, before: unknown, after: unknown): Promise<void> {
    const kept = picturesIn(after);
    for (const name of picturesIn(before)) if (!kept.has(name)) await deps.images.removeIfUnused(tx, `uploads/${name}`);
  }

  /**
   * After a publish or restore has committed: what visitors see changes on every server process.
   * The list of pages too, every time: it tells when each was published, besides the menus. That
   * drops every kept page (each draws the menus), a cost paid a few times a week.
   */
  async function shown(): Promise<void> {
    await Promise.all([deps.cache.invalidate("pages"), deps.cache.invalidate("page-list")]);
  }

  app.get(
    API_PATHS.pages,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary: "Every published page (address, title, when published, where the menus and footer list it), for the site's frame and for apps",
        response: { 200: z.array(publicPageSummarySchema) },
      },
    },
    (_request, reply) => deps.cache.send(reply, "page-list", () => listPublishedPages(db)),
  );

  app.get(
    API_PATHS.pageDrafts,
    {
      schema: {
        tags,
        summary: "Every page for staff, drafts and pages never published included: title, draft and published times, version, placement",
        response: { 200: z.array(pageSummarySchema), 401: errorSchema, 403: errorSchema },
      },
    },
    () => listPages(db),
  );

  app.get(
    API_PATHS.page,
    {
      config: { public: true, answerAhead: true },
      schema: {
        params: slugParams,
        tags,
        summary: "A published page as visitors see it: its title, description, placement and content (the blocks of page-blocks.ts); 404 until published",
        response: { 200: publishedPageSchema, 404: errorSchema },
      },
    },
    (request, reply) => {
      const slug = existingSlug(request.params.slug);
      const load = async () => {
        const page = await findPublishedPage(db, slug);
        if (!page) throw new HttpError(404, PAGE_MESSAGES.notFound);
        return page;
      };
      return deps.cache.send(reply, "pages", load, slug);
    },
  );

  app.get(
    API_PATHS.pageDraft,
    {
      schema: {
        params: slugParams,
        tags,
        summary: "A page's draft for the editor and the preview (staff): what publishing would show, its version, who saved it",
        response: { 200: pageDraftSchema, ...errors },
      },
    },
    async (request) => {
      const draft = await findPageDraft(db, existingSlug(request.params.slug));
      if (!draft) throw new HttpError(404, PAGE_MESSAGES.notFound);
      return draft;
    },
  );

  app.put(
    API_PATHS.page,
    {
      schema: {
        params: slugParams,
        body: savePageRequestSchema,
        tags,
        summary:
          "Save a page's draft (staff), or create the page with version null. `version` is the one the editor started from: " +
          "409 when someone saved since. Visitors see nothing of it until it is published. Addresses of the site's other pages are refused.",
        response: { 200: pageDraftSchema, 201: pageDraftSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { version, ...fields } = request.body;
      const creating = version === null;
      let slug: string;
      if (creating) {
        const parsed = pageSlugSchema.safeParse(request.params.slug);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? PAGE_MESSAGES.notFound, "slug");
        slug = parsed.data;
        // A page of the spec that exists is "taken"; any other address of the site is not a page's to have.
        if (isReservedSlug(slug) && !(await pageExists(db, slug))) throw new HttpError(400, PAGE_MESSAGES.reserved(slug), "slug");
      } else {
        slug = existingSlug(request.params.slug);
      }
      const user = currentUser(request);
      const draft = await db.transaction(async (tx) => {
        const { before, after } = await saveDraft(tx, slug, version, { ...fields, description: fields.description ?? "" }, user);
        if (before) await dropUnusedPictures(tx, before.content, after.content);
        return findPageDraft(tx, slug);
      });
      return reply.status(creating ? 201 : 200).send(draft!);
    },
  );

  app.post(
    API_PATHS.publishPage,
    {
      schema: {
        params: slugParams,
        body: publishPageRequestSchema,
        tags,
        summary: "Publish the draft saved at `version` (staff): visitors see it from now on, and it joins the page's history. 409 when a save came since",
        response: { 200: pageDraftSchema, ...errors },
      },
    },
    async (request) => {
      const slug = existingSlug(request.params.slug);
      const user = currentUser(request);
      await db.transaction((tx) => publishDraft(tx, slug, request.body.version, user));
      await shown();
      return (await findPageDraft(db, slug))!;
    },
  );

  app.get(
    API_PATHS.pageRevisions,
    {
      schema: {
        params: slugParams,
        tags,
        summary: "Every published version of a page (staff), newest first: who published it, when, and which one a restore brought back",
        response: { 200: z.array(pageRevisionSchema), ...errors },
      },
    },
    async (request) => {
      const slug = existingSlug(request.params.slug);
      if (!(await pageExists(db, slug))) throw new HttpError(404, PAGE_MESSAGES.notFound);
      return listRevisions(db, slug);
    },
  );

  app.post(
    API_PATHS.restorePageRevision,
    {
      schema: {
        params: revisionParams,
        body: restorePageRequestSchema,
        tags,
        summary:
          "Publish an earlier version again (staff), as a new version of the history; it becomes the draft too. " +
          "With `version`, 409 when the page was saved since",
        response: { 200: pageDraftSchema, ...errors },
      },
    },
    async (request) => {
      const slug = existingSlug(request.params.slug);
      const raw = request.params.id;
      const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      if (!(id >= 1)) throw new HttpError(404, PAGE_MESSAGES.revisionNotFound);
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const restored = await restoreRevision(tx, slug, id, request.body?.version, user);
        // The draft it replaced may have shown pictures nothing else does.
        await dropUnusedPictures(tx, restored.before.content, restored.row.content);
      });
      await shown();
      return (await findPageDraft(db, slug))!;
    },
  );

  app.delete(
    API_PATHS.page,
    {
      schema: {
        params: slugParams,
        tags,
        summary: "Delete a page staff added, with its history (staff). The spec's pages are edited, never deleted: 409",
        response: { 200: deletedPageSchema, ...errors },
      },
    },
    async (request) => {
      const slug = existingSlug(request.params.slug);
      const user = currentUser(request);
      const { row } = await db.transaction(async (tx) => {
        const removed = await deletePage(tx, slug, user);
        for (const name of picturesIn(...removed.documents)) await deps.images.removeIfUnused(tx, `uploads/${name}`);
        return removed;
      });
      if (row.publishedAt !== null) await Promise.all([deps.cache.invalidate("pages"), deps.cache.invalidate("page-list")]);
      return { slug, message: "Page deleted." };
    },
  );
}
