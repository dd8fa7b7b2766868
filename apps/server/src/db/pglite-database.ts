import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { chmod, copyFile, mkdir, readdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema.ts";
import { migrationsFolder, type Database, type Db } from "./client.ts";
import { checkWritable, DataDirError, fileSystemCode } from "./data-dir.ts";

/**
 * PostgreSQL inside PGlite touches all of shared_buffers as it starts, and PGlite's data dir
 * says 128MB (initdb's default): 128 MB of resident memory before the first query. 32MB holds
 * a church's whole database several times over, and a page PostgreSQL evicts is still in the
 * kernel's file cache (ADR 019).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** Where the bundled server (dist/main.js) finds the template the build wrote beside it; absent when running from src. */
function defaultPgliteTemplate(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template");
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler
 * (Liftoff) and then recompiles each function that runs often with its optimizing compiler
 * (TurboFan), on other threads. PostgreSQL's own start-up makes hundreds of functions hot at
 * once: recompiling them took about 550 ms of CPU on every start, and on a server with two cores
 * made the start 200 ms slower. Queries on the baseline code take up to 10% longer in PGlite
 * alone and no longer through the server (the JavaScript around each query costs more than the
 * query: ADR 019), so V8 is told to keep WebAssembly on its baseline code. PGlite is the only
 * WebAssembly this process runs; the flag counts for modules compiled after it is set, so it is
 * set before PGlite's.
 */
function keepWebAssemblyOnBaselineCode(): void {
  v8.setFlagsFromString("--liftoff-only");
}

/** PGlite in `dataDir`, or in memory when it is null (openDatabase's PGlite half). */
export async function openPglite(dataDir: string | null, template = defaultPgliteTemplate()): Promise<Database> {
  keepWebAssemblyOnBaselineCode();
  const client = dataDir ? await openPgliteDir(path.resolve(dataDir), template) : new PGlite({ startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listeners = new Map<string, Array<(payload: string) => void>>();
  return {
    db,
    kind: "pglite",
    migrate: (folder = migrationsFolder()) => migratePglite(db as never, { migrationsFolder: folder }),
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async listen(channel, onMessage) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
      // A pg_notify written inside a transaction (a queued mail, a deleted picture) is delivered
      // by PGlite itself when that transaction commits.
      await client.listen(channel, onMessage);
    },
    notificationProblem: () => undefined,
    watchNotifications: () => {},
    async upkeep() {
      const { rows } = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
      // A table at a time, each its own statement: requests are answered between them.
      for (const { name } of rows) await client.exec(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite in `folder`/pglite, made from the template when there is none yet. A folder that cannot
 * be used (disk full, read-only, no access) is a DataDirError, and a database this start began to
 * make and could not finish is removed, so the next start begins afresh rather than on a wreck.
 */
async function openPgliteDir(folder: string, template: string): Promise<PGlite> {
  const dir = path.join(folder, "pglite");
  const isNew = !existsSync(path.join(dir, "PG_VERSION")) && (!existsSync(dir) || readdirSync(dir).length === 0);
  try {
    await checkWritable(folder);
    await createFromTemplate(dir, template);
    await keepToOwner(dir);
    const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
    await client.waitReady;
    return client;
  } catch (error) {
    if (isNew) await rm(dir, { recursive: true, force: true }).catch(() => {});
    const code = fileSystemCode(error);
    throw code ? new DataDirError(folder, code) : error;
  }
}

/**
 * PGlite writes its files readable and writable by everyone (0666, whatever the umask): password
 * hashes and visitors' messages open to every account on the machine. The folder that holds them
 * is made this user's alone, as PostgreSQL insists for its own data directory; existing folders too.
 */
async function keepToOwner(dir: string): Promise<void> {
  await chmod(dir, 0o700);
}

// --- The first start's template -------------------------------------------------------------
//
// Without a data dir, PGlite runs initdb: a second PostgreSQL and the initdb program, each a
// WebAssembly instance of its own, build the cluster in memory and unpack it into the data dir.
// That took 2.6 s and 900 MB of resident memory. The build does it once instead (writePgliteTemplate),
// and a first start copies the result: an ordinary data dir, which PGlite then opens as it opens
// any existing one. Migrations newer than the template still run, as on every start.

const TEMPLATE_DATA = "pgdata";
const TEMPLATE_STAMP = "made-by.json";

/** The installed PGlite's version: a template is only used by the PGlite that made it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** A data dir made by initdb with every migration applied, in `templateDir`, for openDatabase's first starts. */
export async function writePgliteTemplate(templateDir: string): Promise<void> {
  await rm(templateDir, { recursive: true, force: true });
  await mkdir(templateDir, { recursive: true });
  const client = new PGlite(path.join(templateDir, TEMPLATE_DATA));
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.close();
  }
  // Written last: a template without its stamp (a build that failed half-way) is never used.
  writeFileSync(path.join(templateDir, TEMPLATE_STAMP), JSON.stringify({ pglite: pgliteVersion() }));
}

/**
 * Gives an empty or missing data dir the template's contents; leaves an existing database alone.
 * Without a usable template PGlite runs initdb itself, as it always did.
 */
async function createFromTemplate(dir: string, templateDir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return; // not ours to overwrite: PGlite decides
  await mkdir(path.dirname(dir), { recursive: true });
  if (!templateMatches(templateDir)) {
    await mkdir(dir, { recursive: true });
    return;
  }
  // Copied beside the target and renamed into place: a start that is cut off half-way leaves a
  // stray directory, never a half-copied database that the next start would take for real.
  const staging = `${dir}.new-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await copyTree(path.join(templateDir, TEMPLATE_DATA), staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => {}); // e.g. the disk filled up: give the room back
    throw error;
  }
  await rm(dir, { recursive: true, force: true }); // only ever an empty directory here
  await rename(staging, dir);
}

function templateMatches(templateDir: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(path.join(templateDir, TEMPLATE_STAMP), "utf8")) as { pglite?: string };
    return stamp.pglite === pgliteVersion();
  } catch {
    return false;
  }
}

/** About a thousand files: copied concurrently, which takes half the time of fs.cp's one after another. */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: 0o700 }); // as initdb makes them: PostgreSQL refuses a data dir others can read
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? copyTree(path.join(from, entry.name), path.join(to, entry.name)) : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}
