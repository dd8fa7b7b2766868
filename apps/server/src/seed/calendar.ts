import type { EventDay } from "./content.ts";

/** Month names as the admin form writes them (SPEC §3: month is free text, e.g. "July"). */
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Year and month index of the month `offset` months from `today` (local time: "this month" is the reader's month). */
function shiftMonth(today: Date, offset: number): { year: number; monthIndex: number } {
  const shifted = new Date(today.getFullYear(), today.getMonth() + offset, 1);
  return { year: shifted.getFullYear(), monthIndex: shifted.getMonth() };
}

/** `{ month: "November", year: "2026" }` for the month `offset` months from `today`. */
export function deskMonth(today: Date, offset: number): { month: string; year: string } {
  const { year, monthIndex } = shiftMonth(today, offset);
  return { month: MONTH_NAMES[monthIndex]!, year: String(year) };
}

/** The event's calendar date as YYYY-MM-DD, e.g. the 2nd Saturday of next month. */
export function eventDate(today: Date, { monthOffset, weekday, nth }: EventDay): string {
  const { year, monthIndex } = shiftMonth(today, monthOffset);
  const firstWeekday = new Date(year, monthIndex, 1).getDay();
  // nth is at most 4, so the day always exists (4th occurrence ≤ 28th).
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7;
  return `${year}-${String(monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
