import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "~/content/public-pages";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import { mapLink, settingsOf } from "./settings";

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
 * the route's code, see inlinePublicPages in vite.config.ts). The church's name comes from its
 * settings (the root loader's), as does the structured data every page carries: the home page
 * says who the church is (schema.org Church), every other page that it is part of its site.
 */
export function pageMeta(page: PublicPage, args: PageMetaArgs): MetaDescriptor[] {
  const origin = publicOrigin(args);
  const settings = settingsOf(args);
  const url = `${origin}${page.path}`;
  const tags = metaTags({ title: page.title, description: page.description, url }, args);
  tags.push({ "script:ld+json": page.path === "/" ? churchJsonLd(origin, settings) : webPageJsonLd(page.title, url, origin, settings) });
  return tags;
}

/** The church's address as schema.org PostalAddress. */
export function churchPostalAddress(settings: Pick<SiteSettings, "address">) {
  const { address } = settings;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** schema.org Church for the home page's JSON-LD: name, address, telephone, e-mail, social profiles. */
export function churchJsonLd(origin: string, settings: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: settings.name,
    description: settings.description,
    url: `${origin}/`,
    logo: settings.logo ? `${origin}/api/${settings.logo}` : `${origin}/favicon.svg`,
    address: churchPostalAddress(settings),
    telephone: settings.phone,
    email: settings.emails.general,
    hasMap: mapLink(settings),
    sameAs: Object.values(settings.social).filter((link): link is string => link !== null),
    parentOrganization: { "@type": "Organization", name: settings.denomination },
  };
}

/** schema.org WebPage for the other pages: its name, and the church's site it belongs to. */
function webPageJsonLd(title: string, url: string, origin: string, settings: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    url,
    isPartOf: { "@type": "WebSite", name: settings.name, url: `${origin}/` },
    publisher: { "@type": "Church", name: settings.name, url: `${origin}/` },
  };
}

/** "Page | Church", or "Church | Home" on the home page: every title of the site, the staff panel's too. */
export function fullTitle(title: string, args: PageMetaArgs, { home = false } = {}): string {
  const name = settingsOf(args).name;
  return home ? `${name} | ${title}` : `${title} | ${name}`;
}

/**
 * The same tags for pages whose text comes from elsewhere (a newsletter, an event). `url` is the
 * page's absolute address: shared links and search engines need it whole.
 */
export function metaTags(
  {
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
  },
  args: PageMetaArgs,
): MetaDescriptor[] {
  const isHome = new URL(url, "http://placeholder").pathname === "/";
  const titled = fullTitle(title, args, { home: isHome });
  const tags: MetaDescriptor[] = [
    { title: titled },
    { name: "description", content: description },
    { property: "og:site_name", content: settingsOf(args).name },
    { property: "og:title", content: titled },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: titled },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}
