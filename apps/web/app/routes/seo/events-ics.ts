import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { eventSchema, occurrenceListSchema, type ChurchEvent } from "@lampstand/contract/entities";
import { addDays, eventPageSchema, PAGE_SIZES } from "@lampstand/contract/public-reads";
import { RECURRENCE_LIMITS } from "@lampstand/contract/recurrence";
import { MESSAGES } from "@lampstand/contract/messages";
import { todayIn } from "~/lib/church-day";
import { icsCalendar, streetAddress } from "~/features/events/ics";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/events-ics";

/**
 * /events.ics: a calendar that phones and calendar apps subscribe to; they fetch it again every
 * few hours. It holds the next upcoming single events (at most PAGE_SIZES.max, months ahead for a
 * busy church) and every repeating event with a date in the coming year, each once with its rule
 * (the app works out its dates, past and future).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  const today = todayIn(settings.timeZone);
  const [page, coming] = await Promise.all([
    loadFromApi(context, withQuery(API_PATHS.eventPage, { today, per_page: PAGE_SIZES.max }), eventPageSchema, MESSAGES.fetchEventsFailed),
    loadFromApi(
      context,
      withQuery(API_PATHS.eventOccurrences, { from: today, to: addDays(today, RECURRENCE_LIMITS.occurrenceDays - 1) }),
      occurrenceListSchema,
      MESSAGES.fetchEventsFailed,
    ),
  ]);
  const unavailable = (error: string) =>
    new Response(error, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  if (!page.ok) return unavailable(page.error);
  if (!coming.ok) return unavailable(coming.error);
  const seriesIds = [...new Set(coming.data.filter((date) => date.recurring).map((date) => date.id))];
  const series = await Promise.all(
    seriesIds.map((id) => loadFromApi(context, apiPath(API_PATHS.publicEvent, { id }), eventSchema, MESSAGES.fetchEventsFailed)),
  );
  // A series deleted between the two reads is left out (404); any other failure fails the feed.
  const broken = series.find((loaded) => !loaded.ok && loaded.status !== 404);
  if (broken && !broken.ok) return unavailable(broken.error);
  // The page goes on with past events when fewer are coming up; series come from the occurrences.
  const singles = page.data.events.filter((event) => event.date >= today && !event.rrule);
  const repeating = series.flatMap((loaded): ChurchEvent[] => (loaded.ok ? [loaded.data] : []));
  const body = icsCalendar([...repeating, ...singles], {
    origin: context.publicOrigin,
    timeZone: settings.timeZone,
    calendarName: `${settings.name} events`,
    address: streetAddress(settings.address),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
