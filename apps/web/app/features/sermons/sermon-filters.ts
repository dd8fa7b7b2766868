import { pageQuery } from "~/lib/page-query";

/**
 * The filters of /sermons as they stand in its address (`?q=grace&series=3&speaker=…&book=John`),
 * so a filtered list works without JavaScript, can be shared and is kept by the page cache like
 * any other address. A field left empty by the form is no filter.
 */
export type SermonFilters = { q?: string; series?: string; speaker?: string; book?: string };

export const FILTER_NAMES = ["q", "series", "speaker", "book"] as const satisfies ReadonlyArray<keyof SermonFilters>;

/** Read with `pageQuery`: the server renders a page with only the parameters lib/page-query.ts names. */
export function filtersFromUrl(url: string): SermonFilters {
  const filters: SermonFilters = {};
  for (const name of FILTER_NAMES) {
    const value = pageQuery(url, name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export const hasFilters = (filters: SermonFilters) => FILTER_NAMES.some((name) => filters[name] !== undefined);

/** The filters as a query string without the page ("q=grace&book=John"), for the page links. */
export function filterQuery(filters: SermonFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name] !== undefined) params.set(name, filters[name]);
  return params.toString();
}
