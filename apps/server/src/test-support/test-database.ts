import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — in the
 * PostgreSQL pass of the suite (TEST_DB=postgres, with DATABASE_URL) — a new database
 * on that server, dropped afterwards. Never a mock.
 */
export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

export const testingOnPostgres = () => process.env.TEST_DB === "postgres";

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testingOnPostgres()) {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `lampstand_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = withDatabase(base, name);
  const database = await openDatabase({ kind: "postgres", url });
  await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
