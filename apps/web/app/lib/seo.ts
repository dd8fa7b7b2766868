import type { MetaDescriptor } from "react-router";
import { publicPage, type PublicPath } from "~/content/public-pages";
import { siteConfig } from "~/site.config";

/** Title, description, Open Graph and Twitter tags of a public page, from the one list of pages. */
export function pageMeta(path: PublicPath): MetaDescriptor[] {
  const page = publicPage(path);
  return metaTags({ title: page.title, description: page.description, path });
}

/** The same tags for pages whose text comes from elsewhere (a newsletter, an event). */
export function metaTags({ title, description, path, image }: { title: string; description: string; path: string; image?: string }): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${siteConfig.name} | ${title}` : `${title} | ${siteConfig.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: path },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}
