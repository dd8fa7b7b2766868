import { data, type AppLoadContext } from "react-router";
import { pageContentSchema, type PageContent } from "@lampstand/contract/page-blocks";
import { HOME_PAGE_SLUG, PAGE_SLUG_PATTERN } from "@lampstand/contract/pages";
import { BUILT_IN_PICTURES, isBuiltInPicture } from "@lampstand/contract/built-in-pictures";
import type { ResolvedPictures } from "~/components/blocks/inline";
import { uploadedImageSources } from "~/components/ui/uploaded-image";
import { pageSeed } from "~/content/pages";
import type { Loaded } from "./api.server";

/** What a content page's route needs of a published page. */
export type LoadedPage = { slug: string; title: string; description: string; content: PageContent };

/**
 * The published page at `slug` (issue 20): the one function every content page's loader reads
 * through, so pointing the site at the pages API is a change here and nowhere else.
 *
 * TEMPORARY: the pages API (GET /api/pages/{slug}, brief E) is not on this branch yet, so this
 * reads the seed documents (content/pages/) and checks them against the contract, as the API will
 * hand them out once seeded. At merge it becomes
 *   loadFromApi(context, apiPath(API_PATHS.page, { slug }), publishedPageSchema, MESSAGES.unexpected)
 * and `context` is used.
 */
export async function loadPublishedPage(_context: AppLoadContext, slug: string): Promise<Loaded<LoadedPage>> {
  const seed = pageSeed(slug);
  if (!seed) return { ok: false, error: "Page not found.", status: 404 };
  const content = pageContentSchema.safeParse(seed.content);
  if (!content.success) return { ok: false, error: "This page could not be shown." };
  return { ok: true, data: { slug: seed.slug, title: seed.title, description: seed.description, content: content.data } };
}

/** Every picture a page shows (any `{src, alt}` in its blocks), served from where and drawn how large. */
export function resolvePictures(content: PageContent, apiBase: string): ResolvedPictures {
  const pictures: ResolvedPictures = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === "string" && typeof alt === "string") {
      if (isBuiltInPicture(src)) {
        const [width, height] = BUILT_IN_PICTURES[src];
        pictures[src] = { src, width, height };
      } else {
        // Uploads keep their own proportions; these only reserve a 3:2 box until the picture arrives.
        pictures[src] = { ...uploadedImageSources(apiBase, src), width: 1200, height: 800 };
      }
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(content.blocks);
  return pictures;
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
