import type { MetaDescriptor } from "react-router";
import { metaTags, publicOrigin, type PageMetaArgs } from "./seo";

/** Title, description and sharing tags of a page read from the pages API (its own title and description). */
export function contentPageMeta(page: { slug: string; title: string; description: string } | undefined, args: PageMetaArgs): MetaDescriptor[] {
  if (!page) return [];
  return metaTags({ title: page.title, description: page.description, url: `${publicOrigin(args)}/${page.slug}` });
}
