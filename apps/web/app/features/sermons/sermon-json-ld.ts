import type { Sermon, SermonSeries } from "@lampstand/contract/sermons";
import { isoDuration } from "./sermon-format";

/**
 * schema.org has no Sermon: a sermon is a CreativeWork spoken by its speaker on its day, about its
 * passages, part of its series, with its recording as an AudioObject, so search engines can
 * show it with its date and length. Addresses are absolute (`origin` is the site's).
 */
export function sermonJsonLd(sermon: Sermon, { origin, apiBase, churchName }: { origin: string; apiBase: string; churchName: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: sermon.title,
    url: `${origin}/sermons/${sermon.id}`,
    datePublished: sermon.date,
    ...(sermon.summary ? { abstract: sermon.summary } : {}),
    author: { "@type": "Person", name: sermon.speaker },
    publisher: { "@type": "Church", name: churchName, url: `${origin}/` },
    ...(sermon.scripture.length > 0 ? { about: sermon.scripture.map((reference) => ({ "@type": "Thing", name: reference })) } : {}),
    ...(sermon.series ? { isPartOf: { "@type": "CreativeWorkSeries", name: sermon.series.title, url: `${origin}/sermons/series/${sermon.series.id}` } } : {}),
    ...(sermon.audio
      ? {
          audio: {
            "@type": "AudioObject",
            contentUrl: new URL(`${apiBase}/${sermon.audio.url}`, `${origin}/`).href,
            encodingFormat: sermon.audio.type,
            duration: isoDuration(sermon.audio.duration_seconds),
          },
        }
      : {}),
  };
}

/** A series: a CreativeWorkSeries whose parts are its sermons. */
export function seriesJsonLd(series: SermonSeries, sermons: readonly Pick<Sermon, "id" | "title">[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWorkSeries",
    name: series.title,
    url: `${origin}/sermons/series/${series.id}`,
    ...(series.description ? { description: series.description } : {}),
    hasPart: sermons.map((sermon) => ({ "@type": "CreativeWork", name: sermon.title, url: `${origin}/sermons/${sermon.id}` })),
  };
}
