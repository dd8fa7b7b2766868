import type { PageMenu } from "@lampstand/contract/pages";
import { useRootData } from "./root-data";

/**
 * The published pages staff placed in the site's frame (issue 20): under a header menu's group
 * (THE CHURCH, MINISTRIES, RESOURCES) and in the footer, each listed after the built-in entries.
 * Only the title and address travel to the browser: the root loader's data is in every page.
 */
/** One link to a placed page: its title and address (the frame's menus take these as they are). */
export type PlacedPageLink = { label: string; to: string };

export type PlacedPages = Record<PageMenu | "footer", PlacedPageLink[]>;

export const NO_PLACED_PAGES: PlacedPages = { church: [], ministries: [], resources: [], footer: [] };

/** The pages placed in the menus and footer, from the root loader (read once per page view, like the settings). */
export function usePlacedPages(): PlacedPages {
  return useRootData().placedPages ?? NO_PLACED_PAGES;
}
