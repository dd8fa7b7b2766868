import { API_PATHS } from "@lampstand/contract/api-paths";
import { deskPageSchema } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { excerpt, postLabel } from "~/features/pastor-desk/newsletter-card";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { escapeXml } from "~/lib/xml";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/pastor-desk-rss";

/** Feed readers want the latest letters, not the archive. */
export const RSS_ITEMS = 20;

/** /pastor-desk/rss.xml: the latest newsletters as RSS 2.0, newest first, for feed readers. */
export async function loader({ context }: Route.LoaderArgs) {
  const path = withQuery(API_PATHS.publicDeskPage, { per_page: RSS_ITEMS });
  const [posts, { name }] = await Promise.all([loadFromApi(context, path, deskPageSchema, MESSAGES.fetchPublicPostsFailed), loadSettings(context)]);
  if (!posts.ok) return new Response(posts.error, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  const origin = context.publicOrigin;
  const items = posts.data.posts.map((post) => {
    const link = `${origin}/pastor-desk/${post.id}`;
    return [
      "    <item>",
      `      <title>${escapeXml(postLabel(post))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(excerpt(post.message))}</description>`,
      // When it became public: a scheduled post was added before (issue 24).
      `      <pubDate>${new Date(post.publish_at).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`Pastor's Desk | ${name}`)}</title>`,
    `    <link>${escapeXml(`${origin}/pastor-desk`)}</link>`,
    `    <description>${escapeXml(`Monthly newsletters from the pastor of ${name}.`)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${origin}/pastor-desk/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
}
