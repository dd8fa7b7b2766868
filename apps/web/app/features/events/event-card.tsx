import { Link } from "react-router";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { Icon } from "~/components/ui/icons";
import { cardLinkClass } from "~/components/ui/styles";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { formatEventDate } from "./event-format";

/**
 * An event on the all-events page (SPEC §2.7): picture, title, long date and 'See Details'. A
 * repeating event is one card (issue 22): how it repeats ("Every Sunday at 10:00 AM") and its next
 * date (null when no date is left), both from the page's loader.
 */
export function EventCard({ event, series }: { event: ChurchEvent; series?: { repeats: string; nextDate: string | null } }) {
  const repeats = series?.repeats || null;
  const nextDate = series?.nextDate ?? null;
  return (
    <article className="group focus-ring-within relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <UploadedImage
        image={event.image}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={400}
        className="aspect-[16/10] w-full object-cover"
        focal={event}
        placeholderIcon="calendar"
      />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <h3 className="text-lg leading-snug font-bold text-indigo-950">{event.title}</h3>
        {repeats ? <p className="text-sm font-semibold text-indigo-900">{repeats}</p> : null}
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-800">
          <Icon name="calendar" className="size-4 shrink-0" />
          {repeats && nextDate ? (
            <span>
              Next: <time dateTime={nextDate}>{formatEventDate(nextDate)}</time>
            </span>
          ) : repeats ? (
            <span>No more dates planned</span>
          ) : (
            <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          )}
        </p>
        <p className="mt-auto pt-3">
          <Link
            to={`/events/${event.id}`}
            className={`inline-flex items-center gap-1.5 font-semibold text-indigo-800 group-hover:text-amber-800 ${cardLinkClass}`}
          >
            See Details<span className="sr-only">: {event.title}</span>
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </Link>
        </p>
      </div>
    </article>
  );
}
