import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { occurrenceListSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { LoadProblem } from "~/components/ui/load-problem";
import { buttonClass } from "~/components/ui/styles";
import { publicPage } from "~/content/public-pages";
import { FIRST_MONTH, isBefore, lastDayOf, monthKey, monthLabel, monthToShow, parseMonth, shiftMonth } from "~/features/events/calendar-month";
import { todayIn } from "~/lib/church-day";
import { MonthCalendar, MonthEventList } from "~/features/events/month-calendar";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { pageQuery } from "~/lib/page-query";
import { useLiveData } from "~/lib/live-data";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { loadSettings } from "~/lib/settings.server";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { settingsOf } from "~/lib/settings";
import type { Route } from "./+types/events";

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  // The calendar's "this month" and "today" are the church's, in the time zone of its settings. A
  // month named in the address needs no time zone, so then both reads start at once: a database
  // that stops answering costs the visitor one wait for a connection, not two in a row.
  const settings = loadSettings(context);
  const asked = pageQuery(request.url, "month");
  const month = monthToShow(asked, now, parseMonth(asked) ? DEFAULT_SETTINGS.timeZone : (await settings).timeZone);
  // Only the month on show is read and sent: a calendar must not load or ship years of events (ADR 018).
  // Every date of it, a repeating event's dates each with their own changes (issue 22).
  const events = await loadFromApi(
    context,
    withQuery(API_PATHS.eventOccurrences, { from: `${monthKey(month)}-01`, to: `${monthKey(month)}-${lastDayOf(month)}` }),
    occurrenceListSchema,
    MESSAGES.fetchEventsFailed,
  );
  return { month, today: todayIn((await settings).timeZone, now), events };
}

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(publicPage("/events"), args),
  { tagName: "link", rel: "alternate", type: "text/calendar", title: `${settingsOf(args).name} events`, href: "/events.ics" },
];

const monthLink = "focus-ring inline-flex size-11 items-center justify-center rounded-full border border-slate-300 text-indigo-900 hover:bg-indigo-50";

/** The events calendar (SPEC §2.7): a month at a time, from March 2025, the month in the address. */
export default function EventsCalendarPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { month, events, today } = loaderData;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const label = monthLabel(month);
  return (
    <>
      <PageHeading title={publicPage("/events").heading} subtitle="What is on at church: tap an event for the details." />
      <div className={`${pageContainer} py-10 md:py-14`}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <nav aria-label="Months" className="flex items-center gap-3">
            {isBefore(previous, FIRST_MONTH) ? (
              <span aria-hidden="true" className={`${monthLink} cursor-not-allowed opacity-40`}>
                <Icon name="chevron-left" />
              </span>
            ) : (
              <Link to={`?month=${monthKey(previous)}`} preventScrollReset className={monthLink} aria-label={`Previous month, ${monthLabel(previous)}`}>
                <Icon name="chevron-left" />
              </Link>
            )}
            <h2 className="min-w-48 text-center text-2xl font-bold text-indigo-950" aria-live="polite">
              {label}
            </h2>
            <Link to={`?month=${monthKey(next)}`} preventScrollReset className={monthLink} aria-label={`Next month, ${monthLabel(next)}`}>
              <Icon name="chevron-right" />
            </Link>
          </nav>
          <div className="flex flex-wrap gap-3">
            <Link to="/events/all" className={buttonClass({ variant: "secondary", size: "sm" })}>
              All Events
            </Link>
            <a href="/events.ics" className={buttonClass({ variant: "secondary", size: "sm" })}>
              <Icon name="calendar" className="size-4" />
              Subscribe
              <span className="sr-only"> to the events calendar</span>
            </a>
          </div>
        </div>

        {!events.ok ? (
          <LoadProblem heading={MESSAGES.errorLoadingEvents(events.error)} action="Retry" loadingLabel="Loading events…" />
        ) : (
          <>
            <div className="mt-8">
              <MonthCalendar month={month} events={events.data} today={today} />
            </div>
            {events.data.length === 0 ? (
              <p className="mt-6 text-center text-slate-700">{`No events in ${label} yet.`}</p>
            ) : (
              <section aria-label={`Events in ${label}`} className="mt-8 sm:hidden">
                <MonthEventList events={events.data} />
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
