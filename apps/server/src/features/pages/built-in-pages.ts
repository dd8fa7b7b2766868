/**
 * The spec's pages as the site ships them, seeded on first start (seed.ts, which checks each with
 * the contract's schemas). They are written as documents of blocks in the web app (brief F:
 * `@lampstand/web/page-seeds`, today's text exactly); this is the one line that names them for the
 * server.
 *
 * Until that export lands on main the list is empty: the site's routes still draw those pages from
 * their own code, and nothing is seeded. The lead points this at the export when merging:
 * `export { PAGE_SEEDS as BUILT_IN_PAGES } from "@lampstand/web/page-seeds";`
 */
export const BUILT_IN_PAGES: readonly unknown[] = [];
