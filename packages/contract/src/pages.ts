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

/** What the editor sends: the draft's title (the browser tab and search results), description and content. */
export const savePageRequestSchema = z.object({
  title: requiredText("Title", 120),
  description: optionalText("Description", 300),
  content: pageContentSchema,
  /** The version the editor started from; null (or left out) only for a page that does not exist yet. */
  version: z.number().int().min(0).nullable().default(null),
});
export type SavePageRequest = z.input<typeof savePageRequestSchema>;

/** POST /pages/{slug}/publish: the draft version being published (409 when another save came since). */
export const publishPageRequestSchema = z.object({ version: z.number({ error: "Version is required." }).int().min(0) });

const when = z.string().nullable();

/** GET /pages: one line per page, for the admin list and for clients. */
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
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /pages/{slug}: the published page, as every visitor sees it. */
export const publishedPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: pageContentSchema,
  published_at: z.string(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

/** GET /pages/{slug}/draft (staff): what the editor opens. */
export const pageDraftSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: pageContentSchema,
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
