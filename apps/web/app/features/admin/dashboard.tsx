import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import type { Dashboard } from "@lampstand/contract/dashboard";
import type { Occurrence } from "@lampstand/contract/entities";
import { Icon, type IconName } from "~/components/ui/icons";
import { RetryAlert } from "~/components/ui/retry-alert";
import { Spinner } from "~/components/ui/spinner";
import { textLinkClass } from "~/components/ui/styles";
import { apiRequest } from "~/lib/api-client";
import { eventClockTime, occurrencePath } from "~/lib/event-dates";
import { useSettings } from "~/lib/settings";
import { useApiResource } from "~/lib/use-api-resource";
import { newsletterStates, type DeskState } from "./newsletter-states";

const LOAD_FAILED = "Failed to load the dashboard";

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where each count leads: the inbox screens, and their held lists (`#held`). */
export type DashboardLinks = { prayers: string; contacts: string; heldPrayers: string; heldContacts: string; events: string; newsletters: string };

/**
 * The admin dashboard (issue 24): what came since this account's last visit, what waits for a
 * decision, and this week's events, each a link to where it is dealt with. Once the counts are
 * on screen the visit is recorded (as of the moment they were counted), so the next visit counts
 * from here; what arrives meanwhile still counts as new then.
 */
export function AdminDashboard({ links }: { links: DashboardLinks }) {
  const { resource, reload } = useApiResource<Dashboard>(API_PATHS.dashboard, LOAD_FAILED);
  const recorded = useRef<string | null>(null);
  const asOf = resource.state === "ready" ? resource.data.as_of : null;

  useEffect(() => {
    if (!asOf || recorded.current === asOf) return;
    recorded.current = asOf;
    // Not worth bothering staff about: at worst the same things count as new next time.
    apiRequest(API_PATHS.dashboardVisit, { method: "POST", body: { seen_at: asOf }, fallback: LOAD_FAILED }).catch((error: unknown) => console.warn("could not record the dashboard visit", error));
  }, [asOf]);

  if (resource.state === "error") return <RetryAlert heading="Error" message={resource.error} onRetry={reload} />;
  if (!resource.data) {
    return (
      <div className="flex justify-center py-10 text-indigo-800">
        <Spinner label="Loading the dashboard…" className="size-8" />
      </div>
    );
  }
  const data = resource.data;
  return (
    <div className="flex flex-col gap-10">
      <SinceLastVisit data={data} links={links} />
      <NewsletterTile asOf={data.as_of} to={links.newsletters} />
      <WeekEvents events={data.events} manage={links.events} />
    </div>
  );
}

function SinceLastVisit({ data, links }: { data: Dashboard; links: DashboardLinks }) {
  const { timeZone } = useSettings();
  const last = data.last_visit_at
    ? `Counted from your last visit, ${new Date(data.last_visit_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone })}.`
    : "This is your first visit: everything in the inboxes counts as new.";
  const heldTotal = data.prayer_requests.held + data.contact_messages.held;
  return (
    <section aria-labelledby="since-last-visit">
      <h2 id="since-last-visit" className="text-xl font-bold text-indigo-950">
        Since your last visit
      </h2>
      <p className="mt-1 text-sm text-slate-700">{last}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CountTile icon="praying-hands" to={links.prayers} count={data.prayer_requests.new} words={["new prayer request", "new prayer requests"]} />
        <CountTile icon="mail" to={links.contacts} count={data.contact_messages.new} words={["new message", "new messages"]} />
        <li className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-dashboard-tile="held">
          <p className="flex items-center gap-3 font-semibold text-indigo-950">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-amber-100 text-amber-900">
              <Icon name="info" className="size-5" />
            </span>
            {`${plural(heldTotal, "submission", "submissions")} held as possible spam`}
          </p>
          <Link to={links.heldPrayers} className={`${textLinkClass} self-start`}>
            {plural(data.prayer_requests.held, "prayer request", "prayer requests")} held
          </Link>
          <Link to={links.heldContacts} className={`${textLinkClass} self-start`}>
            {plural(data.contact_messages.held, "message", "messages")} held
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * Drafts and scheduled newsletters, from the staff list of posts: shown once posts carry a
 * `status` (drafts and scheduling, issue 24); a list that cannot be read only leaves the tile out.
 */
function NewsletterTile({ asOf, to }: { asOf: string; to: string }) {
  const { resource } = useApiResource<DeskState[]>(API_PATHS.viewDesks, MESSAGES.fetchPostsFailed);
  const states = resource.data ? newsletterStates(resource.data, new Date(asOf)) : null;
  if (!states) return null;
  return (
    <section aria-labelledby="newsletters-waiting">
      <h2 id="newsletters-waiting" className="text-xl font-bold text-indigo-950">
        Pastor&apos;s desk
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CountTile icon="mail" to={to} count={states.drafts} words={["draft newsletter", "draft newsletters"]} />
        <CountTile icon="clock" to={to} count={states.scheduled} words={["scheduled newsletter", "scheduled newsletters"]} />
      </ul>
    </section>
  );
}

function CountTile({ icon, to, count, words: [one, many] }: { icon: IconName; to: string; count: number; words: [string, string] }) {
  return (
    <li>
      <Link to={to} className="focus-ring flex h-full items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-indigo-300">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-indigo-900 text-amber-300">
          <Icon name={icon} className="size-5" />
        </span>
        {/* The number stands out; the link's name is the whole phrase ("3 new prayer requests"). */}
        <span className="flex flex-col">
          <span className={`text-3xl font-bold ${count > 0 ? "text-indigo-900" : "text-slate-600"}`}>{count}</span>{" "}
          <span className="font-semibold text-indigo-950">{count === 1 ? one : many}</span>
        </span>
      </Link>
    </li>
  );
}

function WeekEvents({ events, manage }: { events: Occurrence[]; manage: string }) {
  const days = [...new Set(events.map((event) => event.date))];
  return (
    <section aria-labelledby="this-week-events">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="this-week-events" className="text-xl font-bold text-indigo-950">
          This week&apos;s events
        </h2>
        <Link to={manage} className={textLinkClass}>
          Manage events
        </Link>
      </div>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing is planned for the next seven days.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {days.map((date) => (
            <li key={date} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-bold text-indigo-950">
                <time dateTime={date}>{DAY.format(new Date(`${date}T00:00:00Z`))}</time>
              </h3>
              <ul className="mt-2 flex flex-col gap-2">
                {events
                  .filter((event) => event.date === date)
                  .map((event, index) => (
                    <li key={`${event.id}-${index}`} className="flex flex-wrap items-baseline gap-x-3">
                      <span className="w-20 shrink-0 font-semibold whitespace-nowrap text-amber-800">{eventClockTime(event.event_time) ?? event.event_time}</span>
                      <Link to={occurrencePath(event)} className={textLinkClass}>
                        {event.title}
                      </Link>
                      <span className="text-sm text-slate-600">{event.venue}</span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
