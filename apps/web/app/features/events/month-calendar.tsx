import { Link } from "react-router";
import { groupBy } from "~/lib/group-by";
import type { Occurrence } from "@lampstand/contract/entities";
import { type CalendarMonth, monthLabel, monthWeeks } from "./calendar-month";
import { formatEventTime, formatFullDate } from "./event-format";
import { ministryColour, ministryName } from "./ministry-colours";
import { occurrencePath } from "~/lib/event-dates";

/** What the month shows of each date an event takes place on (GET /view-events/occurrences). */
type CalendarEntry = Pick<Occurrence, "id" | "date" | "event_time" | "title" | "ministry" | "recurring">;
const entryKey = (entry: CalendarEntry) => `${entry.id}:${entry.date}`;

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

/**
 * A month as a table (SPEC §2.7): weekday headers Sun to Sat, a row per week, each day with its
 * events as chips coloured by ministry, linking to the event. Screen readers hear each cell's full
 * date. On a phone the cells only mark the days that have events; the list under the table
 * (`MonthEventList`) carries the details there.
 */
export function MonthCalendar({ month, events, today }: { month: CalendarMonth; events: CalendarEntry[]; today: string }) {
  const byDate = groupBy(events, (event) => event.date);
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{`Events in ${monthLabel(month)}`}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase sm:text-sm">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => {
              const dayEvents = byDate.get(day.date) ?? [];
              const isToday = day.date === today;
              return (
                <td
                  key={day.date}
                  aria-current={isToday ? "date" : undefined}
                  className={`relative h-14 border border-slate-200 p-1 align-top sm:h-28 sm:p-1.5 ${day.inMonth ? "bg-white" : "bg-slate-50"}`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-7 place-items-center rounded-full text-sm ${
                      isToday ? "bg-indigo-900 font-bold text-white" : day.inMonth ? "text-slate-800" : "text-slate-500"
                    }`}
                  >
                    {day.day}
                  </span>
                  <span className="sr-only">{formatFullDate(day.date)}</span>
                  {dayEvents.length > 0 ? (
                    <>
                      <span aria-hidden="true" className="mt-1 flex gap-1 sm:hidden">
                        {dayEvents.map((event) => (
                          <span key={entryKey(event)} className={`size-2 rounded-full ring-1 ${ministryColour(event.ministry)}`} />
                        ))}
                      </span>
                      <ul className="mt-1 hidden flex-col gap-1 sm:flex">
                        {dayEvents.map((event) => (
                          <li key={entryKey(event)}>
                            <Link
                              to={occurrencePath(event)}
                              className={`focus-ring block truncate rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 hover:underline ${ministryColour(event.ministry)}`}
                            >
                              {event.title}
                              <span className="sr-only">{`, ${formatEventTime(event.event_time)}, ${ministryName(event.ministry)}`}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month's events as a list: under the grid on phones, where the cells are too small for titles. */
export function MonthEventList({ events, className = "" }: { events: CalendarEntry[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {events.map((event) => (
        <li key={entryKey(event)}>
          <Link
            to={occurrencePath(event)}
            className="focus-ring flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-indigo-50"
          >
            <span className={`grid size-12 shrink-0 place-items-center rounded-lg text-lg font-bold ring-1 ${ministryColour(event.ministry)}`}>
              {Number(event.date.slice(8, 10))}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-indigo-950">{event.title}</span>
              <span className="block text-sm text-slate-600">
                {`${formatFullDate(event.date)} · ${formatEventTime(event.event_time)} · ${ministryName(event.ministry)}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
