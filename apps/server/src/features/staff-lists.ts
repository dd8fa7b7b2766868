import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { StaffPage, StaffPageQuery } from "@lampstand/contract/staff-lists";

/**
 * What the paged staff lists share (issue 24, ADR 043): the search and the cut of one page. The
 * search is ILIKE '%q%' over a few columns: no trigram index (pg_trgm is an extension PGlite
 * must load and a managed PostgreSQL may refuse), since a church's lists are thousands of rows,
 * scanned in a few milliseconds; the order of each list comes from its own index.
 */

/** `%`, `_` and `\` typed into a search are searched for as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows where any of `columns` contains `q` (case-insensitive); undefined (every row) when `q` is
 * empty. The columns are joined by line breaks and matched once: one ILIKE a row is half the
 * time of one a column on PGlite (ADR 044), and a search box's one line cannot match across two.
 * A search with a line break in it (sent by a client other than the search box) is matched
 * column by column, so it too finds only what one field holds.
 */
export function searchIn(q: string, columns: ReadonlyArray<PgColumn | SQL>): SQL | undefined {
  if (q === "") return undefined;
  const pattern = likePattern(q);
  if (/[\r\n]/.test(q)) return or(...columns.map((column) => ilike(column, pattern)));
  return ilike(sql`concat_ws(E'\n', ${sql.join([...columns], sql`, `)})`, pattern);
}

/** First and last name as one text, so "Ruth Bell" finds Ruth Bell. */
export const fullName = (first: PgColumn, last: PgColumn): SQL => sql`(${first} || ' ' || ${last})`;

/** Rows to skip before the page asked for. */
export const offsetOf = ({ page, per_page: perPage }: StaffPageQuery) => (page - 1) * perPage;

/** The page as the API answers with it. */
export function staffPage<Item>(items: Item[], total: number, { page, per_page }: StaffPageQuery): StaffPage<Item> {
  return { items, total, page, per_page };
}
