import type { FastifyReply } from "fastify";
import type { Database } from "./db/client.ts";

/** The public reads every visitor sees alike. */
export type CachedResource = "events" | "desks" | "sliders";

/** What an invalidation names: one resource, or "*" when anything may have changed. */
export type Invalidation = CachedResource | "*";

const CHANNEL = "lampstand_public_cache";
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Variants one resource keeps at most (a month of events, one post…). The variants a client can
 * ask for are bounded by validation, but not small: the oldest goes first past this many.
 */
const MAX_VARIANTS = 500;

/**
 * Serialized answers of the public reads, kept in memory until a write changes them.
 * A write invalidates here at once and tells the other server processes on the same
 * PostgreSQL through NOTIFY, so a staff edit shows everywhere straight away. Whatever else is
 * built from these reads (the page cache) subscribes with `onInvalidate`.
 */
export class PublicCache {
  /**
   * resource → variant key ("" for the whole list) → JSON bytes, once loaded, and their load.
   * Bytes, not a string: each answer then hands the socket the same memory, where a string is
   * encoded anew for every answer (a 1.8 MB list to 100 visitors at once: 180 MB more).
   */
  private readonly entries = new Map<CachedResource, Map<string, { json?: Buffer; loading: Promise<Buffer> }>>();
  private readonly subscribers: Array<(what: Invalidation) => void> = [];

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (payload) => {
      if (payload === "*") this.clearAll();
      else this.clearLocal(payload as CachedResource);
    });
  }

  /** Calls `subscriber` after every invalidation, local or from another process. */
  onInvalidate(subscriber: (what: Invalidation) => void): void {
    this.subscribers.push(subscriber);
  }

  /** The cached JSON of `resource` (its `variant`, e.g. one month), loading it once when absent. */
  get(resource: CachedResource, load: () => Promise<unknown>, variant = ""): Promise<Buffer> {
    let variants = this.entries.get(resource);
    if (!variants) this.entries.set(resource, (variants = new Map()));
    const cached = variants.get(variant);
    if (cached) return cached.loading;
    const entry: { json?: Buffer; loading: Promise<Buffer> } = { loading: load().then((value) => Buffer.from(JSON.stringify(value))) };
    if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value as string);
    variants.set(variant, entry);
    // A failed load is not kept. A load that raced a write is gone already: invalidation
    // deletes the entries, so only loads begun after the write's commit are ever kept.
    const kept = variants;
    entry.loading.then(
      (json) => (entry.json = json),
      () => {
        if (kept.get(variant) === entry) kept.delete(variant);
      },
    );
    return entry.loading;
  }

  /**
   * Answers with the cached JSON. Fastify sends bytes with a JSON content type as they are,
   * without serializing them again: that is what keeps a cached read cheap (ADR 004). Once loaded,
   * it is sent at once, without a promise to wait for (ADR 017).
   */
  send(reply: FastifyReply, resource: CachedResource, load: () => Promise<unknown>, variant = ""): void | Promise<void> {
    const ready = this.entries.get(resource)?.get(variant)?.json;
    if (ready !== undefined) {
      reply.type(JSON_TYPE).send(ready);
      return;
    }
    return this.get(resource, load, variant).then((json) => {
      reply.type(JSON_TYPE).send(json);
    });
  }

  async invalidate(resource: CachedResource): Promise<void> {
    this.clearLocal(resource);
    await this.database.notify(CHANNEL, resource);
  }

  /** Drops everything, e.g. after the notification connection was lost and events may have been missed. */
  clearAll(): void {
    this.entries.clear();
    this.tell("*");
  }

  private clearLocal(resource: CachedResource): void {
    this.entries.delete(resource);
    this.tell(resource);
  }

  private tell(what: Invalidation): void {
    for (const subscriber of this.subscribers) subscriber(what);
  }
}
