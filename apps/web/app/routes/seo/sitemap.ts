import type { Route } from "./+types/sitemap";
import { PUBLIC_PAGES } from "~/content/public-pages";

/** Every public page, for search engines. */
export function loader({ context }: Route.LoaderArgs) {
  // PUBLIC_URL's origin when configured, so crawlers learn the site's real address.
  const origin = context.publicOrigin;
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page.path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
