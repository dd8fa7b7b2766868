import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import { migrationsFolder, type Database, type DbOrTx } from "../db/client.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupHeader } from "./format.ts";
import { appliedMigrations, firstNonEmptyTable, knownMigrations, listTables, quote, rows, type Table } from "./tables.ts";

/** Rows (or bytes of them) inserted per statement. */
const BATCH_ROWS = 100;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * Puts a backup (write-backup.ts) into `database`, which must hold no rows (ADR 022): migrates
 * it to the backup's migration, loads every row in one transaction (all or nothing), sets the
 * id sequences past the restored ids, then runs the migrations that came after the backup.
 * Reads the file once, as a stream: pictures are never all in memory.
 */
export async function restoreBackup(database: Database, input: Readable): Promise<BackupHeader> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const header = parseHeader(await nextLine(lines));
  const level = checkMigrations(header);
  await prepareTarget(database, level);

  const tables = new Map((await listTables(database.db)).map((table) => [table.name, table]));
  for (const table of header.tables) {
    const target = tables.get(table.name);
    const missing = table.columns.filter((column) => !target?.columns.some((existing) => existing.name === column.name));
    if (!target || missing.length > 0) {
      throw new BackupError(`The backup's table ${table.name} does not match this database's (${target ? `no column ${missing[0]?.name}` : "no such table"}).`);
    }
  }

  await database.db.transaction(async (tx) => {
    await loadRows(tx, header, tables, lines);
    for (const table of header.tables) await resetSequences(tx, table.name);
  });
  await database.migrate();
  return header;
}

async function nextLine(lines: AsyncIterator<string>): Promise<string | undefined> {
  try {
    const next = await lines.next();
    return next.done ? undefined : next.value;
  } catch (error) {
    throw new BackupError(`The file is not a Lampstand backup, or it is damaged (${(error as Error).message}).`);
  }
}

function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
    throw new BackupError("The file is not a Lampstand backup (made by npm run db:backup).");
  }
  if (header.version !== BACKUP_VERSION) throw new BackupError(`The backup is in format version ${header.version}; this Lampstand reads version ${BACKUP_VERSION}.`);
  return header as BackupHeader;
}

/** How many of this server's migrations the backup's database had run; refuses a backup from a newer or a different version. */
function checkMigrations(header: BackupHeader): number {
  const known = knownMigrations(migrationsFolder());
  if (header.migrations.length > known.length) {
    throw new BackupError(`The backup was made by a newer Lampstand (${header.migrations.length} database migrations, this one knows ${known.length}). Update Lampstand, then restore.`);
  }
  header.migrations.forEach((migration, index) => {
    if (known[index]?.when !== migration.createdAt) {
      throw new BackupError(`The backup's database migration ${index + 1} is not this Lampstand's ${known[index]?.tag}: it was made by a different version.`);
    }
  });
  return header.migrations.length;
}

/** Refuses a target that holds data; brings an empty one to the backup's migration. */
async function prepareTarget(database: Database, level: number): Promise<void> {
  const holding = await firstNonEmptyTable(database.db, await listTables(database.db));
  if (holding) {
    throw new BackupError(
      `The target database is not empty (table ${holding} has rows). Restore into an empty database: ${
        database.kind === "pglite" ? "a DATA_DIR that is new or empty" : "a new one (createdb), named in DATABASE_URL"
      }.`,
    );
  }
  const applied = (await appliedMigrations(database.db)).length;
  if (applied > level) {
    throw new BackupError(
      `The target database was set up by a newer Lampstand than the backup's (${applied} migrations, the backup has ${level}). Restore into a database that was never used: ${
        database.kind === "pglite" ? "a new or empty DATA_DIR" : "a new one (createdb)"
      }.`,
    );
  }
  if (applied < level) {
    const folder = migrationsUpTo(level);
    try {
      await database.migrate(folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

/** A copy of the migrations folder that stops after the first `level` migrations, for drizzle's migrator. */
function migrationsUpTo(level: number): string {
  const source = migrationsFolder();
  const folder = mkdtempSync(path.join(tmpdir(), "lampstand-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const full = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  const journal = { ...full, entries: full.entries.slice(0, level) };
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function loadRows(tx: DbOrTx, header: BackupHeader, tables: Map<string, Table>, lines: AsyncIterator<string>): Promise<void> {
  const expected = new Map(header.tables.map((table) => [table.name, table]));
  let current: { name: string; columns: Array<{ name: string; type: string }>; count: number } | undefined;
  let batch: unknown[][] = [];
  let batchChars = 0;
  const flush = async () => {
    if (current && batch.length > 0) await tx.execute(insertStatement(current.name, current.columns, tables.get(current.name)!, batch));
    batch = [];
    batchChars = 0;
  };
  const finishTable = async () => {
    await flush();
    if (current && current.count !== expected.get(current.name)?.rows) {
      throw new BackupError(`The backup's table ${current.name} should have ${expected.get(current.name)?.rows} rows but has ${current.count}: the file is damaged.`);
    }
  };

  for (let line = await nextLine(lines); line !== undefined; line = await nextLine(lines)) {
    if (line.startsWith("[")) {
      if (!current) throw new BackupError("The backup file is damaged (a row before its table).");
      const row = JSON.parse(line) as unknown[];
      batch.push(row);
      batchChars += line.length;
      current.count++;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      continue;
    }
    const marker = JSON.parse(line) as { table?: string; end?: boolean };
    await finishTable();
    if (marker.end) return;
    const table = marker.table ? expected.get(marker.table) : undefined;
    if (!table) throw new BackupError(`The backup file is damaged (unknown table ${marker.table}).`);
    current = { name: table.name, columns: table.columns, count: 0 };
  }
  throw new BackupError("The backup file is cut short (it has no end): nothing was restored.");
}

/** INSERT of `batch` with every value cast from PostgreSQL's text for it, bytes decoded from base64. */
function insertStatement(name: string, columns: Array<{ name: string; type: string }>, table: Table, batch: unknown[][]): SQL {
  const types = columns.map((column) => table.columns.find((existing) => existing.name === column.name)!);
  const values = batch.map(
    (row) =>
      sql`(${sql.join(
        types.map((column, index) => {
          const value = row[index] ?? null;
          return column.bytes ? sql`decode(${value}, 'base64')` : sql`${value}::${sql.raw(column.type)}`;
        }),
        sql`, `,
      )})`,
  );
  // OVERRIDING SYSTEM VALUE: ids come from the backup, even into identity columns.
  return sql`INSERT INTO ${sql.raw(quote(name))} (${sql.raw(columns.map((column) => quote(column.name)).join(", "))}) OVERRIDING SYSTEM VALUE VALUES ${sql.join(values, sql`, `)}`;
}

/** Sets each serial or identity column's sequence so the next id follows the highest restored one. */
async function resetSequences(tx: DbOrTx, table: string): Promise<void> {
  const sequences = await rows<{ column: string; sequence: string }>(
    tx,
    sql`SELECT a.attname AS column, pg_get_serial_sequence(${quote(table)}, a.attname) AS sequence
          FROM pg_attribute a
         WHERE a.attrelid = ${quote(table)}::regclass AND a.attnum > 0 AND NOT a.attisdropped
           AND pg_get_serial_sequence(${quote(table)}, a.attname) IS NOT NULL`,
  );
  for (const { column, sequence } of sequences) {
    const max = `(SELECT max(${quote(column)}) FROM ${quote(table)})`;
    await tx.execute(sql`SELECT setval(${sequence}::regclass, coalesce(${sql.raw(max)}, 1), ${sql.raw(max)} IS NOT NULL)`);
  }
}
