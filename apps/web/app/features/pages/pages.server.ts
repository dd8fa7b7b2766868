import { data, type AppLoadContext } from "react-router";
import type { PageContent } from "@lampstand/contract/page-blocks";
import { HOME_PAGE_SLUG, PAGE_SLUG_PATTERN, publishedPageSchema } from "@lampstand/contract/pages";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import type { ResolvedPictures } from "~/components/blocks/inline";
import { resolvePictures } from "~/components/blocks/page-pictures";
import { loadFromApi, type Loaded } from "~/lib/api.server";

/** What a content page's route needs of a published page. */
export type LoadedPage = { slug: string; title: string; description: string; content: PageContent };

/**
 * The published page at `slug` (issue 20) from the pages API (`GET /api/pages/{slug}`, answered
 * from the public-read cache): the one function every content page's loader reads through.
 */
export async function loadPublishedPage(context: AppLoadContext, slug: string): Promise<Loaded<LoadedPage>> {
  return loadFromApi(context, apiPath(API_PATHS.page, { slug }), publishedPageSchema, MESSAGES.unexpected);
}

/**
 * A content page's loader: the published page with its pictures, a 404 (the site's "page not
 * found") when there is none, and a 503 (the site's error page) when it could not be read.
 */
export async function loadContentPage(context: AppLoadContext, slug: string): Promise<LoadedPage & { pictures: ResolvedPictures }> {
  const page = await loadPublishedPage(context, slug);
  if (page.ok) return { ...page.data, pictures: resolvePictures(page.data.content, context.apiBase) };
  if (page.status === 404) throw data(page.error, { status: 404 });
  throw data(page.error, { status: 503 });
}

/**
 * Whether `slug` may name a page staff added: the pages API's slug rule, and not the home page
 * (whose sections the home route shows).
 */
export function isAddedPageSlug(slug: string): boolean {
  return PAGE_SLUG_PATTERN.test(slug) && slug !== HOME_PAGE_SLUG;
}

// The picture resolution lives in components/blocks/page-pictures.ts: the staff preview, drawn in the browser, uses it too.
export { resolvePictures };
