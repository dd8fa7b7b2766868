import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { layOutMail, type ChurchIdentity } from "./layout.ts";
import { MAIL_QUEUED_CHANNEL } from "./outbox.ts";
import { storedAfterSending, type StoredMail } from "./outbox-queries.ts";
import type { MailSender } from "./smtp-sender.ts";

type Claimed = { id: number; content: StoredMail; attempts: number };

export type MailWorkerDeps = {
  database: Database;
  config: Pick<MailConfig, "retry" | "claimMs" | "pollMs">;
  sender: MailSender;
  /** The church's name and address as the settings say now: read for every mail, so a change shows at once. */
  church: () => Promise<ChurchIdentity>;
  log: FastifyBaseLogger;
};

/** A row of a raw query: PGlite answers `{ rows }`, node-postgres a result with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The sender of the outbox (ADR 033), one per server process. It claims one due mail at a time
 * with `FOR UPDATE SKIP LOCKED`, so processes sharing a PostgreSQL never take the same one: the
 * claim counts the attempt and moves the mail's next try `claimMs` ahead, and commits at once.
 * Then it sends, outside any transaction (on PGlite an open transaction would hold the whole
 * database for as long as the SMTP server takes), and writes the outcome: sent, or the next try
 * after a growing wait, or failed once the mail has waited `retry.giveUpMs`.
 *
 * A process that dies between the claim and the outcome leaves the mail as claimed: when the claim
 * runs out, any process takes it again. So a mail goes at least once; it goes twice only if the
 * process died after the SMTP server accepted it and before the outcome was written.
 *
 * It wakes when a mail is queued (NOTIFY, from any process on the database), and looks every
 * `pollMs` anyway: for retries that fall due, and for notifications lost while the listening
 * connection was down.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: MailWorkerDeps) {}

  async start(): Promise<void> {
    await this.deps.database.listen(MAIL_QUEUED_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.deps.config.pollMs).unref();
    this.wake();
  }

  /** Sends every due mail, now; if it is sending already, it looks once more when done. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Takes no more mails and waits for the one being sent (main.ts's shutdown deadline bounds it). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.deps.sender.close();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let claimed: Claimed | undefined;
      try {
        claimed = await this.claim();
      } catch (error) {
        // The database is out of reach: the next look tries again.
        this.deps.log.warn({ err: error }, "could not look for mails to send");
        return;
      }
      if (!claimed) return;
      await this.deliver(claimed);
    }
  }

  /** One due mail, claimed for `claimMs`, with its attempt counted; undefined when none is due. */
  private async claim(): Promise<Claimed | undefined> {
    const claimSeconds = this.deps.config.claimMs / 1000;
    const result = await this.deps.database.db.execute(sql`
      UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${claimSeconds})
      WHERE id = (
        SELECT id FROM mail_outbox WHERE status = 'waiting' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, content, attempts`);
    return rowsOf<Claimed>(result)[0];
  }

  private async deliver({ id, content, attempts }: Claimed): Promise<void> {
    let error: unknown;
    try {
      const laidOut = layOutMail(content, await this.deps.church());
      await this.deps.sender.send({ ...laidOut, to: content.to, replyTo: content.replyTo });
    } catch (caught) {
      error = caught;
    }
    try {
      if (error === undefined) await this.recordSent(id, attempts, content);
      else await this.recordFailure(id, attempts, content, error);
    } catch (recordError) {
      // Left as claimed: once the claim runs out the mail is tried again (sent twice if it went).
      this.deps.log.error({ err: recordError, mail: id }, "could not record the outcome of sending a mail");
    }
  }

  /** Sent: and a mail holding a secret keeps no copy of its link (ADR 033). Only while the claim is still this attempt's. */
  private async recordSent(id: number, attempts: number, content: StoredMail): Promise<void> {
    await this.deps.database.db.execute(sql`
      UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, content = ${JSON.stringify(storedAfterSending(content))}::jsonb
      WHERE id = ${id} AND attempts = ${attempts} AND status = 'waiting'`);
  }

  /**
   * Not sent: tried again after a wait that doubles with each attempt (from `retry.firstMs` up to
   * `retry.maxMs`), until the mail has waited `retry.giveUpMs`; then failed, with the reason, for
   * staff to see on the outbox screen. The database's clock decides, so every process agrees.
   */
  private async recordFailure(id: number, attempts: number, content: StoredMail, error: unknown): Promise<void> {
    const { firstMs, maxMs, giveUpMs } = this.deps.config.retry;
    const waitSeconds = Math.min(firstMs * 2 ** Math.min(attempts - 1, 30), maxMs) / 1000;
    const reason = reasonOf(error);
    const result = await this.deps.database.db.execute(sql`
      UPDATE mail_outbox SET
        last_error = ${reason},
        status = CASE WHEN now() - created_at >= make_interval(secs => ${giveUpMs / 1000}) THEN 'failed' ELSE 'waiting' END,
        next_attempt_at = now() + make_interval(secs => ${waitSeconds})
      WHERE id = ${id} AND attempts = ${attempts} AND status = 'waiting'
      RETURNING status`);
    const status = rowsOf<{ status: string }>(result)[0]?.status;
    if (status === "failed" && content.secret) {
      // Nobody will use a link that never arrived; no copy of it is kept either.
      await this.deps.database.db.execute(sql`UPDATE mail_outbox SET content = ${JSON.stringify(storedAfterSending(content))}::jsonb WHERE id = ${id}`);
    }
    if (status === "failed") this.deps.log.error({ mail: id, attempts, reason }, "gave up sending a mail: it is marked failed on the outbox screen");
    else this.deps.log.warn({ mail: id, attempts, reason, retryInSeconds: waitSeconds }, "could not send a mail; it will be tried again");
  }
}

/** Why a sending failed, in the SMTP server's words when it gave some (they say what to fix). */
function reasonOf(error: unknown): string {
  const smtp = error as { response?: unknown; code?: unknown; message?: unknown };
  const text = typeof smtp.response === "string" && smtp.response ? smtp.response : typeof smtp.message === "string" ? smtp.message : String(error);
  return text.slice(0, 1000);
}
