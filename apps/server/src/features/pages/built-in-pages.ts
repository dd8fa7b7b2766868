/**
 * The spec's pages as the site ships them, seeded on first start (seed.ts, which checks each with
 * the contract's schemas). They are written as documents of blocks in the web app
 * (`apps/web/app/content/pages/`, today's text exactly); this is the one line that names them for
 * the server.
 */
export { PAGE_SEEDS as BUILT_IN_PAGES } from "@lampstand/web/page-seeds";
