/**
 * The embedded players of YouTube and Vimeo links (issue 23): what the click-to-load facade
 * frames once a visitor asks for the video, and the only origins the pages' Content-Security-Policy
 * lets into a frame besides the map. YouTube's player comes from youtube-nocookie.com, which sets
 * no cookie until the video plays; Vimeo's is told "do not track" (dnt=1).
 */

/** Every origin an embed below can point at: the server's frame-src names exactly these. */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export type VideoHost = "YouTube" | "Vimeo";
/** Where the player is: `src` for the iframe, on one of VIDEO_EMBED_ORIGINS. */
export type VideoEmbed = { host: VideoHost; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_CHANNEL = /^UC[\w-]{22}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The player for a link a person pasted (a watch page, a short link, a live page, an embed
 * address), or undefined when it is no video we know how to embed: the page then links to it.
 */
export function videoEmbedOf(link: string): VideoEmbed | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  const host = url.hostname.replace(/^(?:www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") return youtube(host, parts, url.searchParams);
  if (host === "vimeo.com" || host === "player.vimeo.com") return vimeo(parts, url.searchParams);
  return undefined;
}

function youtube(host: string, parts: string[], query: URLSearchParams): VideoEmbed | undefined {
  const [first, second, third] = parts;
  // A channel's live page plays whatever the channel streams now.
  if (first === "channel" && second && YOUTUBE_CHANNEL.test(second) && third === "live") {
    return { host: "YouTube", src: `${VIDEO_EMBED_ORIGINS[0]}/embed/live_stream?channel=${second}&autoplay=1` };
  }
  const id =
    host === "youtu.be" ? first : first === "watch" || first === undefined ? query.get("v") : ["embed", "live", "shorts", "v"].includes(first) ? second : undefined;
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = seconds(query.get("t") ?? query.get("start"));
  // Autoplay: the visitor's click on our poster was the request to play.
  const params = new URLSearchParams({ autoplay: "1", rel: "0" });
  if (start) params.set("start", String(start));
  return { host: "YouTube", src: `${VIDEO_EMBED_ORIGINS[0]}/embed/${id}?${params}` };
}

function vimeo(parts: string[], query: URLSearchParams): VideoEmbed | undefined {
  // vimeo.com/123, vimeo.com/123/abcdef (an unlisted video's key), vimeo.com/channels/x/123,
  // player.vimeo.com/video/123?h=abcdef.
  const at = parts.findIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id) return undefined;
  const key = query.get("h") ?? parts[at + 1];
  const params = new URLSearchParams({ autoplay: "1", dnt: "1" });
  if (key && VIMEO_HASH.test(key)) params.set("h", key);
  return { host: "Vimeo", src: `${VIDEO_EMBED_ORIGINS[1]}/video/${id}?${params}` };
}

/** "90", "90s" or "1h2m3s" as whole seconds; undefined for anything else. */
function seconds(text: string | null): number | undefined {
  const match = text ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text) : null;
  if (!match || text === "") return undefined;
  const [, hours = "0", minutes = "0", rest = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(rest);
  return total > 0 ? total : undefined;
}
