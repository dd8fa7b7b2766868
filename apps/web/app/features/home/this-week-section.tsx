import { Link } from "react-router";
import { eventClockTime, occurrencePath } from "~/lib/event-dates";
import type { WeekDay } from "./this-week";

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * "This week at church" (issue 22): the next seven days, each with its services and events in
 * time order; an event links to its date's page. Plain server-rendered markup, no script.
 */
export function ThisWeekSection({ days }: { days: WeekDay[] }) {
  const busy = days.filter((day) => day.items.length > 0);
  return (
    <section aria-labelledby="this-week" className="bg-slate-50 py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="this-week" className="text-3xl font-bold text-indigo-950">
          This week at church
        </h2>
        {busy.length === 0 ? (
          <p className="mt-4 text-lg text-slate-700">Nothing is planned for the next seven days yet. See the calendar for what comes later.</p>
        ) : (
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {busy.map((day) => (
              <li key={day.date} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-bold text-indigo-950">
                  <time dateTime={day.date}>{DAY.format(new Date(`${day.date}T00:00:00Z`))}</time>
                </h3>
                <ul className="mt-3 flex flex-col gap-2">
                  {day.items.map((item) => (
                    <li key={item.key} className="flex items-baseline gap-3">
                      <span className="w-20 shrink-0 font-semibold whitespace-nowrap text-amber-800">{eventClockTime(item.time) ?? item.time}</span>
                      {item.kind === "event" ? (
                        <span className="min-w-0">
                          <Link to={occurrencePath(item.occurrence)} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
                            {item.title}
                          </Link>
                          <span className="block text-sm text-slate-600">{item.venue}</span>
                        </span>
                      ) : (
                        <span className="min-w-0 text-slate-800">{item.title}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-6">
          <Link to="/events" className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
            The full calendar
          </Link>
        </p>
      </div>
    </section>
  );
}
