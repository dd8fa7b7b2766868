import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

/** A connection or an open transaction: what repositories take, so a write can join its caller's transaction. */
export type DbOrTx = Pick<Db, "select" | "insert" | "delete" | "update" | "execute">;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs every migration not yet applied; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Tells every server process on this database (LISTEN/NOTIFY); PGlite has one process, so only this one. */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseTarget = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

const MIGRATION_LOCK_KEY = 7_021_455;

/** drizzle/ sits at the server package root; this file runs from src/db or, bundled, from dist. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Migrations folder 'drizzle' not found next to the server package.");
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listeners = new Map<string, Array<(payload: string) => void>>();
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async listen(channel, onMessage) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  let listener: pg.Client | undefined;
  let closed = false;
  const handlers = new Map<string, Array<(payload: string) => void>>();

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
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
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
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
