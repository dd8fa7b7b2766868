import type { PageContentInput } from "@lampstand/contract/page-blocks";

/**
 * A page as the server seeds it on first start (issue 20): its slug (the path without its leading
 * slash), the title of the browser tab and search results, the description search engines and
 * shared links show, and its content. The text is today's, so a fresh site looks as it always did.
 */
export type PageSeed = {
  slug: string;
  title: string;
  description: string;
  content: PageContentInput;
};
