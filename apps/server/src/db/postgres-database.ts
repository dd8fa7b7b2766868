import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { migrationsFolder, type Database, type ListenerTiming } from "./client.ts";
import { postgresListener } from "./postgres-listener.ts";
import { CONNECT_TIMEOUT_MS, createPool } from "./postgres-pool.ts";

const MIGRATION_LOCK_KEY = 7_021_455;

/** PostgreSQL at `url` (openDatabase's PostgreSQL half): a pool, and one connection that listens (postgres-listener.ts). */
export async function openPostgres(url: string, listenerTiming?: ListenerTiming): Promise<Database> {
  const pool = createPool(url);
  const db = drizzlePg(pool, { schema });
  const listener = postgresListener(url, listenerTiming);
  let closed = false;

  return {
    db,
    kind: "postgres",
    async migrate(folder = migrationsFolder()) {
      // A connection of its own, without the pool's query time limit: a migration may rebuild a
      // big table, and waiting for the lock is waiting for another process's migrations.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await client.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    notificationProblem: () => listener.problem(),
    // Autovacuum keeps the statistics and clears dead rows.
    upkeep: async () => {},
    watchNotifications: (watcher) => listener.watch(watcher),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
