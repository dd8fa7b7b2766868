import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made for one run and dropped afterwards, on the server DATABASE_URL points at. */
export type TemporaryDatabase = { url: string; drop(): Promise<void> };

export async function createTemporaryDatabase(serverUrl: string): Promise<TemporaryDatabase> {
  // Random, so runs on a shared PostgreSQL (or a left-over database of a killed run) never collide.
  const name = `lampstand_e2e_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // FORCE ends connections the server may have left open (PostgreSQL 13+).
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
