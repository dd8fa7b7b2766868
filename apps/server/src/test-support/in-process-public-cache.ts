import type { Database } from "../db/client.ts";
import { PublicCache } from "../public-reads/cache.ts";

/**
 * A PublicCache over a stand-in for the database that relays notifications within this process,
 * as PGlite does, for tests of what is built on it. `lose` and `restore` act out PostgreSQL's
 * listening connection going and coming back (ADR 028).
 */
export function inProcessPublicCache(): { cache: PublicCache; lose(problem: string): void; restore(): void } {
  const listeners: Array<(payload: string) => void> = [];
  const watchers: Array<(problem: string | undefined) => void> = [];
  const database = {
    notify: async (_channel: string, payload: string) => listeners.forEach((listener) => listener(payload)),
    listen: async (_channel: string, listener: (payload: string) => void) => void listeners.push(listener),
    watchNotifications: (watcher: (problem: string | undefined) => void) => void watchers.push(watcher),
  } as unknown as Database;
  const cache = new PublicCache(database);
  void cache.start();
  return {
    cache,
    lose: (problem) => watchers.forEach((watcher) => watcher(problem)),
    restore: () => watchers.forEach((watcher) => watcher(undefined)),
  };
}
