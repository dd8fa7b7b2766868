import { buildApp } from "./app.ts";
import { ensureBootstrapAdmin } from "./bootstrap-admin.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openConfiguredDatabase } from "./open-configured-database.ts";

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

  const database = await openConfiguredDatabase(config);
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
    } finally {
      clearTimeout(deadline);
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lampstand on ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}`);
}

main().catch((error: unknown) => {
  console.error("Lampstand failed to start:", error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
