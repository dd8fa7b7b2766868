import { data, Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { sermonPageSchema, sermonSeriesSchema } from "@lampstand/contract/sermons";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { MissingPage, Pagination, pageFromUrl } from "~/components/ui/pagination";
import { textLinkClass } from "~/components/ui/styles";
import { UploadedImage, uploadedImageSources } from "~/components/ui/uploaded-image";
import { SermonCard } from "~/features/sermons/sermon-card";
import { seriesJsonLd } from "~/features/sermons/sermon-json-ld";
import { SERMONS_LOAD_FAILED } from "~/features/sermons/sermon-messages";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { rootDataOf } from "~/lib/root-data";
import { metaTags, publicOrigin } from "~/lib/seo";
import type { Route } from "./+types/sermon-series";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!/^\d{1,6}$/.test(params.id)) return data({ state: "not-found" as const }, { status: 404 });
  const page = pageFromUrl(request.url);
  // The series, and a page of its sermons (newest first) from the archive's own list.
  const [series, sermons] = await Promise.all([
    loadFromApi(context, apiPath(API_PATHS.sermonSeries, { id: params.id }), sermonSeriesSchema, SERMONS_LOAD_FAILED),
    loadFromApi(context, withQuery(API_PATHS.sermons, { series: params.id, page }), sermonPageSchema, SERMONS_LOAD_FAILED),
  ]);
  if (!series.ok && series.status === 404) return data({ state: "not-found" as const }, { status: 404 });
  if (!series.ok) return data({ state: "error" as const, error: series.error }, { status: 503 });
  const beyond = sermons.ok && sermons.data.sermons.length === 0 && sermons.data.total > 0;
  return data({ state: "found" as const, series: series.data, sermons }, { status: beyond ? 404 : 200 });
}

export function meta({ loaderData, ...args }: Route.MetaArgs) {
  if (loaderData?.state !== "found") return [{ title: "Series not found | Sermons" }, { name: "robots", content: "noindex" }];
  const { series, sermons } = loaderData;
  const origin = publicOrigin(args);
  const base = rootDataOf(args.matches)?.apiBase ?? "/api";
  const image = series.image ? new URL(uploadedImageSources(base, series.image).src, `${origin}/`).href : undefined;
  const description = series.description || `The sermons of the series "${series.title}".`;
  return [
    ...metaTags({ title: `${series.title} | Sermons`, description, url: `${origin}/sermons/series/${series.id}`, image }, args),
    { "script:ld+json": seriesJsonLd(series, sermons.ok ? sermons.data.sermons : [], origin) },
  ];
}

/** A sermon series (issue 23): its artwork and description, then its sermons, newest first. */
export default function SermonSeriesPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  if (loaderData.state === "not-found") {
    return <MissingPageContent title="Series not found" text="This series may have been removed, or the link may be mistyped." backTo="/sermons" backLabel="All sermons" />;
  }
  if (loaderData.state === "error") {
    return (
      <>
        <PageHeading title="Sermons" />
        <LoadProblem heading="Error" detail={loaderData.error} action="Try Again" loadingLabel="Loading the series…" />
      </>
    );
  }
  const { series, sermons } = loaderData;
  return (
    <>
      <PageHeading title={series.title} subtitle="A sermon series" />
      <div className={`${pageContainer} flex flex-col gap-12 py-12 md:py-16`}>
        <div className="grid items-start gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <UploadedImage
            image={series.image}
            alt={`Artwork of the series "${series.title}"`}
            sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
            width={1200}
            height={675}
            priority
            className="aspect-video w-full rounded-3xl object-cover shadow-lg"
            placeholderIcon="image"
          />
          <div className="flex flex-col gap-4">
            {series.description ? <p className="text-lg leading-relaxed whitespace-pre-line text-slate-800">{series.description}</p> : null}
            <Link to="/sermons" className={`${textLinkClass} self-start`}>
              All sermons
            </Link>
          </div>
        </div>
        <section aria-labelledby="series-sermons">
          <h2 id="series-sermons" className="text-sm font-bold tracking-widest text-amber-800 uppercase">
            {sermons.ok ? `Sermons in this series (${sermons.data.total})` : "Sermons in this series"}
          </h2>
          {!sermons.ok ? (
            <LoadProblem heading="Error" detail={sermons.error} action="Try Again" loadingLabel="Loading sermons…" />
          ) : sermons.data.total === 0 ? (
            <p className="mt-6 text-lg text-slate-700">No sermons in this series yet.</p>
          ) : sermons.data.sermons.length === 0 ? (
            <MissingPage what="sermons" />
          ) : (
            <>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {sermons.data.sermons.map((sermon) => (
                  <li key={sermon.id}>
                    <SermonCard sermon={sermon} headingLevel="h3" showSeries={false} />
                  </li>
                ))}
              </ul>
              <Pagination page={sermons.data.page} pages={sermons.data.pages} label="Pages of the series" previousText="Newer sermons" nextText="Older sermons" />
            </>
          )}
        </section>
      </div>
    </>
  );
}
