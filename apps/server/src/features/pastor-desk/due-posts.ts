import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PublicCache } from "../../public-reads/cache.ts";
import { nextScheduled } from "./repository.ts";

/**
 * The longest a timer is set for: past it, the next due time is looked up again. setTimeout takes
 * at most 2^31 − 1 ms (24.8 days) and fires at once beyond that; an hour also bounds what a
 * missed change could cost (ADR 042).
 */
export const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** How soon a failed look-up is tried again. */
export const RETRY_MS = 30 * 1000;

/**
 * Makes scheduled newsletters appear by themselves (ADR 042). The public reads of the desk, and
 * the pages built from them, are kept until a write invalidates "desks"; a post falling due is no
 * write. So each server process keeps one timer for the next scheduled publish time, read from the
 * database: at that instant it drops "desks" here (`PublicCache.expire`: every process has its
 * own timer, none needs telling), and the page cache and remembered answers follow as for any
 * invalidation. The timer is set again after every invalidation of "desks" (a write in this
 * process or, by NOTIFY, in another; its own firing too) and of everything ("*": the
 * notification connection came back), so a write that schedules, moves or drops a post re-arms it.
 */
export class DuePosts {
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by each arming: a look-up overtaken by a later one must not set its older answer. */
  private arming = 0;
  private stopped = false;
  /** The instant the timer is set for, for tests and the log. */
  dueAt: Date | undefined;

  constructor(
    private readonly db: Db,
    private readonly cache: PublicCache,
    private readonly log: FastifyBaseLogger,
  ) {
    cache.onInvalidate((what) => {
      if (what === "desks" || what === "*") void this.arm();
    });
  }

  /** Reads the next due time and sets the timer for it (replacing any), until `stop`. */
  async arm(): Promise<void> {
    if (this.stopped) return;
    const arming = ++this.arming;
    let due: Date | undefined;
    try {
      due = await nextScheduled(this.db, new Date());
    } catch (error) {
      if (arming !== this.arming || this.stopped) return;
      this.log.error({ err: error }, `Could not read when the next scheduled newsletter is due; trying again in ${RETRY_MS / 1000} s`);
      this.set(RETRY_MS, () => void this.arm());
      return;
    }
    if (arming !== this.arming || this.stopped) return;
    this.dueAt = due;
    if (!due) return this.clear();
    const wait = due.getTime() - Date.now();
    if (wait > LONGEST_WAIT_MS) this.set(LONGEST_WAIT_MS, () => void this.arm());
    // Due: what was kept may have been read a moment before; dropping it re-arms (onInvalidate).
    else this.set(Math.max(wait, 0), () => this.cache.expire("desks"));
  }

  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private set(ms: number, fire: () => void): void {
    this.clear();
    // A pending timer must not keep a process that is closing alive.
    this.timer = setTimeout(fire, ms).unref();
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
