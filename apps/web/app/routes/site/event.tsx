import { data, Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { eventSchema, type ChurchEvent } from "@lampstand/contract/entities";
import { timeOfDay } from "@lampstand/contract/event-time";
import { MESSAGES } from "@lampstand/contract/messages";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon, type IconName } from "~/components/ui/icons";
import { LoadProblem } from "~/components/ui/load-problem";
import { buttonClass } from "~/components/ui/styles";
import { UploadedImage, uploadedImageSources } from "~/components/ui/uploaded-image";
import { calendarDay, formatEventDate, formatEventTime } from "~/features/events/event-format";
import { zonedInstant } from "~/features/events/ics";
import { ministryName } from "~/features/events/ministry-colours";
import { loadFromApi } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { churchPostalAddress, fullTitle, metaTags, publicOrigin } from "~/lib/seo";
import { settingsOf } from "~/lib/settings";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import type { Route } from "./+types/event";

export async function loader({ context, params }: Route.LoaderArgs) {
  const event = /^\d+$/.test(params.id)
    ? await loadFromApi(context, apiPath(API_PATHS.publicEvent, { id: params.id }), eventSchema, MESSAGES.fetchEventsFailed)
    : undefined;
  if (!event || (!event.ok && event.status === 404)) return data({ state: "not-found" as const }, { status: 404 });
  if (!event.ok) return data({ state: "error" as const, error: event.error }, { status: 503 });
  return { state: "found" as const, event: event.data, apiBase: context.apiBase };
}

/** schema.org Event, so search engines can show the event with its date and place. */
function eventJsonLd(event: ChurchEvent, url: string, image: string | undefined, settings: SiteSettings) {
  const time = timeOfDay(event.event_time);
  const start =
    time && calendarDay(event.date) ? zonedInstant(event.date, time.hours, time.minutes, settings.timeZone).toISOString() : event.date;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: start,
    eventStatus: "https://schema.org/EventScheduled",
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
  const { event, apiBase } = loaderData;
  const origin = publicOrigin(args);
  const url = `${origin}/events/${params.id}`;
  const image = event.image ? new URL(uploadedImageSources(apiBase, event.image).src, origin).href : undefined;
  const description = `${formatEventDate(event.date)}, ${formatEventTime(event.event_time)} at ${event.venue}. ${event.description}`.slice(0, 300);
  return [...metaTags({ title: event.title, description, url, image }, args), { "script:ld+json": eventJsonLd(event, url, image, settingsOf(args)) }];
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
  const { event } = loaderData;
  const facts: Array<{ icon: IconName; label: string; value: string; dateTime?: string }> = [
    { icon: "calendar", label: "Date", value: formatEventDate(event.date), dateTime: event.date },
    { icon: "clock", label: "Time", value: formatEventTime(event.event_time) },
    { icon: "map-pin", label: "Venue", value: event.venue },
    { icon: "people", label: "Ministry", value: ministryName(event.ministry) },
  ];
  return (
    <>
      <PageHeading title={event.title} subtitle={ministryName(event.ministry)} />
      <div className={`${pageContainer} grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
        <div className="flex min-w-0 flex-col gap-8">
          <UploadedImage
            image={event.image}
            alt=""
            sizes="(min-width: 1152px) 660px, (min-width: 1024px) 57vw, 100vw"
            width={1200}
            height={675}
            priority
            className="aspect-video w-full rounded-3xl object-cover shadow-lg"
            placeholderIcon="calendar"
          />
          <section aria-labelledby="event-about">
            <h2 id="event-about" className="text-2xl font-bold text-indigo-950">
              About this event
            </h2>
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">{event.description}</p>
          </section>
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
