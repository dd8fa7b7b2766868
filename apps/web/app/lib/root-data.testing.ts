import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { NO_PLACED_PAGES } from "./placed-pages";
import type { RootData } from "./root-data";

/**
 * The root loader's data for unit tests that draw a page or component alone, as the server gives
 * it to every page: the seeded settings and no placed pages. Components read the settings with no
 * fallback (lib/settings.ts), so a test without this fails instead of showing made-up words.
 */
export const TEST_ROOT_DATA = {
  origin: "https://church.example",
  apiBase: "/api",
  settings: DEFAULT_SETTINGS,
  placedPages: NO_PLACED_PAGES,
} satisfies RootData;
