/**
 * The calendar day `now` falls on in `timeZone`, as "2026-11-23": the church's today for the
 * calendar and the feeds, and the day a staff screen compares times by.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}
