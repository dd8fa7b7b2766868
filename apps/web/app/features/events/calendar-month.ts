import { todayIn } from "~/lib/church-day";

/**
 * The months of the events calendar (SPEC §2.7, §9; ARCHITECTURE decision 8): it opens on the
 * current month in the church's time zone, never earlier than March 2025, and the month lives in
 * the URL (`/events?month=2026-11`) so it renders on the server and can be shared.
 */
export type CalendarMonth = { year: number; month: number };

/** SPEC §9: the calendar starts at March 2025. */
export const FIRST_MONTH: CalendarMonth = { year: 2025, month: 3 };

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → the month; anything else → null. */
export function parseMonth(value: string | null | undefined): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** The month's last day: 28 to 31. */
export const lastDayOf = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const monthKey = ({ year, month }: CalendarMonth) => `${year}-${String(month).padStart(2, "0")}`;

export const monthLabel = ({ year, month }: CalendarMonth) => MONTH_NAME.format(new Date(Date.UTC(year, month - 1, 1)));

const index = ({ year, month }: CalendarMonth) => year * 12 + (month - 1);
const fromIndex = (value: number): CalendarMonth => ({ year: Math.floor(value / 12), month: (value % 12) + 1 });

export const shiftMonth = (month: CalendarMonth, delta: number) => fromIndex(index(month) + delta);
export const isBefore = (a: CalendarMonth, b: CalendarMonth) => index(a) < index(b);

/** The month `now` falls in, in `timeZone`. */
export function currentMonth(now: Date, timeZone: string): CalendarMonth {
  return parseMonth(todayIn(timeZone, now).slice(0, 7))!;
}

/** The month to show for `?month=`: the asked one when valid, else the current one; never before March 2025. */
export function monthToShow(asked: string | null, now: Date, timeZone: string): CalendarMonth {
  const month = parseMonth(asked) ?? currentMonth(now, timeZone);
  return isBefore(month, FIRST_MONTH) ? FIRST_MONTH : month;
}

export type CalendarDay = { date: string; day: number; inMonth: boolean };

/** The weeks of the month's grid, Sunday to Saturday, padded with the neighbouring months' days. */
export function monthWeeks({ year, month }: CalendarMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = new Date(first);
  start.setUTCDate(1 - first.getUTCDay());
  const weeks: CalendarDay[][] = [];
  const cursor = new Date(start);
  do {
    const week: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      week.push({ date: cursor.toISOString().slice(0, 10), day: cursor.getUTCDate(), inMonth: cursor.getUTCMonth() === month - 1 });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === month - 1);
  return weeks;
}
