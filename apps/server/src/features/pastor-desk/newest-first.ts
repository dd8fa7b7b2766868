import type { DeskPost } from "@lampstand/contract/entities";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "March", "mar", "3" or "03" → 3; anything else → 0 (sorts as oldest within its year). */
export function monthNumber(month: string): number {
  const text = month.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 12 ? n : 0;
  }
  const index = MONTHS.indexOf(text.slice(0, 3));
  return index === -1 ? 0 : index + 1;
}

function yearNumber(year: string): number {
  const match = /\d{4}/.exec(year);
  return match ? Number(match[0]) : 0;
}

/** Newest first by year and month (both free text, SPEC §3), then by most recently added. */
export function sortNewestFirst(posts: DeskPost[]): DeskPost[] {
  return [...posts].sort(
    (a, b) =>
      yearNumber(b.year) - yearNumber(a.year) ||
      monthNumber(b.month) - monthNumber(a.month) ||
      b.id - a.id,
  );
}
