import { HOME_PAGE_SLUG } from "@lampstand/contract/pages";

/**
 * Addresses a new page cannot take, because something else answers there: the first segment of
 * every route of the web app (apps/web/app/routes.ts: the public site, sign-in, the staff panel,
 * the feeds), the server's own paths, the folders of the web app's static files, and the home
 * page's slug. A page of the spec already has its address (seeded, so "exists" is the answer
 * there); these are refused when a page would be created at them.
 *
 * reserved-slugs.test.ts reads routes.ts and fails when a route is added whose first segment is
 * missing here, so this list cannot fall behind the web app.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  HOME_PAGE_SLUG,
  // The server: the API, pictures, health checks (app.ts, plugins/health.ts).
  "api",
  "uploads",
  "healthz",
  "readyz",
  // The web app's static files (apps/web/public, and Vite's build output).
  "assets",
  "images",
  // Staff (routes/auth, routes/admin).
  "admin",
  "login",
  "signup",
  // Issue 21: a new password and an invitation by mailed link.
  "forgot-password",
  "reset-password",
  "invite",
  "logout",
  // Issue 24: where Logout lands.
  "signed-out",
  // The public site's pages that are not content pages (forms, lists, feeds: routes/site, routes/seo).
  "events",
  "pastor-desk",
  // Issue 23: the sermon archive, its sermons and series, and its podcast feed.
  "sermons",
  "prayer-request",
  "contact",
  "sitemap",
  "robots",
  // Issue 23: the sermons (their pages and the podcast feed) and the live stream's page.
  "sermons",
  "live",
  // The public site's content pages (SPEC §2.4, §2.5, §2.9): seeded as built-in pages.
  "our-values",
  "our-beliefs",
  "our-priorities",
  "our-mission",
  "church-leaders",
  "our-legacy",
  "our-origin",
  "general-overseer",
  "prophecies",
  "ministries",
  "men-ministry",
  "women-ministry",
  "youth-ministry",
  "children-ministry",
  "choir-ministry",
  "resources",
  "key-resources",
  "open-heaven",
  "prayer-point",
  "sunday-school",
  "home-fellowship",
  "baptismal",
  "operation-andrew",
  "donate",
  "give-by-text",
  "online-donation",
]);

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);
