import type { AppLoadContext } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { siteSettingsResponseSchema, type SiteSettings } from "@lampstand/contract/site-settings";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { loadFromApi } from "./api.server";

/**
 * The church's settings from the in-process API (GET /settings, a cached public read), for the
 * root loader and for the feeds and calendars that render outside any page. When the API cannot
 * answer (its database out of reach) the page still draws, with the defaults: the server marks it
 * 503 and keeps nothing built from it (register-web.ts), and the page itself shows the problem.
 */
export async function loadSettings(context: AppLoadContext): Promise<SiteSettings> {
  const loaded = await loadFromApi(context, API_PATHS.settings, siteSettingsResponseSchema, "Failed to load the settings");
  if (!loaded.ok) return DEFAULT_SETTINGS;
  const { version: _version, updated_at: _updatedAt, ...settings } = loaded.data;
  return settings;
}
