import { API_PATHS } from "@lampstand/contract/api-paths";
import { eventListSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { todayIn } from "~/lib/church-day";
import { icsCalendar } from "~/features/events/ics";
import { loadFromApi } from "~/lib/api.server";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/events-ics";

/** /events.ics: the upcoming events as a calendar that phones and calendar apps subscribe to. */
export async function loader({ context }: Route.LoaderArgs) {
  const events = await loadFromApi(context, API_PATHS.viewEvents, eventListSchema, MESSAGES.fetchEventsFailed);
  if (!events.ok) return new Response(events.error, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  const today = todayIn(siteConfig.timeZone);
  const upcoming = events.data.filter((event) => event.date >= today);
  const body = icsCalendar(upcoming, { origin: context.publicOrigin, timeZone: siteConfig.timeZone, calendarName: `${siteConfig.name} events` });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
