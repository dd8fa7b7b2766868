import { addDays } from "@lampstand/contract/public-reads";
import { WEEKDAYS, type ServiceTime } from "@lampstand/contract/site-settings";
import { todayIn } from "~/lib/church-day";
import { zonedInstant } from "~/lib/zoned-time";
import { LIVE_AFTER_MS, LIVE_BEFORE_MS } from "./starts-in";

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
