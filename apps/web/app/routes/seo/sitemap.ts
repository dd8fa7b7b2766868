import { API_PATHS } from "@lampstand/contract/api-paths";
import { deskPageSchema, eventPageSchema, PAGE_SIZES } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { sermonPageSchema, sermonSeriesSchema } from "@lampstand/contract/sermons";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { SERMONS_LOAD_FAILED } from "~/features/sermons/sermon-messages";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { todayIn } from "~/lib/church-day";
import { loadSettings } from "~/lib/settings.server";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/sitemap";

/**
 * Every public page, the newest newsletters, the coming events and the newest sermons
 * (PAGE_SIZES.max of each), and every sermon series, for search engines; older ones are linked
 * from the paginated lists, which crawlers follow (ADR 018).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { timeZone } = await loadSettings(context);
  const [posts, events, sermons, series] = await Promise.all([
    loadFromApi(context, withQuery(API_PATHS.publicDeskPage, { per_page: PAGE_SIZES.max }), deskPageSchema, MESSAGES.fetchPublicPostsFailed),
    loadFromApi(
      context,
      withQuery(API_PATHS.eventPage, { today: todayIn(timeZone), per_page: PAGE_SIZES.max }),
      eventPageSchema,
      MESSAGES.fetchEventsFailed,
    ),
    loadFromApi(context, withQuery(API_PATHS.sermons, { per_page: PAGE_SIZES.max }), sermonPageSchema, SERMONS_LOAD_FAILED),
    loadFromApi(context, API_PATHS.sermonSeriesList, sermonSeriesSchema.array(), SERMONS_LOAD_FAILED),
  ]);
  // A sitemap missing the live pages would tell crawlers they are gone: better no answer than a wrong one.
  if (!posts.ok || !events.ok || !sermons.ok || !series.ok) return new Response("The sitemap is not available right now.", { status: 503, headers: { "Retry-After": "60" } });
  const paths = [
    ...PUBLIC_PAGES.map((page) => page.path),
    ...posts.data.posts.map((post) => `/pastor-desk/${post.id}`),
    ...events.data.events.map((event) => `/events/${event.id}`),
    ...sermons.data.sermons.map((sermon) => `/sermons/${sermon.id}`),
    ...series.data.map((each) => `/sermons/series/${each.id}`),
  ];
  // PUBLIC_URL's origin when configured, so crawlers learn the site's real address.
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${context.publicOrigin}${path}`)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
