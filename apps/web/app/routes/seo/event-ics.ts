import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { eventSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { icsCalendar, streetAddress } from "~/features/events/ics";
import { loadFromApi } from "~/lib/api.server";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/event-ics";

/** /events/{id}/event.ics: one event, for "Add to calendar": a repeating one with all its dates. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const loaded = /^\d+$/.test(params.id)
    ? await loadFromApi(context, apiPath(API_PATHS.publicEvent, { id: params.id }), eventSchema, MESSAGES.fetchEventsFailed)
    : undefined;
  if (!loaded || (!loaded.ok && loaded.status === 404)) return text(MESSAGES.eventNotFound, 404);
  if (!loaded.ok) return text(loaded.error, 503);
  const event = loaded.data;
  const { timeZone, address } = await loadSettings(context);
  const body = icsCalendar([event], { origin: context.publicOrigin, timeZone, calendarName: event.title, address: streetAddress(address) });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.id}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
