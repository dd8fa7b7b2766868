import { data, Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { eventSchema, occurrenceListSchema, type ChurchEvent, type Occurrence } from "@lampstand/contract/entities";
import { addDays } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon, type IconName } from "~/components/ui/icons";
import { LoadProblem } from "~/components/ui/load-problem";
import { buttonClass } from "~/components/ui/styles";
import { uploadedImageSources, WholeUploadedImage } from "~/components/ui/uploaded-image";
import { formatEventDate, formatEventTime, formatFullDate } from "~/features/events/event-format";
import { ministryName } from "~/features/events/ministry-colours";
import { eventOnDate } from "~/features/events/occurrences";
import { seriesWords, startInstant } from "~/features/events/occurrences.server";
import { occurrencePath } from "~/lib/event-dates";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { todayIn } from "~/lib/church-day";
import { pageQuery } from "~/lib/page-query";
import { loadSettings } from "~/lib/settings.server";
import { useLiveData } from "~/lib/live-data";
import { churchPostalAddress, fullTitle, metaTags, publicOrigin } from "~/lib/seo";
import { settingsOf } from "~/lib/settings";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import type { Route } from "./+types/event";

/** How many of a series' coming dates its page lists. */
const COMING_DATES_SHOWN = 8;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // Read alongside the event, so a stalled database costs one wait, not two in a row.
  const settings = loadSettings(context);
  const event = /^\d+$/.test(params.id)
    ? await loadFromApi(context, apiPath(API_PATHS.publicEvent, { id: params.id }), eventSchema, MESSAGES.fetchEventsFailed)
    : undefined;
  if (!event || (!event.ok && event.status === 404)) return data({ state: "not-found" as const }, { status: 404 });
  if (!event.ok) return data({ state: "error" as const, error: event.error }, { status: 503 });
  const found = { state: "found" as const, event: event.data, apiBase: context.apiBase };
  const { timeZone } = await settings;
  if (!event.data.rrule) return { ...found, series: null, repeats: null, start: startInstant(event.data, timeZone) };

  // A series (issue 22): its coming dates, from the church's today, and the date asked for, if any.
  const today = todayIn(timeZone);
  const asked = pageQuery(request.url, "date");
  const dates = (from: string, to: string) =>
    loadFromApi(context, withQuery(API_PATHS.eventOccurrences, { from, to, event: event.data.id }), occurrenceListSchema, MESSAGES.fetchEventsFailed);
  const [coming, onAsked] = await Promise.all([dates(today, addDays(today, 365)), asked ? dates(asked, asked) : null]);
  if (!coming.ok) return data({ state: "error" as const, error: coming.error }, { status: 503 });
  if (onAsked && !onAsked.ok) return data({ state: "error" as const, error: onAsked.error }, { status: 503 });
  const cancelled = asked !== null && (event.data.exdates ?? []).includes(asked);
  // A date the series never falls on has no page: the link is wrong, as with an unknown event.
  if (asked && !cancelled && onAsked?.data.length === 0) return data({ state: "not-found" as const }, { status: 404 });
  const shown: Occurrence | undefined = onAsked?.data[0] ?? coming.data[0];
  const date = asked ?? shown?.date ?? event.data.date;
  return {
    ...found,
    repeats: seriesWords(event.data),
    start: startInstant(eventOnDate(event.data, date), timeZone),
    series: {
      /** The date the page is about: the one asked for, else the next one, else (a series that has ended) its first. */
      date,
      asked: asked !== null,
      cancelled,
      coming: coming.data.slice(0, COMING_DATES_SHOWN),
      more: coming.data.length > COMING_DATES_SHOWN,
    },
  };
}

/** schema.org Event, so search engines can show the event with its date and place. */
function eventJsonLd(event: ChurchEvent, start: string, url: string, image: string | undefined, settings: SiteSettings, cancelled: boolean) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: start,
    eventStatus: cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url,
    ...(image ? { image: [image] } : {}),
    location: {
      "@type": "Place",
      name: event.venue,
      address: churchPostalAddress(settings),
    },
    organizer: { "@type": "Organization", name: settings.name, url: url.replace(/\/events\/.*$/, "/") },
  };
}

export function meta({ loaderData, params, ...args }: Route.MetaArgs) {
  if (loaderData?.state !== "found") return [{ title: fullTitle(MESSAGES.eventNotFound, args) }, { name: "robots", content: "noindex" }];
  const { apiBase, series } = loaderData;
  // A series is described by the date the page shows: the one asked for, or the next one.
  const event = series ? eventOnDate(loaderData.event, series.date) : loaderData.event;
  const origin = publicOrigin(args);
  const url = `${origin}/events/${params.id}${series?.asked ? `?date=${series.date}` : ""}`;
  const image = event.image ? new URL(uploadedImageSources(apiBase, event.image).src, origin).href : undefined;
  const when = series?.cancelled
    ? `Cancelled: ${formatEventDate(event.date)}`
    : `${formatEventDate(event.date)}, ${formatEventTime(event.event_time)} at ${event.venue}`;
  const { repeats } = loaderData;
  const description = `${when}.${repeats ? ` ${repeats}.` : ""} ${event.description}`.slice(0, 300);
  return [
    ...metaTags({ title: event.title, description, url, image }, args),
    { "script:ld+json": eventJsonLd(event, loaderData.start, url, image, settingsOf(args), series?.cancelled ?? false) },
  ];
}

/** One event (SPEC §2.7): picture, title, description, ministry, date, time and venue. */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  if (loaderData.state === "error") {
    return (
      <>
        <PageHeading title="Event" />
        <LoadProblem heading={MESSAGES.errorLoadingEvents(loaderData.error)} action="Retry" loadingLabel="Loading the event…" />
      </>
    );
  }
  if (loaderData.state === "not-found") {
    return (
      <MissingPageContent
        title={MESSAGES.eventNotFound}
        text="This event may have been removed, or the link may be mistyped."
        backTo="/events"
        backLabel="Back to the calendar"
      />
    );
  }
  const { series } = loaderData;
  const event = series ? eventOnDate(loaderData.event, series.date) : loaderData.event;
  const { repeats } = loaderData;
  const dateLabel = series && !series.asked ? (series.coming.length > 0 ? "Next date" : "First date") : "Date";
  const facts: Array<{ icon: IconName; label: string; value: string; dateTime?: string }> = [
    { icon: "calendar", label: dateLabel, value: formatEventDate(event.date), dateTime: event.date },
    ...(repeats ? [{ icon: "calendar" as const, label: "Repeats", value: repeats }] : []),
    { icon: "clock", label: "Time", value: formatEventTime(event.event_time) },
    { icon: "map-pin", label: "Venue", value: event.venue },
    { icon: "people", label: "Ministry", value: ministryName(event.ministry) },
  ];
  return (
    <>
      <PageHeading title={event.title} subtitle={ministryName(event.ministry)} />
      <div className={`${pageContainer} grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
        <div className="flex min-w-0 flex-col gap-8">
          <WholeUploadedImage
            image={event.image}
            size={event.image_size}
            alt=""
            sizes="(min-width: 1152px) 660px, (min-width: 1024px) 57vw, 100vw"
            priority
            placeholderIcon="calendar"
          />
          {series?.cancelled ? (
            <p role="note" className="rounded-2xl border border-red-300 bg-red-50 px-5 py-4 text-lg font-semibold text-red-900">
              {`Cancelled: this event does not take place on ${formatFullDate(series.date)}.`}
              {series.coming.length > 0 ? " Its other dates go ahead as usual." : null}
            </p>
          ) : null}
          <section aria-labelledby="event-about">
            <h2 id="event-about" className="text-2xl font-bold text-indigo-950">
              About this event
            </h2>
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">{event.description}</p>
          </section>
          {series ? <ComingDates eventId={loaderData.event.id} shown={series.asked ? series.date : null} coming={series.coming} more={series.more} /> : null}
        </div>
        <aside aria-label="When and where" className="flex flex-col gap-6 self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-28">
          <dl className="flex flex-col gap-5">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-indigo-900 text-amber-300">
                    <Icon name={fact.icon} className="size-4" />
                  </span>
                  {fact.label}
                </dt>
                <dd className="mt-1 pl-10 text-lg font-semibold text-indigo-950">
                  {fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <a href={`/events/${event.id}/event.ics`} download={`event-${event.id}.ics`} className={buttonClass()}>
            <Icon name="calendar" className="size-5" />
            Add to calendar
          </a>
          <Link to="/events" className="focus-ring self-start rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
            Back to the calendar
          </Link>
        </aside>
      </div>
    </>
  );
}

/** A series' coming dates (issue 22), each a link to its own page, with the time where it differs. */
function ComingDates({ eventId, shown, coming, more }: { eventId: number; shown: string | null; coming: Occurrence[]; more: boolean }) {
  return (
    <section aria-labelledby="event-dates">
      <h2 id="event-dates" className="text-2xl font-bold text-indigo-950">
        Coming dates
      </h2>
      {coming.length === 0 ? (
        <p className="mt-4 text-lg text-slate-700">No more dates are planned.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {coming.map((date) => (
            <li key={date.date}>
              <Link
                to={occurrencePath(date)}
                aria-current={date.date === shown ? "page" : undefined}
                className="focus-ring flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 hover:bg-indigo-50 aria-[current=page]:bg-indigo-50 aria-[current=page]:ring-indigo-700"
              >
                <time dateTime={date.date} className="font-semibold text-indigo-950">
                  {formatFullDate(date.date)}
                </time>
                <span className="text-slate-700">{`${formatEventTime(date.event_time)} · ${date.venue}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more ? <p className="mt-3 text-slate-700">{`More dates follow: see the calendar.`}</p> : null}
      {/* eventId keeps the link to the series' page when a single date is on show. */}
      {shown ? (
        <p className="mt-3">
          <Link to={`/events/${eventId}`} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
            All about this event
          </Link>
        </p>
      ) : null}
    </section>
  );
}
