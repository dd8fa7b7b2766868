/**
 * Wall-clock times of a time zone (the church's, siteConfig.timeZone) and the instants they are:
 * event times in the calendar feeds, a newsletter's scheduled time in the admin (issue 24).
 */

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `instant`. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second"));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock of `timeZone` shows this date and time. */
export function zonedInstant(date: string, hours: number, minutes: number, timeZone: string): Date {
  // The calendar day's numbers: Date.UTC carries a day out of range over, as the callers' checked dates never are.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!day) throw new Error(`Not a date: ${date}`);
  const wallClock = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hours, minutes);
  // The offset at the wall-clock time taken as UTC is right except near a change of offset; one more step settles it.
  let instant = wallClock - zoneOffset(wallClock, timeZone);
  instant = wallClock - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** The date ("2026-12-24") and time ("18:00") the wall clock of `timeZone` shows at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone)).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
