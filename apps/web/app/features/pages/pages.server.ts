import { data, type AppLoadContext } from "react-router";
import type { PageContent } from "@lampstand/contract/page-blocks";
import { HOME_PAGE_SLUG, PAGE_SLUG_PATTERN, publishedPageSchema } from "@lampstand/contract/pages";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import { BUILT_IN_PICTURES, isBuiltInPicture } from "@lampstand/contract/built-in-pictures";
import type { ResolvedPictures } from "~/components/blocks/inline";
import { uploadedImageSources } from "~/components/ui/uploaded-image";
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
