import type { Migration } from "./tables.ts";

/**
 * A backup file (ADR 022): gzip'd JSON lines, the same from PGlite and from PostgreSQL.
 *
 *   {"format":"lampstand-backup","version":1,"createdAt":…,"source":"pglite","migrations":[…],"tables":[{"name":"users","columns":[{"name":"id","type":"integer"},…],"rows":3},…]}
 *   {"table":"users"}
 *   ["1","Grace","grace@example.org",…]          one line per row: PostgreSQL's text of each value, null for NULL, bytea in base64
 *   …
 *   {"end":true}                                  absent when the file was cut short
 *
 * Tables come parents first (foreign keys), so rows can be put back in file order.
 */
export const BACKUP_FORMAT = "lampstand-backup";
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** The migrations applied to the database backed up: a restore brings the target to the same point first. */
  migrations: Migration[];
  tables: Array<{ name: string; columns: Array<{ name: string; type: string }>; rows: number }>;
};

/** A backup that cannot be restored here, with the sentence that says why. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
