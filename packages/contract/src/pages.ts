import { z } from "./zod.ts";
import { pageContentSchema } from "./page-blocks.ts";
import { optionalText, requiredText } from "./text-fields.ts";

/**
 * Pages staff edit (issue 20): the information pages of SPEC §2.4, §2.5, §2.9 and the home page's
 * sections, seeded from today's text, and pages staff add. Each has a draft (staff only) and a
 * published version (everyone); publishing records a revision, which can be restored. A page's
 * `version` counts its saves: an editor sends back the version it started from, and a save from an
 * older one is refused (409) instead of overwriting someone else's work.
 */

/** A page's address without its leading slash ("our-values", "easter-2027"); the home page is "home". */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
export const HOME_PAGE_SLUG = "home";

export const pageSlugSchema = z
  .string({ error: "The page address is required." })
  .regex(PAGE_SLUG_PATTERN, {
    error: 'A page address is lowercase letters, digits and single hyphens, such as "easter-2027" (at most 80 characters).',
  });

/** The header menu's groups a page can be listed under (SPEC §2.3: THE CHURCH, MINISTRIES, RESOURCES). */
export const PAGE_MENUS = ["church", "ministries", "resources"] as const;
export type PageMenu = (typeof PAGE_MENUS)[number];

/**
 * Where the site's frame links to a page: under one of the header menu's groups (or none), and in
 * the footer or not. Saved with the draft, shown to visitors once published, like the page itself.
 */
export const pagePlacementSchema = z.object({
  menu: z
    .enum(PAGE_MENUS, { error: 'The menu must be "church", "ministries", "resources" or null (not in the menu).' })
    .nullable()
    .default(null),
  footer: z.boolean({ error: "Footer must be true or false." }).default(false),
});
export type PagePlacement = z.infer<typeof pagePlacementSchema>;

/** What the editor sends: the draft's title (the browser tab and search results), description and content. */
export const savePageRequestSchema = z.object({
  title: requiredText("Title", 120),
  description: optionalText("Description", 300),
  content: pageContentSchema,
  /** Left out: not in the menu, not in the footer. */
  placement: pagePlacementSchema.default({ menu: null, footer: false }),
  /** The version the editor started from; null (or left out) only for a page that does not exist yet. */
  version: z.number().int().min(0).nullable().default(null),
});
export type SavePageRequest = z.input<typeof savePageRequestSchema>;

/** POST /pages/{slug}/publish: the draft version being published (409 when another save came since). */
export const publishPageRequestSchema = z.object({ version: z.number({ error: "Version is required." }).int().min(0) });

const when = z.string().nullable();
const placement = z.object({ menu: z.enum(PAGE_MENUS).nullable(), footer: z.boolean() });

/**
 * GET /pages (anyone): every published page, as visitors see it: what the site's frame builds its
 * menus and footer from, and what a phone app lists. Drafts and pages never published are not here.
 */
export const publicPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  published_at: z.string(),
  placement,
});
export type PublicPageSummary = z.infer<typeof publicPageSummarySchema>;

/** GET /page-drafts (staff): one line per page, drafts and never-published pages included, for the admin list. */
export const pageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** A page of the spec (edited, never deleted) or one staff added. */
  built_in: z.boolean(),
  published_at: when,
  draft_saved_at: when,
  /** The draft differs from what visitors see. */
  unpublished_changes: z.boolean(),
  version: z.number().int(),
  /** The draft's placement (what publishing will show). */
  placement,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /pages/{slug}: the published page, as every visitor sees it. */
export const publishedPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: pageContentSchema,
  placement,
  published_at: z.string(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

/** GET /pages/{slug}/draft (staff): what the editor opens. */
export const pageDraftSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: pageContentSchema,
  placement,
  built_in: z.boolean(),
  version: z.number().int(),
  saved_at: when,
  saved_by: z.string().nullable(),
  published_at: when,
  unpublished_changes: z.boolean(),
});
export type PageDraft = z.infer<typeof pageDraftSchema>;

/** GET /pages/{slug}/revisions: every published version, newest first. */
export const pageRevisionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  /** The revision this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/** The sentences the pages API answers with, so the editor can recognise them and tests can name them. */
export const PAGE_MESSAGES = {
  conflict:
    "Someone else saved this page since you opened it. Your text is still here: copy it, reload to see theirs, then apply your changes again.",
  exists: "A page at this address exists already. Open it from the list of pages, or choose another address.",
  gone: "There is no page at this address (it may have been deleted since you opened it). To create it anew, save it without a version.",
  builtInNotDeleted: "This page is part of the site and cannot be deleted. You can change its text, or take it out of the menu.",
  notFound: "Page not found.",
  revisionNotFound: "That version of the page was not found.",
  revisionOutdated: "That version of the page uses building blocks this site no longer has, so it cannot be published again. Copy what you need from it into the page instead.",
  reserved: (slug: string) => `The address "/${slug}" belongs to another part of the site. Choose another address for this page.`,
} as const;

/**
 * POST /pages/{slug}/revisions/{id}/restore: optionally the version the editor shows, refused (409)
 * when a save came since. No body at all (a script) restores whatever the draft is.
 */
export const restorePageRequestSchema = z
  .object({ version: z.number({ error: "Version must be a number." }).int().min(0).optional() })
  .nullish();

/** DELETE /pages/{slug}. */
export const deletedPageSchema = z.object({ slug: z.string(), message: z.string() });
export type DeletedPage = z.infer<typeof deletedPageSchema>;
