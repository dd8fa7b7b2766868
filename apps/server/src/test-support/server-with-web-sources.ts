import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open-configured-database.ts";
import { startWebSources } from "./web-sources.ts";

/**
 * A server process for tests that run several real ones (two-servers.test.ts): main.ts's
 * start-up, configured by the environment alike, except that pages render from the web app's
 * sources, since unit tests run before `npm run build`. Pages are kept in the page cache as in
 * production. Stops on SIGTERM.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const sources = await startWebSources();
const app = await buildApp(config, database, { web: { build: sources.build } });

process.on("SIGTERM", () => {
  void (async () => {
    await app.close();
    await sources.close();
    await database.close();
    process.exit(0);
  })();
});

await app.listen({ port: config.port, host: config.host });
