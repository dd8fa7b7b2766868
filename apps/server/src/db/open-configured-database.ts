import path from "node:path";
import type { Config } from "../config.ts";
import { openDatabase, type Database } from "./client.ts";
import { DataDirError, fileSystemCode } from "./data-dir.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR; migrated. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    // PGlite opened, but its disk filled up (or turned read-only) as the migrations wrote.
    const code = config.databaseUrl ? undefined : fileSystemCode(error);
    throw code ? new DataDirError(path.resolve(config.dataDir), code) : error;
  }
  return database;
}
