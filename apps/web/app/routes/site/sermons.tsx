import { data } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { BIBLE_BOOK_NAMES } from "@lampstand/contract/scripture";
import { sermonPageSchema } from "@lampstand/contract/sermons";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { LoadProblem } from "~/components/ui/load-problem";
import { MissingPage, Pagination, pageFromUrl } from "~/components/ui/pagination";
import { buttonClass } from "~/components/ui/styles";
import { publicPage } from "~/content/public-pages";
import { SermonCard } from "~/features/sermons/sermon-card";
import { SermonFilterForm } from "~/features/sermons/sermon-filter-form";
import { filterQuery, filtersFromUrl, hasFilters } from "~/features/sermons/sermon-filters";
import { PODCAST_FEED_PATH, SERMONS_LOAD_FAILED } from "~/features/sermons/sermon-messages";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/sermons";

export async function loader({ context, request }: Route.LoaderArgs) {
  // One page of the newest-first archive, narrowed by the form's fields (ADR 018: never the whole list).
  const page = pageFromUrl(request.url);
  const filters = filtersFromUrl(request.url);
  const sermons = await loadFromApi(context, withQuery(API_PATHS.sermons, { page, ...filters }), sermonPageSchema, SERMONS_LOAD_FAILED);
  // A filter the API cannot take (a book that is not one, a series that is no number) is the
  // visitor's to fix: a 400 with the API's words, shown above the form.
  const books = BIBLE_BOOK_NAMES;
  if (!sermons.ok && sermons.status === 400) return data({ sermons, filters, books }, { status: 400 });
  const beyond = sermons.ok && sermons.data.sermons.length === 0 && sermons.data.total > 0;
  return data({ sermons, filters, books }, { status: beyond ? 404 : 200 });
}

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(publicPage("/sermons"), args),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Sermons (podcast)", href: PODCAST_FEED_PATH },
];

/**
 * The sermon archive (issue 23): newest first, a page at a time, searched and filtered by a GET
 * form, so every view of it has an address and works before JavaScript.
 */
export default function SermonsPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { sermons, filters, books } = loaderData;
  const filtered = hasFilters(filters);
  const list = sermons.ok ? sermons.data : undefined;
  return (
    <>
      <PageHeading title={publicPage("/sermons").heading} subtitle="Hear last Sunday's message again, or find one on the passage you are reading." />
      <div className={`${pageContainer} flex flex-col gap-8 py-12 md:py-16`}>
        <p>
          {/* A file for podcast apps, not a page of this app: a plain link. */}
          <a href={PODCAST_FEED_PATH} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <Icon name="rss" className="size-4" />
            Subscribe in your podcast app
          </a>
        </p>
        {/* A fresh form for each set of filters: "Clear" and Back show the fields as the address has them. */}
        <SermonFilterForm key={filterQuery(filters)} filters={filters} choices={list} books={books} />
        {!sermons.ok ? (
          sermons.status === 400 ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-200">
              {sermons.error}
            </p>
          ) : (
            <LoadProblem heading="Error" detail={sermons.error} action="Try Again" loadingLabel="Loading sermons…" />
          )
        ) : sermons.data.total === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-6 py-12 text-center text-xl font-semibold text-slate-700 ring-1 ring-slate-200">
            {filtered ? "No sermons match your search. Try other words, or clear the filters." : "No sermons yet: the first will be here soon."}
          </p>
        ) : sermons.data.sermons.length === 0 ? (
          <MissingPage what="sermons" />
        ) : (
          <section aria-labelledby="sermon-results">
            <h2 id="sermon-results" className="text-sm font-bold tracking-widest text-amber-800 uppercase" aria-live="polite">
              {filtered ? `${sermons.data.total} ${sermons.data.total === 1 ? "sermon matches" : "sermons match"}` : "Newest first"}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sermons.data.sermons.map((sermon) => (
                <li key={sermon.id}>
                  <SermonCard sermon={sermon} headingLevel="h3" />
                </li>
              ))}
            </ul>
            <Pagination
              page={sermons.data.page}
              pages={sermons.data.pages}
              label="Sermon pages"
              previousText="Newer sermons"
              nextText="Older sermons"
              query={filterQuery(filters)}
            />
          </section>
        )}
      </div>
    </>
  );
}
