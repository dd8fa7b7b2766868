/**
 * When a service is on (issue 23): from a quarter of an hour before its start, while people find
 * the stream, to two hours after it, in the church's time zone and with its changes of the clocks.
 * Here, apart from service-window.ts, with nothing imported: the browser's countdown needs these
 * and must not carry the contract's schemas onto a public page.
 */
export const LIVE_BEFORE_MS = 15 * 60_000;
export const LIVE_AFTER_MS = 2 * 60 * 60_000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * How long until `start`, as people say it: "Starts in 2 days 3 hours", "Starts in 1 hour 5
 * minutes", "Starts in 12 minutes". Rounded down to the minute, like the clock on the wall. The
 * server writes it, and the browser's countdown (live-countdown.tsx) keeps it current.
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
