import { z } from "./zod.ts";
import { LIMITS } from "./limits.ts";
import { hasNoNul, noNul } from "./text-fields.ts";
import { monthParam, PAGE_SIZES, wholeNumber } from "./public-reads.ts";

/**
 * The staff lists that scale (issue 24, ADR 043): GET /prayer-request, /intouch, /view-events,
 * /view-desks and /admin-users answer SPEC §7's whole list as before; with `?page=` they answer one
 * page `{items, total, page, per_page}` of it, searched with `q` (case-insensitive, `%` and `_`
 * meaning themselves), in the order staff read it.
 */

/** What a staff screen shows at once, and the most a client may ask for. */
export const STAFF_PAGE_SIZE = 20;

/** The highest page number accepted (as the public pages'). */
const MAX_PAGE = 100_000;

export const STAFF_LIST_MESSAGES = {
  needsPage: 'Add "page" (for example page=1) to search a list or to choose "per_page".',
  monthOrPage: 'Ask for one "month" or for a "page" of the list, not both.',
} as const;

/** `?page=&per_page=&q=` of every staff list. */
const staffListParams = {
  page: wholeNumber("page", MAX_PAGE).optional(),
  per_page: wholeNumber("per_page", PAGE_SIZES.max).optional(),
  q: z
    .string({ error: 'The "q" parameter must be text.' })
    .trim()
    .max(LIMITS.shortText, { error: `The "q" parameter must be at most ${LIMITS.shortText} characters.` })
    .refine(hasNoNul, noNul('The "q" parameter'))
    .optional(),
};

type StaffListParams = { page?: number; per_page?: number; q?: string };

/** A search or a page size without a page would answer the whole list and seem to ignore them: a 400. */
function pageNeeded({ page, per_page, q }: StaffListParams, context: z.RefinementCtx) {
  if (page === undefined && (per_page !== undefined || q !== undefined)) {
    context.addIssue({ code: "custom", path: [per_page !== undefined ? "per_page" : "q"], message: STAFF_LIST_MESSAGES.needsPage });
  }
}

export const staffListQuerySchema = z.object(staffListParams).superRefine(pageNeeded);

/** GET /view-events: the whole list (SPEC §7), one month's events in calendar order (`month`), or a staff page. */
export const eventListQuerySchema = z.object({ month: monthParam.optional(), ...staffListParams }).superRefine((query, context) => {
  pageNeeded(query, context);
  if (query.month !== undefined && query.page !== undefined) {
    context.addIssue({ code: "custom", path: ["month"], message: STAFF_LIST_MESSAGES.monthOrPage });
  }
});

export type StaffListQuery = StaffListParams;

/** A page asked for: `q` empty when there is no search. */
export type StaffPageQuery = { page: number; per_page: number; q: string };

/** The query with a page in it, its defaults filled in; undefined when the whole list is asked for. */
export function staffPageOf(query: StaffListParams): StaffPageQuery | undefined {
  if (query.page === undefined) return undefined;
  return { page: query.page, per_page: query.per_page ?? STAFF_PAGE_SIZE, q: query.q ?? "" };
}

/** One page of a staff list; a page past the last one comes back with no items. */
export const staffPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** How many items the whole list (as searched) holds. */
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
export type StaffPage<Item> = { items: Item[]; total: number; page: number; per_page: number };

/** The answer of a staff list: SPEC §7's whole list without `page`, one page with it. */
export const staffListSchema = <Item extends z.ZodType>(item: Item) => z.union([z.array(item), staffPageSchema(item)]);

/**
 * A page of GET /admin-users: with how many accounts awaiting approval it does not show (on other
 * pages, or outside the search), so Admin Mgt's notice counts every one, whichever page is open.
 */
export const adminUserPageSchema = <Item extends z.ZodType>(item: Item) =>
  staffPageSchema(item).extend({ pending_not_shown: z.number().int().nonnegative() });
export type AdminUserPage<Item> = StaffPage<Item> & { pending_not_shown: number };
/** The answer of GET /admin-users: SPEC §7's whole list without `page`, one page with it. */
export const adminUserListSchema = <Item extends z.ZodType>(item: Item) => z.union([z.array(item), adminUserPageSchema(item)]);
