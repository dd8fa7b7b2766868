import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./client.ts";

/**
 * Whether the database can be reached at all: the answer behind /readyz and behind the 503s
 * a request gets while PostgreSQL is down, restarting or out of reach (ADR 022).
 */

/** Node's socket errors: the server refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01–57P03
 * (admin or crash shutdown, cannot connect now: a restart or pg_terminate_backend), 53300 (too
 * many connections) and 3D000 (the database itself is gone).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|3D000)$/;

/** node-postgres and pg-pool say these without a code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)|is not currently accepting connections/;

/** True when `error` (or what it wraps, such as a DrizzleQueryError's cause) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (error instanceof DatabaseTimeout || DRIVER_MESSAGES.test(error.message)) return true;
  // AggregateError: a host name with several addresses, every one refused.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export class DatabaseTimeout extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms.`);
    this.name = "DatabaseTimeout";
  }
}

/** The cheapest question the database can answer; rejects with DatabaseTimeout after `timeoutMs`. */
export async function pingDatabase(database: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(timeoutMs)), timeoutMs);
  });
  const query = database.db.execute(sql`select 1`);
  query.catch(() => {}); // lost the race: its own failure no longer matters
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How often an outage checks whether the database is back, to log its end. */
const RECHECK_MS = 1000;

/**
 * One log line when the database goes away (with the cause) and one when it is back (with how
 * long it was gone and how many requests were answered 503), instead of a stack per request:
 * under a visitor's load an outage would otherwise bury the log in identical errors.
 */
export class OutageLog {
  private since: number | undefined;
  private answered = 0;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly describe: (error: unknown) => Record<string, unknown>,
  ) {}

  /** A request was answered 503 because of `error`. */
  report(error: unknown): void {
    this.answered++;
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.log.error({ err: this.describe(error) }, "database unreachable: answering 503 until it is back");
    void this.watch();
  }

  stop(): void {
    this.stopped = true;
  }

  private async watch(): Promise<void> {
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS).unref());
      try {
        await pingDatabase(this.database, 2 * RECHECK_MS);
      } catch {
        continue;
      }
      const seconds = ((Date.now() - (this.since ?? Date.now())) / 1000).toFixed(1);
      if (!this.stopped) this.log.warn(`database reachable again after ${seconds} s; ${this.answered} requests were answered 503 meanwhile`);
      break;
    }
    this.since = undefined;
    this.answered = 0;
  }
}
