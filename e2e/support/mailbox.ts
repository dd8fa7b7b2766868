import pg from "pg";
import { inject } from "vitest";

/**
 * The link of the newest mail of `kind` to `to`, as its recipient would follow it. Read from the
 * server's outbox table, where the sign-up wrote it in its own transaction, for as long as the
 * suite has no mail server of its own to receive it: that needs the run on PostgreSQL
 * (DATABASE_URL, as in CI), since PGlite's files belong to the server process alone.
 */
export async function mailedLink(to: string, kind: string): Promise<string> {
  const url = inject("databaseUrl");
  if (!url) throw new Error("Reading a mailed link needs the end-to-end run on PostgreSQL: set DATABASE_URL.");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ link: string | null }>(
      `SELECT content -> 'action' ->> 'url' AS link FROM mail_outbox WHERE kind = $1 AND content -> 'to' ? $2 ORDER BY id DESC LIMIT 1`,
      [kind, to.toLowerCase()],
    );
    const link = rows[0]?.link;
    if (!link) throw new Error(`no ${kind} mail with a link to ${to}`);
    return link;
  } finally {
    await client.end();
  }
}
