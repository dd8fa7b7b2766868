import { request } from "node:http";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { createInterface } from "node:readline";

/** A mail as its cause queued it in the outbox (apps/server/src/mail/outbox.ts's MailContent, the fields tests read). */
export type QueuedMail = { kind: string; to: string[]; subject: string; paragraphs: string[]; action?: { label: string; url: string }; secret?: boolean };

/**
 * The mails waiting in the outbox of a running production server on PGlite, read the way
 * `npm run db:backup` reads a running server's database: GET /backup on its data folder's socket
 * (ADR 022), the server's own backup of every table, mail_outbox included. Used until the e2e
 * server sends its mail to an SMTP server the tests hold (issue 21's sender).
 */
export async function queuedMails(dataDir: string): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  await new Promise<void>((resolve, reject) => {
    const asked = request({ socketPath: path.join(dataDir, "lampstand.sock"), path: "/backup", method: "GET" }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`the server's backup answered ${response.statusCode}`));
      let header: { tables: Array<{ name: string; columns: Array<{ name: string }> }> } | undefined;
      let table = "";
      const lines = createInterface({ input: response.pipe(createGunzip()) });
      lines.on("line", (line) => {
        const value = JSON.parse(line) as unknown;
        if (!header) header = value as typeof header;
        else if (!Array.isArray(value)) table = (value as { table?: string }).table ?? "";
        else if (table === "mail_outbox") {
          const column = header!.tables.find((each) => each.name === "mail_outbox")!.columns.findIndex((each) => each.name === "content");
          mails.push(JSON.parse(value[column] as string) as QueuedMail);
        }
      });
      lines.once("close", () => resolve());
      response.once("error", reject);
    });
    asked.once("error", reject);
    asked.end();
  });
  return mails;
}

/** The newest mail of `kind` to `to`, waited for (it is queued by the request that caused it). */
export async function lastMailTo(dataDir: string, kind: string, to: string): Promise<QueuedMail> {
  for (let tries = 0; tries < 20; tries++) {
    const mail = (await queuedMails(dataDir)).filter((each) => each.kind === kind && each.to.includes(to)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail to ${to} in the outbox`);
}
