import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/**
 * What a backup reads of the database itself, so that whatever a later migration adds (a table,
 * a column) is backed up without anyone listing it here (ADR 022).
 */

export type Column = { name: string; type: string; bytes: boolean };
export type Table = { name: string; columns: Column[]; primaryKey: string[] };
export type Migration = { hash: string; createdAt: number };

/** Rows of a query, the same from node-postgres and PGlite. */
export async function rows<T>(db: Pick<DbOrTx, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the application's schema with its stored columns (generated ones are derived,
 * not stored), parents before the tables whose foreign keys point at them, so rows can be put
 * back in this order.
 */
export async function listTables(db: Pick<DbOrTx, "execute">): Promise<Table[]> {
  const columns = await rows<{ table: string; name: string; type: string; primary: boolean }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
               coalesce(a.attnum = ANY (i.indkey), false) AS primary
          FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
          LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
         ORDER BY c.relname, a.attnum`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent
          FROM pg_constraint f
          JOIN pg_class c ON c.oid = f.conrelid
          JOIN pg_class p ON p.oid = f.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE f.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) tables.set(column.table, (table = { name: column.table, columns: [], primaryKey: [] }));
    table.columns.push({ name: column.name, type: column.type, bytes: column.type === "bytea" });
    if (column.primary) table.primaryKey.push(column.name);
  }
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(tables: Table[], references: Array<{ child: string; parent: string }>): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const place = (table: Table) => {
    if (placed.has(table.name) || visiting.has(table.name)) return; // a cycle: left to the order given
    visiting.add(table.name);
    for (const { parent } of references.filter((reference) => reference.child === table.name)) {
      const parentTable = byName.get(parent);
      if (parentTable) place(parentTable);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** The migrations applied to this database, oldest first (none when it was never migrated). */
export async function appliedMigrations(db: Pick<DbOrTx, "execute">): Promise<Migration[]> {
  const [exists] = await rows<{ found: string | null }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`);
  if (!exists?.found) return [];
  const applied = await rows<{ hash: string; created_at: string | number }>(db, sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return applied.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this server knows, oldest first, from drizzle's journal. */
export function knownMigrations(folder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The first table of `tables` that holds a row, if any. */
export async function firstNonEmptyTable(db: Pick<DbOrTx, "execute">, tables: Table[]): Promise<string | undefined> {
  for (const table of tables) {
    const [row] = await rows<{ any: boolean }>(db, sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quote(table.name)}) AS any`));
    if (row?.any) return table.name;
  }
  return undefined;
}
