import type { ChurchEvent } from "@lampstand/contract/entities";
import { describeRepeatText } from "~/lib/repeat-words";

/**
 * A series' rule in words for the public pages, worked out in their loaders: the rule's parser
 * comes with zod, which no public page's script should carry (ADR 020's budget).
 */
/** "Every Sunday at 10:00 AM" for a series; null for a single event. */
export function seriesWords(event: Pick<ChurchEvent, "rrule" | "date" | "event_time">): string | null {
  return event.rrule ? describeRepeatText(event.rrule, { start: event.date, time: event.event_time }) : null;
}

