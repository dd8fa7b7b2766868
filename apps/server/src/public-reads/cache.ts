import type { FastifyReply, FastifyRequest } from "fastify";
import type { PublicReadResource } from "@lampstand/contract/api-paths";
import type { Database } from "../db/client.ts";
import { exactBuffer } from "../exact-buffer.ts";

/** The public reads every visitor sees alike, by the names the contract gives them (PUBLIC_READS). */
export type CachedResource = PublicReadResource;

/** What an invalidation names: one resource, or "*" when anything may have changed. */
export type Invalidation = CachedResource | "*";

const CHANNEL = "lampstand_public_cache";
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Variants one resource keeps at most (a month of events, one post…). The variants a client can
 * ask for are bounded by validation, but not small: the oldest goes first past this many.
 */
export const MAX_VARIANTS = 500;

/** A variant's JSON, once loaded, and its load. Its identity is what `isCurrent` compares. */
export type CacheEntry = { json?: Buffer; loading: Promise<Buffer> };

/** Which entry a request was answered from (`sentFrom`). */
export type Sent = { resource: CachedResource; variant: string; entry: CacheEntry };

/**
 * Serialized answers of the public reads, kept in memory until a write changes them.
 * A write invalidates here at once and tells the other server processes on the same
 * PostgreSQL through NOTIFY, so a staff edit shows everywhere straight away. Whatever else is
 * built from these reads subscribes: the page cache with `onInvalidate`, the remembered HTTP
 * answers (remembered-answers.ts) with `onDrop` as well. While those notifications may be missed
 * (the listening connection is lost), nothing is kept: every read goes to the database
 * (`keeping`, ADR 028).
 */
export class PublicCache {
  /**
   * resource → variant key ("" for the whole list) → JSON bytes, once loaded, and their load.
   * Bytes, not a string: each answer then hands the socket the same memory, where a string is
   * encoded anew for every answer (a 1.8 MB list to 100 visitors at once: 180 MB more).
   */
  private readonly entries = new Map<CachedResource, Map<string, CacheEntry>>();
  private readonly subscribers: Array<(what: Invalidation) => void> = [];
  private readonly dropListeners: Array<(entry: CacheEntry) => void> = [];
  /** Requests answered from a loaded entry, until their answer has gone out (`sentFrom`). */
  private readonly sent = new WeakMap<FastifyRequest, Sent>();
  private notificationsArrive = true;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (payload) => this.clearLocal(payload as CachedResource));
    // Lost: what is kept may have changed meanwhile, and may change unseen. Back: what was loaded
    // while it was lost may have missed a change too.
    this.database.watchNotifications((problem) => {
      this.notificationsArrive = problem === undefined;
      this.clearAll();
    });
  }

  /** Whether what is built from the public reads may be kept: not while changes of other processes may be missed. */
  get keeping(): boolean {
    return this.notificationsArrive;
  }

  /** Calls `subscriber` after every invalidation, local or from another process. */
  onInvalidate(subscriber: (what: Invalidation) => void): void {
    this.subscribers.push(subscriber);
  }

  /**
   * Calls `listener` with each entry dropped one by one (invalidated, or past MAX_VARIANTS);
   * `clearAll` drops them all at once and says so with the "*" invalidation instead.
   */
  onDrop(listener: (entry: CacheEntry) => void): void {
    this.dropListeners.push(listener);
  }

  /** The cached JSON of `resource` (its `variant`, e.g. one month), loading it once when absent. */
  get(resource: CachedResource, load: () => Promise<unknown>, variant = ""): Promise<Buffer> {
    if (!this.keeping) return serialized(load());
    let variants = this.entries.get(resource);
    if (!variants) this.entries.set(resource, (variants = new Map()));
    const cached = variants.get(variant);
    if (cached) return cached.loading;
    const entry: CacheEntry = { loading: serialized(load()) };
    if (variants.size >= MAX_VARIANTS) this.drop(variants, variants.keys().next().value as string);
    variants.set(variant, entry);
    // A failed load is not kept. A load that raced a write is gone already: invalidation
    // deletes the entries, so only loads begun after the write's commit are ever kept.
    const kept = variants;
    entry.loading.then(
      (json) => (entry.json = json),
      () => {
        if (kept.get(variant) === entry) this.drop(kept, variant);
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
    const entry = this.entries.get(resource)?.get(variant);
    if (entry?.json !== undefined) {
      this.sent.set(reply.request, { resource, variant, entry });
      reply.type(JSON_TYPE).send(entry.json);
      return;
    }
    return this.get(resource, load, variant).then((json) => {
      reply.type(JSON_TYPE).send(json);
    });
  }

  /** The loaded entry `send` answered `request` from, if it did: what an answer may be remembered with. */
  sentFrom(request: FastifyRequest): Sent | undefined {
    return this.sent.get(request);
  }

  /** Whether `sent`'s entry is still the one kept: a write, or the limit, may have dropped it since. */
  isCurrent(sent: Sent): boolean {
    return this.entries.get(sent.resource)?.get(sent.variant) === sent.entry;
  }

  async invalidate(resource: CachedResource): Promise<void> {
    this.clearLocal(resource);
    await this.database.notify(CHANNEL, resource);
  }

  /**
   * Drops `resource` in this process only, telling its subscribers as any invalidation does: for a
   * change every process sees by itself at the same time (a scheduled post falling due, ADR 042),
   * where a NOTIFY would only make each process drop it once more per other process.
   */
  expire(resource: CachedResource): void {
    this.clearLocal(resource);
  }

  /** Drops everything, e.g. when the notification connection was lost and changes may be missed. */
  clearAll(): void {
    this.entries.clear();
    this.tell("*");
  }

  /** The entries kept, for tests. */
  get usage(): { entries: number } {
    let entries = 0;
    for (const variants of this.entries.values()) entries += variants.size;
    return { entries };
  }

  private clearLocal(resource: CachedResource): void {
    const variants = this.entries.get(resource);
    if (variants) for (const variant of variants.keys()) this.drop(variants, variant);
    this.entries.delete(resource);
    this.tell(resource);
  }

  private drop(variants: Map<string, CacheEntry>, variant: string): void {
    const entry = variants.get(variant);
    variants.delete(variant);
    if (entry) for (const listener of this.dropListeners) listener(entry);
  }

  private tell(what: Invalidation): void {
    for (const subscriber of this.subscribers) subscriber(what);
  }
}

const serialized = (loading: Promise<unknown>): Promise<Buffer> => loading.then((value) => exactBuffer(Buffer.from(JSON.stringify(value))));
