import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "./schema.ts";

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

/** A connection or an open transaction: what repositories take, so a write can join its caller's transaction. */
export type DbOrTx = Pick<Db, "select" | "insert" | "delete" | "update" | "execute">;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs every migration not yet applied; safe when several processes start at once. `folder`:
   * another migrations folder than the server's own (a restore migrates to a backup's level first).
   */
  migrate(folder?: string): Promise<void>;
  /** Tells every server process on this database (LISTEN/NOTIFY); PGlite has one process, so only this one. */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onMessage` with every payload a process on this database (this one too) notifies on `channel`. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /**
   * Why notifications from other processes may not reach this one now (its listening connection
   * was lost, and is being made again: ADR 028), or undefined while they do. Always undefined on
   * PGlite, which has no other processes. Whatever another process can change must not be kept
   * in memory meanwhile.
   */
  notificationProblem(): string | undefined;
  /** Calls `watcher` with the new notificationProblem() whenever it changes: lost, and back. */
  watchNotifications(watcher: (problem: string | undefined) => void): void;
  /**
   * Brings the query planner's statistics up to date and clears out dead rows, table by table.
   * PGlite has no autovacuum (its one process has no launcher for it): without this its planner
   * never learns how many rows a table holds and, guessing a handful, sorts a whole inbox to show
   * twenty of it instead of reading them off the index (ADR 044). PostgreSQL's autovacuum does
   * this itself: there it does nothing.
   */
  upkeep(): Promise<void>;
  close(): Promise<void>;
};

/**
 * How the listening connection is checked (PostgreSQL): a query every `everyMs`, which must
 * answer within `timeoutMs`, and reconnections at most `retryMaxMs` apart. Tests shorten them.
 */
export type ListenerTiming = { everyMs: number; timeoutMs: number; retryMaxMs: number };

/**
 * PGlite: `dataDir` null keeps the database in memory. `template` is a directory written by
 * writePgliteTemplate; by default the one the build puts beside the bundled server, when present.
 */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null; template?: string }
  | { kind: "postgres"; url: string; listenerTiming?: ListenerTiming };

/** drizzle/ sits at the server package root; this file runs from src/db or, bundled, from dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Migrations folder 'drizzle' not found next to the server package.");
}

/**
 * Each driver is loaded when it is opened: a server on PGlite never loads node-postgres, and one
 * on PostgreSQL never loads PGlite (each with its part of drizzle, 40 ms of a start; ADR 019).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return (await import("./postgres-database.ts")).openPostgres(target.url, target.listenerTiming);
  return (await import("./pglite-database.ts")).openPglite(target.dataDir, target.template);
}
