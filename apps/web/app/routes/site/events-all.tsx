import { data, Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { occurrenceListSchema, type ChurchEvent } from "@lampstand/contract/entities";
import { addDays, eventPageSchema } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { buttonClass } from "~/components/ui/styles";
import { publicPage } from "~/content/public-pages";
import { EventCard } from "~/features/events/event-card";
import { seriesWords } from "~/features/events/occurrences.server";
import { ministryName } from "~/features/events/ministry-colours";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { todayIn } from "~/lib/church-day";
import { loadSettings } from "~/lib/settings.server";
import { MissingPage, Pagination, pageFromUrl } from "~/components/ui/pagination";
import { groupBy } from "~/lib/group-by";
import { useLiveData } from "~/lib/live-data";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/events-all";

export async function loader({ context, request }: Route.LoaderArgs) {
  // A page at a time, the coming events first (ADR 018): never ten years of events on one page.
  const today = todayIn((await loadSettings(context)).timeZone);
  const query = { today, page: pageFromUrl(request.url) };
  const events = await loadFromApi(context, withQuery(API_PATHS.eventPage, query), eventPageSchema, MESSAGES.fetchEventsFailed);
  const beyond = events.ok && events.data.events.length === 0 && events.data.total > 0;
  // A repeating event is listed once, with its next date (issue 22): the first of its coming dates.
  const series = events.ok ? events.data.events.filter((event) => event.rrule) : [];
  const nextDates = await Promise.all(
    series.map(async (event) => {
      const path = withQuery(API_PATHS.eventOccurrences, { from: today, to: addDays(today, 365), event: event.id });
      const dates = await loadFromApi(context, path, occurrenceListSchema, MESSAGES.fetchEventsFailed);
      return [event.id, { repeats: seriesWords(event) ?? "", nextDate: dates.ok ? (dates.data[0]?.date ?? null) : null }] as const;
    }),
  );
  return data(
    { today, events, series: Object.fromEntries(nextDates) as Record<number, { repeats: string; nextDate: string | null }> },
    { status: beyond ? 404 : 200 },
  );
}

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/events/all"), args);

/** Events grouped by ministry, an event without one under 'General' (SPEC §2.7); groups in alphabetical order. */
function byMinistry(events: ChurchEvent[]): Array<[string, ChurchEvent[]]> {
  const groups = groupBy(events, (event) => ministryName(event.ministry));
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

type SeriesNext = Record<number, { repeats: string; nextDate: string | null }>;

/**
 * A part of the list (issue 24: the coming events, then "Past events"), by ministry. A page of the
 * list may hold the end of the coming ones and the start of the past ones; each part keeps its
 * heading on every page it reaches.
 */
function EventsPart({ id, title, events, series }: { id: string; title: string; events: ChurchEvent[]; series: SeriesNext }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold text-indigo-950">
        {title}
      </h2>
      <div className="mt-8 flex flex-col gap-12">
        {byMinistry(events).map(([ministry, group]) => (
          // Named by the part and the ministry ("Past events Music Ministry"): each landmark's name is its own.
          <section key={ministry} aria-labelledby={`${id} ${id}-${slug(ministry)}`}>
            <h3 id={`${id}-${slug(ministry)}`} className="text-2xl font-bold text-indigo-950">
              {ministry}
            </h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} series={series[event.id]} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

export default function AllEventsPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { today, events, series } = loaderData;
  // Coming: dated today or later, or a series with a date still to come (the API lists those first).
  const coming = (event: ChurchEvent) => event.date >= today || Boolean(series[event.id]?.nextDate);
  const upcoming = events.ok ? events.data.events.filter(coming) : [];
  const past = events.ok ? events.data.events.filter((event) => !coming(event)) : [];
  return (
    <>
      <PageHeading title={publicPage("/events/all").heading} subtitle="Every event of the church, by ministry: the coming ones first, then the past ones." />
      <div className={`${pageContainer} py-12 md:py-16`}>
        <p>
          <Link to="/events" className={buttonClass({ variant: "secondary", size: "sm" })}>
            Calendar
          </Link>
        </p>
        {!events.ok ? (
          <LoadProblem heading={MESSAGES.errorLoadingEvents(events.error)} action="Retry" loadingLabel="Loading events…" />
        ) : events.data.total === 0 ? (
          <p className="mt-8 rounded-2xl bg-slate-50 px-6 py-12 text-center text-xl font-semibold text-slate-700 ring-1 ring-slate-200">
            No events available at the moment
          </p>
        ) : events.data.events.length === 0 ? (
          <div className="mt-8">
            <MissingPage what="events" />
          </div>
        ) : (
          <>
            <div className="mt-10 flex flex-col gap-16">
              {upcoming.length > 0 ? <EventsPart id="upcoming-events" title="Upcoming events" events={upcoming} series={series} /> : null}
              {past.length > 0 ? <EventsPart id="past-events" title="Past events" events={past} series={series} /> : null}
            </div>
            <Pagination
              page={events.data.page}
              pages={events.data.pages}
              label="Event pages"
              previousText="Previous events"
              nextText="More events"
            />
          </>
        )}
      </div>
    </>
  );
}
