import { timeOfDay } from "@lampstand/contract/event-time";

/**
 * The event form's time (SPEC §5): staff pick it in a 24-hour <input type="time"> ("19:30"); it
 * is sent as a 12-hour string with a two-digit hour ("07:30 PM"). Events are stored either way,
 * so editing one fills the picker back from both forms.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** "19:30" → "07:30 PM", "00:05" → "12:05 AM", "12:00" → "12:00 PM"; "" for anything that is not a time. */
export function toTwelveHourTime(pickerValue: string): string {
  // A picker that shows seconds gives "19:30:00"; they are not kept.
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(pickerValue.trim());
  if (!match) return "";
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** A stored time, "19:30" or "07:30 PM" (or "7:30pm"), as the picker's value "19:30"; "" when it is neither. */
export function toPickerTime(stored: string): string {
  const time = timeOfDay(stored);
  return time ? `${pad(time.hours)}:${pad(time.minutes)}` : "";
}
