import type { FastifyReply } from "fastify";
import type { Database } from "./db/client.ts";

/** The public reads every visitor sees alike. */
export type CachedResource = "events" | "desks" | "sliders";

const CHANNEL = "lampstand_public_cache";

/**
 * Serialized answers of the public reads, kept in memory until a write changes them.
 * A write invalidates here at once and tells the other server processes on the same
 * PostgreSQL through NOTIFY, so a staff edit shows everywhere straight away.
 */
export class PublicCache {
  private readonly entries = new Map<CachedResource, Promise<string>>();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (payload) => {
      if (payload === "*") this.clearAll();
      else this.clearLocal(payload as CachedResource);
    });
  }

  /** The cached JSON text of `resource`, loading it once when absent. */
  get(resource: CachedResource, load: () => Promise<unknown>): Promise<string> {
    const cached = this.entries.get(resource);
    if (cached) return cached;
    const pending = load().then((value) => JSON.stringify(value));
    this.entries.set(resource, pending);
    // A failed load is not kept. A load that raced a write is gone already: invalidation
    // deletes the entry, so only loads begun after the write's commit are ever kept.
    pending.catch(() => {
      if (this.entries.get(resource) === pending) this.entries.delete(resource);
    });
    return pending;
  }

  /**
   * Answers with the cached JSON text. Fastify sends a string with a JSON content type as it is,
   * without serializing it again: that is what keeps a cached read cheap (ADR 004).
   */
  async send(reply: FastifyReply, resource: CachedResource, load: () => Promise<unknown>): Promise<void> {
    const json = await this.get(resource, load);
    reply.type("application/json; charset=utf-8").send(json);
  }

  async invalidate(resource: CachedResource): Promise<void> {
    this.clearLocal(resource);
    await this.database.notify(CHANNEL, resource);
  }

  /** Drops everything, e.g. after the notification connection was lost and events may have been missed. */
  clearAll(): void {
    this.entries.clear();
  }

  private clearLocal(resource: CachedResource): void {
    this.entries.delete(resource);
  }
}
