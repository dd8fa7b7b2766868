import type { MetaDescriptor } from "react-router";
import { pageMeta, type PageMetaArgs } from "./seo";

/**
 * Title, description, sharing tags and structured data of a page read from the pages API (its own
 * title and description), the same as every other public page's.
 */
export function contentPageMeta(
  page: { slug: string; title: string; description: string; content: { heading: string } } | undefined,
  args: PageMetaArgs,
): MetaDescriptor[] {
  if (!page) return [];
  return pageMeta({ path: `/${page.slug}`, heading: page.content.heading, title: page.title, description: page.description }, args);
}
