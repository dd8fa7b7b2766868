import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client.ts";
import { PublicCache, type Invalidation } from "../../public-reads/cache.ts";
import { DuePosts, LONGEST_WAIT_MS, RETRY_MS } from "./due-posts.ts";

/**
 * The timer's own rules (ADR 042), where the database's answer is chosen: a far time is looked up
 * again within the hour (setTimeout fires at once past 24.8 days), a failed look-up is logged and
 * tried again, and the due time drops "desks" in this process. The API and page tests run it
 * against real databases.
 */
describe("DuePosts", () => {
  let answers: Array<Date | Error | undefined>;
  let lookups: number;
  /** A stand-in for the one query nextScheduled makes: select().from().where() → [{ at }]. */
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          lookups++;
          const answer = answers.shift();
          if (answer instanceof Error) throw answer;
          return [{ at: answer ?? null }];
        },
      }),
    }),
  } as unknown as Db;
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  let cache: PublicCache;
  let dropped: Invalidation[];
  let due: DuePosts;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z") });
    answers = [];
    lookups = 0;
    log.error.mockClear();
    cache = new PublicCache({} as Database);
    dropped = [];
    due = new DuePosts(db, cache, log);
    cache.onInvalidate((what) => dropped.push(what));
  });
  afterEach(() => {
    due.stop();
    vi.useRealTimers();
  });

  it("drops the desk at the due time, and arms for the next one", async () => {
    answers.push(new Date("2026-11-26T12:00:05Z"), undefined);
    await due.arm();
    await vi.advanceTimersByTimeAsync(4999);
    expect(dropped).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dropped).toEqual(["desks"]);
    expect(lookups).toBe(2);
    expect(due.dueAt).toBeUndefined();
  });

  it("looks a time more than an hour ahead up again after the hour, dropping nothing", async () => {
    answers.push(new Date("2027-03-01T00:00:00Z"), new Date("2027-03-01T00:00:00Z"));
    await due.arm();
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(lookups).toBe(2);
    expect(dropped).toEqual([]);
  });

  it("logs a failed look-up and tries again", async () => {
    answers.push(new Error("connection lost"), new Date("2026-11-26T12:01:00Z"));
    await due.arm();
    expect(log.error).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(lookups).toBe(2);
    expect(due.dueAt?.toISOString()).toBe("2026-11-26T12:01:00.000Z");
  });

  it("re-arms on any invalidation of the desk or of everything", async () => {
    await due.arm();
    cache.clearAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(lookups).toBe(2);
    cache.expire("sliders");
    await vi.advanceTimersByTimeAsync(0);
    expect(lookups).toBe(2);
  });
});
