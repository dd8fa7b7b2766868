import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { eventSchema, type ChurchEvent } from "@lampstand/contract/entities";
import type { Route } from "./+types/home";
import { apiGet } from "~/lib/api.server";
import { siteConfig } from "~/site.config";

/** How many upcoming events the home page lists; the calendar has the rest. */
const UPCOMING_LIMIT = 3;

export function meta() {
  return [
    { title: `${siteConfig.name} | Welcome` },
    { name: "description", content: siteConfig.description },
    { property: "og:title", content: siteConfig.name },
    { property: "og:description", content: siteConfig.description },
    { property: "og:type", content: "website" },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const events = await apiGet(context, API_PATHS.viewEvents, eventSchema.array());
  // Dates are calendar days (YYYY-MM-DD), so comparing the strings orders them.
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = events
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.event_time.localeCompare(b.event_time))
    .slice(0, UPCOMING_LIMIT);
  return { total: events.length, upcoming };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { total, upcoming } = loaderData;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-12 px-6 py-16">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-bold tracking-tight">Welcome to {siteConfig.name}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{siteConfig.description}</p>
      </section>

      <section aria-labelledby="upcoming-events" className="flex flex-col gap-4">
        <h2 id="upcoming-events" className="text-2xl font-semibold">
          Upcoming events
        </h2>
        <p className="text-slate-700">
          {total === 1 ? "1 event is on the calendar." : `${total} events are on the calendar.`}
        </p>
        {upcoming.length === 0 ? (
          <p className="text-slate-700">No upcoming events at the moment.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function EventItem({ event }: { event: ChurchEvent }) {
  return (
    <li className="rounded border border-slate-200 p-4">
      <Link to={`/events/${event.id}`} className="font-semibold text-blue-800 underline hover:text-blue-950">
        {event.title}
      </Link>
      <p className="text-sm text-slate-700">
        <time dateTime={event.date}>{formatDate(event.date)}</time> · {event.venue}
      </p>
    </li>
  );
}

/** Formats in UTC so the server's and the browser's text agree at hydration, whatever their time zones. */
function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });
}
