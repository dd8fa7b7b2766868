/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE` (docs/operations.md "Backup and restore", ADR 022).
 *
 * The database is the one the server uses (DATABASE_URL, else PGlite in DATA_DIR). A backup of
 * PostgreSQL reads it directly; of PGlite, it asks the running server through the data folder's
 * socket, or opens the folder itself when no server has it. A restore needs an empty target and,
 * on PGlite, the folder to itself.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { DataDirError } from "../db/data-dir.ts";
import { migrationsFolder, openDatabase, type Database } from "../db/client.ts";
import { backupFromRunningServer, holdDataDir, isAnswering, socketPath } from "./data-dir-socket.ts";
import { BackupError, type BackupHeader } from "./format.ts";
import { restoreBackup } from "./restore-backup.ts";
import { knownMigrations } from "./tables.ts";
import { writeBackup, writeBackupFile } from "./write-backup.ts";

const USAGE = "Usage: npm run db:backup [FILE]   (default: lampstand-backup-<date>-<time>.jsonl.gz here)\n       npm run db:restore FILE";

/** npm runs scripts from the project's folder; a file named on the command line is relative to where the command was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function backup(config: Config, fileArgument: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const file = fromCaller(fileArgument ?? `lampstand-backup-${stamp}.jsonl.gz`);
  let how = "";
  await writeBackupFile(file, async (out) => {
    if (config.databaseUrl) {
      await withDatabase(openDatabase({ kind: "postgres", url: config.databaseUrl }), (database) => writeBackup(database, out));
      how = "from PostgreSQL";
    } else if (await isAnswering(socketPath(config.dataDir))) {
      await backupFromRunningServer(config.dataDir, out);
      how = `from the server running on ${path.resolve(config.dataDir)}`;
    } else {
      if (!existsSync(path.resolve(config.dataDir, "pglite", "PG_VERSION"))) throw new BackupError(`There is no database in ${path.resolve(config.dataDir, "pglite")} to back up.`);
      await withPgliteFolder(config, {}, (database) => writeBackup(database, out));
      how = `from ${path.resolve(config.dataDir)} (no server was running on it)`;
    }
  });
  console.log(`Backup written to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, readable by this user only), ${how}.`);
}

async function restore(config: Config, fileArgument: string | undefined): Promise<void> {
  if (!fileArgument) throw new BackupError(`Name the backup file to restore.\n${USAGE}`);
  const file = fromCaller(fileArgument);
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  let header: BackupHeader;
  if (config.databaseUrl) {
    header = await withDatabase(openDatabase({ kind: "postgres", url: config.databaseUrl }), (database) => restoreBackup(database, createReadStream(file)));
  } else {
    if (await isAnswering(socketPath(config.dataDir))) {
      throw new BackupError(`A Lampstand server is running on ${path.resolve(config.dataDir)}: a restore needs an empty data folder to itself. Stop the server, or restore into another DATA_DIR.`);
    }
    // A new data folder starts from the build's migrated template, unless the backup is older:
    // then from a blank database, which the restore migrates only as far as the backup's.
    const current = (await firstLine(file)).migrations?.length === knownMigrations(migrationsFolder()).length;
    header = await withPgliteFolder(config, current ? {} : { template: "" }, (database) => restoreBackup(database, createReadStream(file)));
  }
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${file}: ${header.tables.length} tables, ${rows} rows, backed up ${header.createdAt} from ${header.source}.`);
}

async function firstLine(file: string): Promise<Partial<BackupHeader>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) return JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    // not a backup: restoreBackup says so in its words
  } finally {
    lines.close();
  }
  return {};
}

async function withDatabase<T>(opening: Promise<Database>, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await opening;
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** PGlite in DATA_DIR, with the folder held against a server starting meanwhile. */
async function withPgliteFolder<T>(config: Config, options: { template?: string }, use: (database: Database) => Promise<T>): Promise<T> {
  const hold = await holdDataDir(config.dataDir);
  try {
    return await withDatabase(openDatabase({ kind: "pglite", dataDir: config.dataDir, ...options }), use);
  } finally {
    await hold?.release();
  }
}

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const config = loadConfig();
    await (command === "backup" ? backup(config, file) : restore(config, file));
  } catch (error) {
    // What the person running it can act on is one sentence; anything else keeps its stack.
    const known = error instanceof BackupError || error instanceof DataDirError || error instanceof ConfigError;
    console.error(`${command === "backup" ? "Backup" : "Restore"} failed:`, known ? error.message : error);
    process.exit(1);
  }
}

await main();
