import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR; migrated. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  await database.migrate();
  return database;
}
