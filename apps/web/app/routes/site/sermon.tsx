import { data, Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { imageUrl } from "@lampstand/contract/image-url";
import { sermonViewSchema, type Sermon, type SermonView } from "@lampstand/contract/sermons";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { textLinkClass } from "~/components/ui/styles";
import { UploadedImage, uploadedImageSources } from "~/components/ui/uploaded-image";
import { DeferredVideoFacade } from "~/components/video/deferred-video-facade";
import { audioFileLabel, listeningTime, preachedOn } from "~/features/sermons/sermon-format";
import { sermonJsonLd } from "~/features/sermons/sermon-json-ld";
import { SERMONS_LOAD_FAILED } from "~/features/sermons/sermon-messages";
import { loadFromApi } from "~/lib/api.server";
import { deferred } from "~/lib/deferred";
import { useLiveData } from "~/lib/live-data";
import { rootDataOf, useRootData } from "~/lib/root-data";
import { metaTags, publicOrigin } from "~/lib/seo";
import { useSettings } from "~/lib/settings";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/sermon";
import { videoEmbedOf } from "@lampstand/contract/video-embeds";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The sermon with the rest of its series, in one cached public read.
  const view = /^\d{1,9}$/.test(params.id) ? await loadFromApi(context, apiPath(API_PATHS.sermon, { id: params.id }), sermonViewSchema, SERMONS_LOAD_FAILED) : undefined;
  // Not found is a real 404, so search engines drop a deleted sermon.
  if (!view || (!view.ok && view.status === 404)) return data({ state: "not-found" as const }, { status: 404 });
  if (!view.ok) return data({ state: "error" as const, error: view.error }, { status: 503 });
  // The structured data is made here, on the server: its code stays out of the page's script (its 120 KB budget).
  const { name } = await loadSettings(context);
  const jsonLd = sermonJsonLd(view.data.sermon, { origin: context.publicOrigin, apiBase: context.apiBase, churchName: name });
  const videoEmbed = view.data.sermon.video_url ? (videoEmbedOf(view.data.sermon.video_url) ?? null) : null;
  return { state: "found" as const, ...view.data, jsonLd, words: sermonWords(view.data), videoEmbed };
}

/**
 * How the sermon's facts read ("March 15, 2026", "Listen · 45 min"), made in the loader, on the
 * server: the formatting code stays out of the page's script (its 120 KB budget).
 */
function sermonWords({ sermon, same_series: others }: SermonView) {
  const { audio } = sermon;
  return {
    dates: Object.fromEntries([sermon, ...others].map(({ date }) => [date, preachedOn(date)])) as Record<string, string>,
    listen: audio ? `Listen · ${listeningTime(audio.duration_seconds)}` : "",
    download: audio ? `Download the audio (${audioFileLabel(audio)})` : "",
  };
}
type SermonWords = ReturnType<typeof sermonWords>;

export function meta({ loaderData, ...args }: Route.MetaArgs) {
  if (loaderData?.state !== "found") return [{ title: "Sermon not found | Sermons" }, { name: "robots", content: "noindex" }];
  const { sermon, jsonLd, words } = loaderData;
  const origin = publicOrigin(args);
  const base = rootDataOf(args.matches)?.apiBase ?? "/api";
  const url = `${origin}/sermons/${sermon.id}`;
  const image = sermon.image ? new URL(uploadedImageSources(base, sermon.image).src, `${origin}/`).href : undefined;
  const description = sermon.summary || `${sermon.title}: a sermon by ${sermon.speaker}, ${words.dates[sermon.date]}.`;
  return [
    ...metaTags({ title: `${sermon.title} | Sermons`, description, url, image, type: "article" }, args),
    { "script:ld+json": jsonLd },
  ];
}

/** One sermon (issue 23): its video behind a poster, its audio, its facts, notes and the rest of its series. */
export default function SermonPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  if (loaderData.state === "error") {
    return (
      <>
        <PageHeading title="Sermons" />
        <LoadProblem heading="Error" detail={loaderData.error} action="Try Again" loadingLabel="Loading the sermon…" />
      </>
    );
  }
  if (loaderData.state === "not-found") {
    return (
      <MissingPageContent
        title="Sermon not found"
        text="This sermon may have been removed, or the link may be mistyped."
        backTo="/sermons"
        backLabel="All sermons"
      />
    );
  }
  const { sermon, same_series: sameSeries, words, videoEmbed } = loaderData;
  return (
    <>
      <PageHeading title={sermon.title} subtitle={`${words.dates[sermon.date]} · ${sermon.speaker}`} />
      <div className={`${pageContainer} grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]`}>
        <article className="flex min-w-0 flex-col gap-8">
          {sermon.video_url ? (
            <DeferredVideoFacade url={sermon.video_url} embed={videoEmbed} title={sermon.title} />
          ) : sermon.image ? (
            <UploadedImage
              image={sermon.image}
              alt=""
              sizes="(min-width: 1152px) 736px, (min-width: 1024px) 64vw, 100vw"
              width={1200}
              height={675}
              priority
              className="aspect-video w-full rounded-3xl object-cover shadow-lg"
              placeholderIcon="image"
            />
          ) : null}
          {sermon.audio ? <Listen sermon={sermon} audio={sermon.audio} words={words} /> : null}
          <SermonFacts sermon={sermon} words={words} />
          {sermon.summary ? <p className="text-xl leading-relaxed text-slate-800">{sermon.summary}</p> : null}
          {sermon.notes ? <Notes notes={sermon.notes} /> : null}
        </article>
        <RestOfSeries sermon={sermon} others={sameSeries} words={words} />
      </div>
    </>
  );
}

/** The recording: the browser's own player, which fetches nothing until played and seeks by ranges. */
function Listen({ sermon, audio, words }: { sermon: Sermon; audio: NonNullable<Sermon["audio"]>; words: SermonWords }) {
  const { apiBase } = useRootData();
  const src = imageUrl(apiBase, audio.url);
  return (
    <section aria-labelledby="listen" className="flex flex-col gap-3 rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-100">
      <h2 id="listen" className="text-lg font-bold text-indigo-950">
        {words.listen}
      </h2>
      <audio controls preload="none" src={src} className="w-full" aria-label={`${sermon.title} (audio)`}>
        <a href={src}>Download the audio</a>
      </audio>
      <a href={src} download className={`${textLinkClass} self-start`}>
        {words.download}
      </a>
    </section>
  );
}

function SermonFacts({ sermon, words }: { sermon: Sermon; words: SermonWords }) {
  const term = "text-sm font-bold tracking-widest text-amber-800 uppercase";
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className={term}>Speaker</dt>
        <dd className="mt-1 text-lg text-slate-800">{sermon.speaker}</dd>
      </div>
      <div>
        <dt className={term}>Preached on</dt>
        <dd className="mt-1 text-lg text-slate-800">
          <time dateTime={sermon.date}>{words.dates[sermon.date]}</time>
        </dd>
      </div>
      {sermon.scripture.length > 0 ? (
        <div>
          <dt className={term}>Scripture</dt>
          {sermon.scripture.map((reference) => (
            <dd key={reference} className="mt-1 text-lg font-semibold text-indigo-900 italic">
              {reference}
            </dd>
          ))}
        </div>
      ) : null}
      {sermon.series ? (
        <div>
          <dt className={term}>Series</dt>
          <dd className="mt-1 text-lg">
            <Link to={`/sermons/series/${sermon.series.id}`} className={textLinkClass}>
              {sermon.series.title}
            </Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The pastor's desk formatter (SPEC §2.6), as a deferred part (ADR 020): notes are text the server
 * draws in full and need no script, so their code stays out of the page's own (its 120 KB budget).
 */
const FormattedMessage = deferred(() => import("~/features/pastor-desk/formatted-message").then((module) => module.FormattedMessage), { onSight: false });

/** The pastor's desk formatter's rules apply to notes too: headings, verses, quotations. */
function Notes({ notes }: { notes: string }) {
  const { emails } = useSettings();
  return (
    <section aria-labelledby="sermon-notes" className="flex flex-col gap-4 border-t border-slate-200 pt-8">
      <h2 id="sermon-notes" className="text-sm font-bold tracking-widest text-amber-800 uppercase">
        Sermon notes
      </h2>
      <FormattedMessage message={notes} churchEmails={Object.values(emails)} />
    </section>
  );
}

function RestOfSeries({ sermon, others, words }: { sermon: Sermon; others: SermonView["same_series"]; words: SermonWords }) {
  return (
    <nav aria-labelledby="more-sermons" className="self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-28">
      <h2 id="more-sermons" className="text-sm font-bold tracking-widest text-amber-800 uppercase">
        {sermon.series ? "More in this series" : "More sermons"}
      </h2>
      {sermon.series ? (
        <p className="mt-2">
          <Link to={`/sermons/series/${sermon.series.id}`} className={`${textLinkClass} text-lg`}>
            {sermon.series.title}
          </Link>
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-1">
          {others.map((other) => (
            <li key={other.id}>
              <Link to={`/sermons/${other.id}`} className="focus-ring block rounded-lg px-3 py-2.5 leading-snug text-indigo-900 hover:bg-indigo-50">
                <span className="block font-semibold">{other.title}</span>
                <span className="block text-sm text-slate-600">{`${words.dates[other.date]} · ${other.speaker}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : sermon.series ? (
        <p className="mt-4 text-slate-700">This is the only sermon of the series so far.</p>
      ) : null}
      <Link to="/sermons" className="focus-ring mt-4 inline-block rounded-sm px-3 font-semibold text-indigo-800 underline underline-offset-2">
        All sermons
      </Link>
    </nav>
  );
}
