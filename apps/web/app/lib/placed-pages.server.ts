import type { AppLoadContext } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { publicPageSummarySchema, type PublicPageSummary } from "@lampstand/contract/pages";
import { loadFromApi } from "./api.server";
import { NO_PLACED_PAGES, type PlacedPages } from "./placed-pages";

/**
 * GET /pages (a cached public read; the page cache drops every kept page when its list changes),
 * reduced to the pages placed somewhere. When the API cannot answer, the frame shows its built-in
 * entries only: the page is then not kept (register-web.ts keeps only pages whose reads all succeeded).
 */
export async function loadPlacedPages(context: AppLoadContext): Promise<PlacedPages> {
  const loaded = await loadFromApi(context, API_PATHS.pages, publicPageSummarySchema.array(), "Failed to load the pages");
  return loaded.ok ? placedPages(loaded.data) : NO_PLACED_PAGES;
}

/** The placed pages by place, each place's in title order (the frame leaves out those it already links to: nav-links.ts `addedLinks`). */
export function placedPages(pages: readonly PublicPageSummary[]): PlacedPages {
  const placed: PlacedPages = { church: [], ministries: [], resources: [], footer: [] };
  for (const page of pages) {
    const link = { label: page.title, to: `/${page.slug}` };
    if (page.placement.menu) placed[page.placement.menu].push(link);
    if (page.placement.footer) placed.footer.push(link);
  }
  const byTitle = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "en");
  for (const links of Object.values(placed)) links.sort(byTitle);
  return placed;
}
