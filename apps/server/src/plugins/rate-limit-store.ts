import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";

/** What @fastify/rate-limit needs to hear back from a store: requests counted so far, and ms until the window ends. */
export type WindowState = { current: number; ttl: number };

/** A process sweeps expired windows at most this often, and only while it is counting requests. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window request counts per route and client, in the database (ADR 023): every server
 * process on one PostgreSQL counts the same requests, so a visitor alternating between them meets
 * the limit at the configured count in total. Times are the database's `now()`, so processes whose
 * clocks disagree still agree on when a window ends.
 */
export class RateLimitCounter {
  private nextSweepAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts one request in one statement: concurrent requests queue on the row, each sees the count
   * the one before it left, so parallel requests cannot all slip under the limit. A request after
   * the window ended starts a new one at 1.
   */
  async hit(route: string, clientKey: string, windowMs: number): Promise<WindowState> {
    const t = rateLimitHits;
    // Inside DO UPDATE, the table's columns are the row already there; `excluded` is the one proposed.
    const ended = sql`${t.resetAt} <= now()`;
    const [row] = await this.db
      .insert(t)
      .values({ route, clientKey, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflictDoUpdate({
        target: [t.route, t.clientKey],
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.count} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${t.resetAt} END`,
        },
      })
      .returning({ current: t.count, ttl: sql<number>`greatest(0, extract(epoch from (${t.resetAt} - now())) * 1000)::float8` });
    if (!row) throw new Error("rate limit upsert returned no row");
    this.sweepNowAndThen();
    return { current: row.current, ttl: Number(row.ttl) };
  }

  /** Deletes the windows that have ended (an ended window counts as no window at all, so nothing changes meaning). */
  async sweep(): Promise<void> {
    const t = rateLimitHits;
    await this.db.delete(t).where(sql`${t.resetAt} < now()`);
  }

  /** Expired rows would otherwise pile up, one per address that ever posted a form: cleared on an index, after the answer. */
  private sweepNowAndThen(): void {
    if (Date.now() < this.nextSweepAt) return;
    this.nextSweepAt = Date.now() + SWEEP_EVERY_MS;
    this.sweep().catch((error: unknown) => this.log.warn({ err: error }, "could not sweep expired rate-limit windows"));
  }
}

/**
 * The store class @fastify/rate-limit's `store` option takes, counting in `counter`. The plugin
 * makes one per limited route through `child`; each counts under its route's method and URL.
 * A count that fails because the database is out of reach is handed back as the error it is, so
 * the request is answered 503 at once: its route needs the database too, and trying it after the
 * count's own connection time limit would keep the visitor waiting twice as long for the same 503.
 * Any other failure (a lock timeout, the table missing) is logged and the request let through
 * uncounted (fails open, ADR 023).
 */
export function databaseRateLimitStore(counter: RateLimitCounter, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = "*",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: WindowState) => void, timeWindow: number): void {
      counter.hit(this.route, key, timeWindow).then(
        (state) => callback(null, state),
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) return callback(error as Error);
          log.warn({ err: error, route: this.route }, "rate limit not counted (request let through)");
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      // The plugin passes the route's merged settings with the route under `routeInfo` (as its own
      // Redis store reads it), not the route options its type declares.
      const info = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(",") : (info?.method ?? "*");
      return new DatabaseRateLimitStore(options, `${method} ${info?.url ?? "*"}`);
    }
  }
  return DatabaseRateLimitStore;
}
