import v8 from "node:v8";
import { ensureBootstrapAdmin } from "./features/auth/bootstrap-admin.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openConfiguredDatabase } from "./db/open-configured-database.ts";
import { DataDirError } from "./db/data-dir.ts";
import { holdDataDir } from "./backup/data-dir-socket.ts";
import { writeBackup } from "./backup/write-backup.ts";

/**
 * Under load V8 lets the heap grow to two or three times what is live before a full collection:
 * a hundred pages rendering at once took the process from 250 to 450–510 MB. Growing by 50% at
 * most kept it under 350 MB for about 8% more CPU per rendered page (ADR 019). V8 reads this flag
 * at every collection, so setting it once the server listens, before any load, takes effect; and
 * not before, because while the server starts its heap grows from nothing, and growing it by half
 * at a time took 50 ms more of collections (ADR 019). `node` and `npm start` both run this file.
 * A value given in NODE_OPTIONS or on the command line wins.
 */
function limitHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => /heap[-_]growing[-_]percent/.test(arg));
  if (!given) v8.setFlagsFromString("--heap-growing-percent=50");
}

/** read config → open db → migrate → listen; and on SIGINT/SIGTERM the reverse, gracefully. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database's folder is this process's alone; through it, backups while running (ADR 022).
  const hold = config.databaseUrl ? undefined : await holdDataDir(config.dataDir);
  // The database opens while the rest of the server loads: PGlite waits for its WebAssembly to
  // compile and for files, and the server's modules are read meanwhile (ADR 019).
  const [database, { buildApp }] = await Promise.all([
    openConfiguredDatabase(config).catch(async (error: unknown) => {
      await hold?.release(); // a start that failed leaves the folder as it found it
      throw error;
    }),
    import("./app.ts"),
  ]);
  hold?.serveBackups((out) => writeBackup(database, out));
  const app = await buildApp(config, database, { web: config.serveWeb });
  const bootstrap = await ensureBootstrapAdmin(database.db, config);
  if (bootstrap === "created") app.log.info(`created the first admin account ${config.bootstrapAdmin?.email}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    // A stuck request must not keep the process alive forever.
    const deadline = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      const closing = app.close();
      // Keep-alive sockets turn idle as their last request finishes; close them as they do,
      // or close() would wait for the keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await closing.finally(() => clearInterval(sweep));
      await database.close();
      await hold?.release();
    } finally {
      clearTimeout(deadline);
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  limitHeapGrowth();
  app.log.info(`Lampstand on ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}`);
}

main().catch((error: unknown) => {
  // Settings and the data folder are the operator's to fix: the message says how, a stack would not.
  const known = error instanceof ConfigError || error instanceof DataDirError;
  console.error("Lampstand failed to start:", known ? error.message : error);
  process.exit(1);
});
