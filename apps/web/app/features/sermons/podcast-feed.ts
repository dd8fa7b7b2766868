import type { SiteSettings } from "@lampstand/contract/site-settings";
import type { Sermon } from "@lampstand/contract/sermons";
import { imageUrl } from "@lampstand/contract/image-url";
import { escapeXml } from "~/lib/xml";

/**
 * The sermons as a podcast (RSS 2.0 with Apple's namespace), written to what Apple Podcasts
 * checks before it lists a show, which Spotify and the other apps accept too: channel title,
 * description, language, author, square artwork, a category of Apple's list, the explicit flag
 * and an owner; per episode a guid that never changes, a date, the audio (absolute address, its
 * exact length and type), its duration and its picture. Every text staff typed goes through
 * escapeXml, which also drops what XML cannot hold.
 */

/** Apple's category (and subcategory) for a church's sermons, spelt as Apple's list spells it. */
export const PODCAST_CATEGORY = { category: "Religion & Spirituality", subcategory: "Christianity" };

/** Where the feed's absolute addresses start: the site, and the API (which may be another host). */
export type FeedAddresses = {
  /** The site's configured origin, "https://church.example.org". */
  siteOrigin: string;
  /** The API base the site uses, "/api" or an absolute address. */
  apiBase: string;
};

/** An API path ("sermons/3/audio") as an absolute address, on the API's own host when it has one. */
export function absoluteApiUrl(addresses: FeedAddresses, path: string): string {
  return new URL(imageUrl(addresses.apiBase, path), `${addresses.siteOrigin}/`).href;
}

/** The path of the podcast artwork made from a stored picture ("uploads/<hash>.webp"), or undefined for anything else. */
export function episodeArtworkPath(image: string | null): string | undefined {
  const hash = image ? /^uploads\/([0-9a-f]{64})\.webp$/.exec(image)?.[1] : undefined;
  return hash ? `podcast/artwork/${hash}.jpg` : undefined;
}

/** The day a sermon was preached as RSS writes dates; noon UTC, so the date is the same day everywhere it is read. */
export function pubDateOf(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

/** Sermons' ids restart on a fresh database; their creation time with them keeps two sermons from ever sharing a guid. */
export function episodeGuid(sermon: Pick<Sermon, "id" | "created_at">): string {
  return `lampstand-sermon-${sermon.id}-${Date.parse(sermon.created_at)}`;
}

const tag = (name: string, text: string, indent = "      ") => `${indent}<${name}>${escapeXml(text)}</${name}>`;

function episode(sermon: Sermon, addresses: FeedAddresses): string {
  const audio = sermon.audio;
  if (!audio) return "";
  const page = `${addresses.siteOrigin}/sermons/${sermon.id}`;
  const artwork = episodeArtworkPath(sermon.image);
  const description = sermon.summary.trim() || `${sermon.title}, preached by ${sermon.speaker}.`;
  return [
    "    <item>",
    tag("title", sermon.title),
    tag("description", description),
    tag("link", page),
    `      <guid isPermaLink="false">${escapeXml(episodeGuid(sermon))}</guid>`,
    tag("pubDate", pubDateOf(sermon.date)),
    `      <enclosure url="${escapeXml(absoluteApiUrl(addresses, audio.url))}" length="${audio.bytes}" type="${escapeXml(audio.type)}"/>`,
    tag("itunes:author", sermon.speaker),
    tag("itunes:duration", String(audio.duration_seconds)),
    tag("itunes:episodeType", "full"),
    tag("itunes:explicit", "false"),
    ...(artwork ? [`      <itunes:image href="${escapeXml(absoluteApiUrl(addresses, artwork))}"/>`] : []),
    "    </item>",
  ].join("\n");
}

/** The whole feed; `sermons` in the order they are to appear (newest first), those without audio left out. */
export function podcastFeed(settings: SiteSettings, sermons: readonly Sermon[], addresses: FeedAddresses): string {
  const { siteOrigin } = addresses;
  const title = `${settings.name} Sermons`;
  const artwork = absoluteApiUrl(addresses, "podcast/artwork/church.jpg");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    tag("title", title, "    "),
    tag("link", `${siteOrigin}/sermons`, "    "),
    `    <atom:link href="${escapeXml(`${siteOrigin}/sermons/podcast.xml`)}" rel="self" type="application/rss+xml"/>`,
    tag("description", `Sermons preached at ${settings.name}. ${settings.description}`, "    "),
    tag("language", "en", "    "),
    tag("copyright", `© ${settings.name}`, "    "),
    tag("itunes:author", settings.name, "    "),
    "    <itunes:owner>",
    tag("itunes:name", settings.name),
    tag("itunes:email", settings.emails.general),
    "    </itunes:owner>",
    `    <itunes:image href="${escapeXml(artwork)}"/>`,
    "    <image>",
    tag("url", artwork),
    tag("title", title),
    tag("link", `${siteOrigin}/sermons`),
    "    </image>",
    `    <itunes:category text="${escapeXml(PODCAST_CATEGORY.category)}">`,
    `      <itunes:category text="${escapeXml(PODCAST_CATEGORY.subcategory)}"/>`,
    "    </itunes:category>",
    tag("itunes:explicit", "false", "    "),
    tag("itunes:type", "episodic", "    "),
    ...sermons.filter((sermon) => sermon.audio).map((sermon) => episode(sermon, addresses)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
