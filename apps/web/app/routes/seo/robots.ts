import type { Route } from "./+types/robots";
/** Search engines may crawl the site, but not the staff area. */
export function loader({ context }: Route.LoaderArgs) {
  // PUBLIC_URL's origin when configured, so crawlers learn the site's real address.
  const origin = context.publicOrigin;
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
