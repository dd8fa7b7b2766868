import pg from "pg";
import { inject } from "vitest";
import { lastMailTo } from "./mail-outbox.ts";

/**
 * The link of the newest mail of `kind` to `to`, as its recipient would follow it. Read from the
 * outbox of the suite's server, where the cause wrote it in its own transaction, for as long as the
 * suite has no mail server of its own to receive it: on PostgreSQL from the table, on PGlite (whose
 * files are the server's alone) through the server's backup socket (mail-outbox.ts).
 */
export async function mailedLink(to: string, kind: string): Promise<string> {
  const outbox = inject("outbox");
  const link = "dataDir" in outbox ? (await lastMailTo(outbox.dataDir, kind, to.toLowerCase())).action?.url : await linkFromTable(outbox.databaseUrl, to, kind);
  if (!link) throw new Error(`no ${kind} mail with a link to ${to}`);
  return link;
}

async function linkFromTable(url: string, to: string, kind: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ link: string | null }>(
      `SELECT content -> 'action' ->> 'url' AS link FROM mail_outbox WHERE kind = $1 AND content -> 'to' ? $2 ORDER BY id DESC LIMIT 1`,
      [kind, to.toLowerCase()],
    );
    return rows[0]?.link ?? undefined;
  } finally {
    await client.end();
  }
}
