import { API_PATHS } from "@lampstand/contract/api-paths";
import { sermonPageSchema } from "@lampstand/contract/sermons";
import { podcastFeed } from "~/features/sermons/podcast-feed";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/sermons-podcast";

/** Podcast apps list the latest episodes; the most the sermons list answers at once. */
export const PODCAST_EPISODES = 100;

/**
 * /sermons/podcast.xml: the sermons with audio as a podcast. Built from two public reads (the
 * settings and the sermons), so the server keeps it rendered with an ETag and drops it when
 * either changes, like the other feeds (ADR 017).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const path = withQuery(API_PATHS.sermons, { with_audio: "true", per_page: PODCAST_EPISODES });
  const [sermons, settings] = await Promise.all([loadFromApi(context, path, sermonPageSchema, "Failed to fetch sermons"), loadSettings(context)]);
  // An empty feed would tell podcast apps every episode is gone: better no answer than a wrong one.
  if (!sermons.ok) return new Response(sermons.error, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  const xml = podcastFeed(settings, sermons.data.sermons, { siteOrigin: context.siteOrigin, apiBase: context.apiBase });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
}
