import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { STAFF_PAGE_SIZE, type StaffPage } from "@lampstand/contract/staff-lists";
import { useApiResource, type ApiResource } from "./use-api-resource";

/** Where a paged staff list stands: shown by ListSearch and ListPager (components/ui/staff-list). */
export type StaffListPosition = { page: number; perPage: number; total: number; q: string };

/** `?page=` of the screen's address: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const asked = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
}

/**
 * A staff list read a page at a time (issue 24, ADR 043): the page and the search live in the
 * screen's address (`?page=3&q=harvest`), so Back returns to them and a link can be shared; the
 * API is asked for just that page. `paged: false` reads SPEC §7's whole list (a list too short to
 * page, such as the banner's slides; `items` picks them out of another shape of answer), with the
 * same answer, so a screen can be either. `Page` is the shape of a page's answer where a list says
 * more than its items (accounts: AdminUserPage); `answer` has it.
 */
export function useStaffList<T, Answer = T[], Page extends StaffPage<T> = StaffPage<T>>(
  path: string,
  fallback: string,
  {
    paged = true,
    perPage = STAFF_PAGE_SIZE,
    items: itemsOf,
  }: {
    paged?: boolean;
    perPage?: number;
    /** The items of a whole list's answer that is not a plain array (a page of sermons). */
    items?: (answer: Answer) => T[];
  } = {},
) {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const q = params.get("q")?.trim() ?? "";
  const address = paged ? `${path}?${new URLSearchParams({ page: String(page), per_page: String(perPage), ...(q ? { q } : {}) })}` : path;
  // The screen's own answer is turned into a plain list; a paged one is kept whole for its count.
  const select = useCallback((answer: Answer | Page) => (paged || !itemsOf ? (answer as Page | T[]) : itemsOf(answer as Answer)), [paged, itemsOf]);
  const { resource: raw, reload, replace: replaceRaw } = useApiResource<Page | T[], Answer | Page>(address, fallback, select);

  const resource = useMemo(() => {
    const data = raw.data === undefined ? undefined : Array.isArray(raw.data) ? raw.data : raw.data.items;
    return { ...raw, data } as ApiResource<T[]>;
  }, [raw]);
  // Where the page shown sits, from its own answer: while the next page loads, the count still describes what is on screen.
  const position: StaffListPosition | null =
    raw.data !== undefined && !Array.isArray(raw.data) ? { page: raw.data.page, perPage: raw.data.per_page, total: raw.data.total, q } : null;

  /** A change the server confirmed (a delete, a move), made to this page; the total follows. */
  const replace = useCallback(
    (update: (items: T[]) => T[]) =>
      replaceRaw((data) => {
        if (Array.isArray(data)) return update(data);
        const items = update(data.items);
        return { ...data, items, total: Math.max(0, data.total + items.length - data.items.length) };
      }),
    [replaceRaw],
  );
  /** The page as the API answered it, with whatever else a list's answer says (accounts: those awaiting approval not shown). */
  const answer = raw.data !== undefined && !Array.isArray(raw.data) ? raw.data : undefined;
  return { resource, reload, replace, position, answer };
}
