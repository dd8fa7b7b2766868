import { API_PATHS } from "@lampstand/contract/api-paths";
import { eventPageSchema, PAGE_SIZES } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { todayIn } from "~/lib/church-day";
import { icsCalendar } from "~/features/events/ics";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/events-ics";

/**
 * /events.ics: the next upcoming events (at most PAGE_SIZES.max, months ahead for a busy church) as
 * a calendar that phones and calendar apps subscribe to; they fetch it again every few hours.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  const today = todayIn(settings.timeZone);
  const path = withQuery(API_PATHS.eventPage, { today, per_page: PAGE_SIZES.max });
  const events = await loadFromApi(context, path, eventPageSchema, MESSAGES.fetchEventsFailed);
  if (!events.ok) return new Response(events.error, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  // The page goes on with past events when fewer are coming up.
  const upcoming = events.data.events.filter((event) => event.date >= today);
  const body = icsCalendar(upcoming, { origin: context.publicOrigin, timeZone: settings.timeZone, calendarName: `${settings.name} events` });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
