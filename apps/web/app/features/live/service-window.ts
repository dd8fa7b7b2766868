import { addDays } from "@lampstand/contract/public-reads";
import { WEEKDAYS, type ServiceTime } from "@lampstand/contract/site-settings";
import { todayIn } from "~/lib/church-day";
import { zonedInstant } from "~/lib/zoned-time";

/**
 * When a service is on (issue 23): from a quarter of an hour before its start, while people find
 * the stream, to two hours after it, in the church's time zone and with its changes of the clocks.
 */
export const LIVE_BEFORE_MS = 15 * 60_000;
export const LIVE_AFTER_MS = 2 * 60 * 60_000;

/** One service on one date: the settings' weekly time made an instant. */
export type ServiceDate = { service: ServiceTime; date: string; start: Date };

export type LiveState =
  | { live: true; now: ServiceDate }
  | { live: false; next: ServiceDate | undefined };

/**
 * The services on the dates around `now`: from yesterday (a service late last night may still be
 * on) to eight days on (a week's only service, earlier today, next comes a week later).
 */
function serviceDates(services: readonly ServiceTime[], timeZone: string, now: Date): ServiceDate[] {
  const today = todayIn(timeZone, now);
  const dates: ServiceDate[] = [];
  for (let offset = -1; offset <= 8; offset++) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    for (const service of services) {
      if (service.day !== weekday) continue;
      const [hours = 0, minutes = 0] = service.time.split(":").map(Number);
      dates.push({ service, date, start: zonedInstant(date, hours, minutes, timeZone) });
    }
  }
  return dates.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether a service is on at `now`, else the next one to start (undefined when the settings list none). */
export function liveState(services: readonly ServiceTime[], timeZone: string, now: Date): LiveState {
  const at = now.getTime();
  const dates = serviceDates(services, timeZone, now);
  const on = dates.find(({ start }) => at >= start.getTime() - LIVE_BEFORE_MS && at < start.getTime() + LIVE_AFTER_MS);
  if (on) return { live: true, now: on };
  return { live: false, next: dates.find(({ start }) => start.getTime() > at) };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * How long until `start`, as people say it: "Starts in 2 days 3 hours", "Starts in 1 hour 5
 * minutes", "Starts in 12 minutes". Rounded down to the minute, like the clock on the wall. The
 * browser's countdown script (live-countdown.ts) words it the same way.
 */
export function startsIn(start: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((start.getTime() - now.getTime()) / 60_000));
  if (minutes < 1) return "Starting now";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `Starts in ${plural(days, "day")}${hours > 0 ? ` ${plural(hours, "hour")}` : ""}`;
  if (hours > 0) return `Starts in ${plural(hours, "hour")}${rest > 0 ? ` ${plural(rest, "minute")}` : ""}`;
  return `Starts in ${plural(rest, "minute")}`;
}
