import type { MetaDescriptor } from "react-router";
import { publicPage, type PublicPath } from "~/content/public-pages";
import { siteConfig } from "~/site.config";

/** Title, description, Open Graph and Twitter tags of a public page, from the one list of pages. */
export function pageMeta(path: PublicPath): MetaDescriptor[] {
  const page = publicPage(path);
  const tags = metaTags({ title: page.title, description: page.description, path });
  // The home page tells search engines who the church is (schema.org Church).
  if (path === "/") tags.push({ "script:ld+json": churchJsonLd() });
  return tags;
}

/**
 * schema.org Church for the home page's JSON-LD: name, address, telephone, e-mail, social
 * profiles. The URL is relative (resolved against the page) until the web app learns the
 * public origin (PUBLIC_URL is the server's only).
 */
export function churchJsonLd() {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: siteConfig.name,
    description: siteConfig.description,
    url: "/",
    logo: "/favicon.svg",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    telephone: siteConfig.phones.office,
    email: siteConfig.emails.general,
    hasMap: siteConfig.links.map,
    sameAs: Object.values(siteConfig.social),
    parentOrganization: { "@type": "Organization", name: siteConfig.denomination.name },
  };
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
