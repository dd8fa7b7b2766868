import { Link } from "react-router";
import type { Sermon } from "@lampstand/contract/sermons";
import { Icon } from "~/components/ui/icons";
import { cardLinkClass } from "~/components/ui/styles";
import { listeningTime, preachedOn } from "./sermon-format";

/**
 * One sermon in a list (/sermons, a series' page): the day, title, speaker and series, its
 * passages, the summary's first lines, and whether it can be heard or watched. The whole card is
 * the link; its name is the title.
 */
export function SermonCard({ sermon, headingLevel = "h2", showSeries = true }: { sermon: Sermon; headingLevel?: "h2" | "h3"; showSeries?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="group focus-ring-within relative flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <p className="text-sm font-semibold text-amber-800">
        <time dateTime={sermon.date}>{preachedOn(sermon.date)}</time>
      </p>
      <Heading className="text-xl leading-snug font-bold text-indigo-950">
        <Link to={`/sermons/${sermon.id}`} className={`group-hover:text-amber-800 ${cardLinkClass}`}>
          {sermon.title}
        </Link>
      </Heading>
      <p className="text-slate-700">
        {sermon.speaker}
        {showSeries && sermon.series ? <span className="text-slate-600">{` · ${sermon.series.title}`}</span> : null}
      </p>
      {sermon.scripture.length > 0 ? <p className="font-semibold text-indigo-900 italic">{sermon.scripture.join("; ")}</p> : null}
      {sermon.summary ? <p className="line-clamp-3 leading-relaxed text-slate-700">{sermon.summary}</p> : null}
      <MediaBadges sermon={sermon} />
    </article>
  );
}

/** "Audio · 45 min" and "Video": what a visitor can do with the sermon, before opening it. */
function MediaBadges({ sermon }: { sermon: Sermon }) {
  if (!sermon.audio && !sermon.video_url) return null;
  const badge = "inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-900";
  return (
    <p className="mt-auto flex flex-wrap gap-2 pt-2">
      {sermon.audio ? (
        <span className={badge}>
          <Icon name="play" className="size-3.5" />
          {`Audio · ${listeningTime(sermon.audio.duration_seconds)}`}
        </span>
      ) : null}
      {sermon.video_url ? <span className={badge}>Video</span> : null}
    </p>
  );
}
