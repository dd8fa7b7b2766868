/**
 * Wall-clock times of the church's time zone as instants, with the zone's own rules (Intl knows
 * the IANA data): an event at 10:00 is at 10:00 on both sides of a change of the clocks.
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
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) throw new Error(`Not a date: ${date}`);
  const wallClock = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  // The offset at the wall-clock time taken as UTC is right except near a change of offset; one more step settles it.
  let instant = wallClock - zoneOffset(wallClock, timeZone);
  instant = wallClock - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** The date ("2026-12-24") and time ("18:00") the wall clock of `timeZone` shows at `instant`: a scheduled newsletter's time in the admin. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone)).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * "Dec 24, 2026, 6:00 PM (CST)": an instant as the church's clock in `timeZone` (the settings')
 * shows it, whatever the device's zone: how the newsletter's schedule and versions and the pages'
 * history write a moment.
 */
export function churchTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const zoneName = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  return `${new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(instant)} (${zoneName ?? timeZone})`;
}
