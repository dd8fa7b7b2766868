import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "~/content/public-pages";
import { siteConfig } from "~/site.config";

/** What a route's `meta` function receives that matters here: the root loader's public origin. */
export type PageMetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> };

/** The site's public origin (PUBLIC_URL, or the address the page was asked for), from the root loader. */
export function publicOrigin({ matches }: PageMetaArgs): string {
  const data = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return data?.origin ?? "";
}

/**
 * Title, description, Open Graph and Twitter tags of a public page, from the one list of pages:
 * `pageMeta(publicPage("/our-values"), args)` (the browser's build puts just that page's entry in
 * the route's code, see inlinePublicPages in vite.config.ts).
 */
export function pageMeta(page: PublicPage, args: PageMetaArgs): MetaDescriptor[] {
  const origin = publicOrigin(args);
  const tags = metaTags({ title: page.title, description: page.description, url: `${origin}${page.path}` });
  // The home page tells search engines who the church is (schema.org Church).
  if (page.path === "/") tags.push({ "script:ld+json": churchJsonLd(origin) });
  return tags;
}

/** schema.org Church for the home page's JSON-LD: name, address, telephone, e-mail, social profiles. */
/** The church's address as schema.org PostalAddress. */
export function churchPostalAddress() {
  const { address } = siteConfig;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

export function churchJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: siteConfig.name,
    description: siteConfig.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    address: churchPostalAddress(),
    telephone: siteConfig.phones.office,
    email: siteConfig.emails.general,
    hasMap: siteConfig.links.map,
    sameAs: Object.values(siteConfig.social),
    parentOrganization: { "@type": "Organization", name: siteConfig.denomination.name },
  };
}

/**
 * The same tags for pages whose text comes from elsewhere (a newsletter, an event). `url` is the
 * page's absolute address: shared links and search engines need it whole.
 */
export function metaTags({
  title,
  description,
  url,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  url: string;
  /** The absolute address of the page's own picture, for shared links. */
  image?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const isHome = new URL(url, "http://placeholder").pathname === "/";
  const fullTitle = isHome ? `${siteConfig.name} | ${title}` : `${title} | ${siteConfig.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}
