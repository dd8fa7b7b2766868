import { API_PATHS } from "@lampstand/contract/api-paths";
import { eventListSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { icsCalendar } from "~/features/events/ics";
import { loadFromApi } from "~/lib/api.server";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/event-ics";

/** /events/{id}/event.ics: one event, for "Add to calendar". */
export async function loader({ context, params }: Route.LoaderArgs) {
  const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const events = await loadFromApi(context, API_PATHS.viewEvents, eventListSchema, MESSAGES.fetchEventsFailed);
  if (!events.ok) return text(events.error, 503);
  const event = /^\d+$/.test(params.id) ? events.data.find((candidate) => candidate.id === Number(params.id)) : undefined;
  if (!event) return text(MESSAGES.eventNotFound, 404);
  const body = icsCalendar([event], { origin: context.publicOrigin, timeZone: siteConfig.timeZone, calendarName: event.title });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.id}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
