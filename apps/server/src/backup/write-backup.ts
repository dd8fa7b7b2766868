import { once } from "node:events";
import { createWriteStream, openSync, renameSync, rmSync } from "node:fs";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";
import { appliedMigrations, listTables, quote, rows, type Column, type Table } from "./tables.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from "./format.ts";

/**
 * A backup holds the password hashes and every visitor's message: only its owner may read it
 * (0600), whatever the umask of the shell or cron job that runs it.
 */
export const BACKUP_FILE_MODE = 0o600;

/**
 * Writes `file` through `write`: first as `file.partial`, renamed when complete, so a backup that
 * failed half-way never looks like one. The partial file is made by this process, readable by its
 * owner only from the moment it exists (the mode goes with the open that creates it, never a
 * chmod afterwards); one left by a run that was killed is removed first, since opening it would
 * keep its old mode. O_EXCL also refuses a symbolic link planted under that name.
 */
export async function writeBackupFile(file: string, write: (out: Writable) => Promise<unknown>): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // Opened here and now, so the file exists before `write` starts and is gone after it, whatever happens.
  const out = createWriteStream(partial, { fd: openSync(partial, "wx", BACKUP_FILE_MODE) });
  try {
    await write(out);
    renameSync(partial, file);
  } finally {
    out.destroy(); // closes the file when `write` gave up before using it
    rmSync(partial, { force: true });
  }
}

/** Rows fetched at a time: a table of pictures is read a few megabytes at a time, never whole. */
const FETCH_ROWS = 50;

/**
 * Writes a backup of everything in `database` to `out`: gzip'd JSON lines (format.ts), read in
 * one REPEATABLE READ transaction, so every table is as it was at one instant while the site
 * goes on writing (ADR 022).
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  const gzip = createGzip();
  const writing = pipeline(gzip, out);
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      for await (const line of snapshotLines(tx, database.kind, (value) => (header = value))) {
        // A slow file (or socket) slows the reading down rather than filling memory.
        if (!gzip.write(line)) await once(gzip, "drain");
      }
    });
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
    await writing.catch(() => {});
    throw error;
  }
  await writing;
  if (!header) throw new Error("The backup ended before its header was written.");
  return header;
}

/** Every line of the backup, read from `tx` (one snapshot). */
async function* snapshotLines(tx: DbOrTx, kind: Database["kind"], onHeader: (header: BackupHeader) => void): AsyncGenerator<string> {
  const tables = await listTables(tx);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: number | string }>(tx, sql.raw(`SELECT count(*) AS n FROM ${quote(table.name)}`));
    counts[table.name] = Number(row?.n ?? 0);
  }
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    source: kind,
    migrations: await appliedMigrations(tx),
    tables: tables.map((table) => ({ name: table.name, columns: table.columns.map(({ name, type }) => ({ name, type })), rows: counts[table.name] ?? 0 })),
  };
  onHeader(header);
  yield `${JSON.stringify(header)}\n`;
  // Timestamps with time zone are written in UTC, whatever the server's zone.
  await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
  for (const table of tables) {
    yield `${JSON.stringify({ table: table.name })}\n`;
    await tx.execute(sql.raw(`DECLARE lampstand_backup NO SCROLL CURSOR FOR ${selectAsText(table)}`));
    while (true) {
      const batch = await rows<Record<string, string | null>>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM lampstand_backup`));
      for (const row of batch) yield `${JSON.stringify(table.columns.map((_column, index) => row[`c${index}`] ?? null))}\n`;
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.execute(sql.raw("CLOSE lampstand_backup"));
  }
  yield `${JSON.stringify({ end: true })}\n`;
}

/**
 * Every value as PostgreSQL's own text for it, which reads back exactly as it was, whichever
 * PostgreSQL reads it; bytes as base64 (a third larger, where text would double them).
 */
function selectAsText(table: Table): string {
  const value = (column: Column, index: number) =>
    column.bytes ? `translate(encode(${quote(column.name)}, 'base64'), E'\\n', '') AS c${index}` : `${quote(column.name)}::text AS c${index}`;
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quote).join(", ")}` : "";
  return `SELECT ${table.columns.map(value).join(", ")} FROM ${quote(table.name)}${order}`;
}
