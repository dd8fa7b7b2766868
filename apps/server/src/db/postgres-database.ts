import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { migrationsFolder, type Database } from "./client.ts";
import { CONNECT_TIMEOUT_MS, createPool } from "./postgres-pool.ts";

const MIGRATION_LOCK_KEY = 7_021_455;

/** PostgreSQL at `url` (openDatabase's PostgreSQL half): a pool, and one connection that listens. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = createPool(url);
  const db = drizzlePg(pool, { schema });
  let listener: pg.Client | undefined;
  let closed = false;
  const handlers = new Map<string, Array<(payload: string) => void>>();

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    };
    client.on("error", lost);
    client.on("end", lost);
    await client.connect();
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
    listener = client;
    return client;
  }

  /** Notifications sent while disconnected are lost: "*" tells every listener to drop what it holds. */
  async function reconnect(): Promise<void> {
    if (closed || listener) return;
    try {
      await connectListener();
      for (const list of handlers.values()) for (const handler of list) handler("*");
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 2000).unref();
    }
  }

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
    async listen(channel, onMessage) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const isNew = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!listener) await connectListener();
      else if (isNew) await listener.query(`LISTEN "${channel}"`);
    },
    async close() {
      if (closed) return;
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
