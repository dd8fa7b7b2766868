/**
 * An event's time as both sides read it. Staff store "19:30" or "07:30 PM" (SPEC §5: the admin
 * form sends the 12-hour form, older entries hold the 24-hour one); the server sorts by it, the
 * web app shows it, turns it into an instant for calendars and fills the time picker from it.
 */
export function timeOfDay(time: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(time.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half === "AM" && hours === 12) hours = 0;
  if (half === "PM" && hours !== 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}
