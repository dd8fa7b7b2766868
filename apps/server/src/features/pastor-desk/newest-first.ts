import type { DeskPost } from "@lampstand/contract/entities";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * The month is free text (SPEC §3): "January", "Jan", "jan.", "1" and "01" are all 1; "Sept" is 9.
 * Anything else is 0, so it sorts last within its year in a newest-first list.
 */
export function monthNumber(month: string): number {
  const text = month.trim().toLowerCase().replace(/\.$/, "");
  if (/^\d{1,2}$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 12 ? n : 0;
  }
  if (text.length < 3) return 0;
  const index = MONTHS.findIndex((name) => name.startsWith(text));
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
