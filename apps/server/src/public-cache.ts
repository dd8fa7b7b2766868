import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "./db/client.ts";
import { exactBuffer } from "./exact-buffer.ts";

/** The public reads every visitor sees alike. */
export type CachedResource = "events" | "desks" | "sliders" | "page-list" | "pages";

/** What an invalidation names: one resource, or "*" when anything may have changed. */
export type Invalidation = CachedResource | "*";

const CHANNEL = "lampstand_public_cache";
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Variants one resource keeps at most (a month of events, one post…). The variants a client can
 * ask for are bounded by validation, but not small: the oldest goes first past this many.
 */
export const MAX_VARIANTS = 500;

/**
 * Addresses remembered for answering ahead of Fastify. Any query string makes another address
 * (`?month=2026-11`, `?x=1`…), so they are bounded too: the oldest goes first past this many.
 */
const MAX_ADDRESSES = 1000;

/** A longer address (made-up query strings) is answered by Fastify each time: 1,000 of 16 KB would be 16 MB of keys. */
const MAX_ADDRESS_LENGTH = 1024;

/**
 * The headers an answer may carry to be remembered: those every public read goes out with (its
 * type and length, and the security headers of an API answer). Any other (say `Vary: Origin` and
 * `Access-Control-Allow-Origin` from CORS) may differ from one visitor to the next, and the
 * answer is then left to Fastify each time (ADR 025). Node writes `Date`, `Connection` and
 * `Keep-Alive` itself for each answer.
 */
const REPLAYABLE_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);

/** A variant's JSON, once loaded, its load, and the addresses remembered with its bytes (`remember`). */
type Entry = { json?: Buffer; loading: Promise<Buffer>; addresses: Set<string> };

/** Which entry a request was answered from. */
type Sent = { resource: CachedResource; variant: string; entry: Entry };

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** An address whose answer is known: the entry's bytes, and the headers Fastify sent with them. */
type Answered = Sent & { body: Buffer; headers: string[] };

/**
 * Serialized answers of the public reads, kept in memory until a write changes them.
 * A write invalidates here at once and tells the other server processes on the same
 * PostgreSQL through NOTIFY, so a staff edit shows everywhere straight away. Whatever else is
 * built from these reads (the page cache) subscribes with `onInvalidate`. While those
 * notifications may be missed (the listening connection is lost), nothing is kept: every read
 * goes to the database (`keeping`, ADR 028). An address asked for before is answered ahead of
 * Fastify (`answerAheadOf`, ADR 025).
 */
export class PublicCache {
  /**
   * resource → variant key ("" for the whole list) → JSON bytes, once loaded, and their load.
   * Bytes, not a string: each answer then hands the socket the same memory, where a string is
   * encoded anew for every answer (a 1.8 MB list to 100 visitors at once: 180 MB more).
   */
  private readonly entries = new Map<CachedResource, Map<string, Entry>>();
  private readonly subscribers: Array<(what: Invalidation) => void> = [];
  /** Requests answered from a loaded entry, until their answer has gone out (`remember`). */
  private readonly sent = new WeakMap<FastifyRequest, Sent>();
  /** Address (path and query, as the visitor wrote it) → its answer, for `answerAheadOfFastify`. */
  private readonly answered = new Map<string, Answered>();
  private answering = true;
  /** Routes whose answers carried a header that cannot be replayed, told once each. */
  private readonly unreplayable = new Set<string>();
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

  /** The cached JSON of `resource` (its `variant`, e.g. one month), loading it once when absent. */
  get(resource: CachedResource, load: () => Promise<unknown>, variant = ""): Promise<Buffer> {
    if (!this.keeping) return serialized(load());
    let variants = this.entries.get(resource);
    if (!variants) this.entries.set(resource, (variants = new Map()));
    const cached = variants.get(variant);
    if (cached) return cached.loading;
    const entry: Entry = { loading: serialized(load()), addresses: new Set() };
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

  /**
   * Called when an answer of a route that opted in (`config.answerAhead`) has gone out: its last
   * onResponse hook (answer-ahead-routes.ts). An answer that `send` made from a loaded entry, to a
   * GET, with status 200, exactly the entry's bytes and only headers every visitor gets alike, is
   * remembered under the address asked for, with the headers it went out with: every hook has
   * run by now, so they are all there. A write that overtook the answer has dropped its entry
   * already, and such an answer is not remembered.
   */
  remember(request: FastifyRequest, reply: FastifyReply): void {
    const sent = this.sent.get(request);
    const address = request.url;
    if (sent === undefined || request.method !== "GET" || reply.statusCode !== 200 || address.length > MAX_ADDRESS_LENGTH || !this.isCurrent(sent)) return;
    const body = sent.entry.json;
    const headers = reply.getHeaders();
    if (body === undefined || Number(headers["content-length"]) !== body.length) return;
    const lines: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      if (!REPLAYABLE_HEADERS.has(name)) return this.cannotReplay(request, name);
      for (const one of Array.isArray(value) ? value : [value]) lines.push(name, String(one));
    }
    this.forgetAddress(address);
    if (this.answered.size >= MAX_ADDRESSES) this.forgetAddress(this.answered.keys().next().value as string);
    this.answered.set(address, { ...sent, body, headers: lines });
    sent.entry.addresses.add(address);
  }

  /**
   * Answers a GET of an address remembered by `remember`, while its entry is current: the same
   * status, headers and bytes Fastify sent, written straight to the socket. Fastify's routing,
   * request and reply objects and hooks are what a cached read spent most of its time in, and
   * rendering pages in the same process made that path slower still (ADR 025). False leaves the
   * request to Fastify: any other request, a read not yet remembered or since changed, and every
   * request once the server is closing.
   */
  answerAheadOfFastify(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" || !this.answering) return false;
    const address = request.url ?? "";
    const known = this.answered.get(address);
    // Dropping an entry forgets its addresses; this is the check that never lets one through.
    if (known === undefined || !this.isCurrent(known)) return false;
    response.writeHead(200, known.headers);
    response.end(known.body);
    return true;
  }

  /**
   * Puts `answerAheadOfFastify` in front of Fastify's own handler on Fastify's server, which
   * keeps every setting Fastify gave it (time limits, header sizes). Fastify's `serverFactory`
   * was the other way, but a server made that way is bound to one address only, where Fastify
   * binds each address a name such as "localhost" stands for.
   */
  answerAheadOf(server: Server): void {
    const handlers = server.listeners("request") as RequestHandler[];
    const fastify = handlers[0];
    if (handlers.length !== 1 || !fastify) throw new Error(`Expected Fastify's server to have one request handler, found ${handlers.length}.`);
    server.removeListener("request", fastify);
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (!this.answerAheadOfFastify(request, response)) fastify(request, response);
    });
  }

  /** From now on every request goes to Fastify, which answers as a closing server does. */
  stopAnswering(): void {
    this.answering = false;
  }

  async invalidate(resource: CachedResource): Promise<void> {
    this.clearLocal(resource);
    await this.database.notify(CHANNEL, resource);
  }

  /** Drops everything, e.g. when the notification connection was lost and changes may be missed. */
  clearAll(): void {
    this.entries.clear();
    this.answered.clear();
    this.tell("*");
  }

  /** The entries kept and the addresses remembered, for tests. */
  get usage(): { entries: number; addresses: number } {
    let entries = 0;
    for (const variants of this.entries.values()) entries += variants.size;
    return { entries, addresses: this.answered.size };
  }

  private clearLocal(resource: CachedResource): void {
    const variants = this.entries.get(resource);
    if (variants) for (const variant of variants.keys()) this.drop(variants, variant);
    this.entries.delete(resource);
    this.tell(resource);
  }

  /**
   * Drops a variant, and the addresses remembered with its bytes: not needed for correctness (an
   * address is answered only while its entry is current), but each would otherwise hold the old
   * bytes until asked for again, up to 1,000 of the largest list (issue 18).
   */
  private drop(variants: Map<string, Entry>, variant: string): void {
    const entry = variants.get(variant);
    variants.delete(variant);
    for (const address of entry?.addresses ?? []) this.answered.delete(address);
  }

  private forgetAddress(address: string): void {
    const known = this.answered.get(address);
    if (!known) return;
    this.answered.delete(address);
    known.entry.addresses.delete(address);
  }

  /** Leaves a route's answers to Fastify, and says so once: the header shows it has a hook the shortcut would skip. */
  private cannotReplay(request: FastifyRequest, header: string): void {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (this.unreplayable.has(route)) return;
    this.unreplayable.add(route);
    request.log.warn(
      `${route} answered with the header ${header}, which may differ from one visitor to the next: its answers are left to Fastify each time, not answered ahead (ADR 025)`,
    );
  }

  private isCurrent(sent: Sent): boolean {
    return this.entries.get(sent.resource)?.get(sent.variant) === sent.entry;
  }

  private tell(what: Invalidation): void {
    for (const subscriber of this.subscribers) subscriber(what);
  }
}

const serialized = (loading: Promise<unknown>): Promise<Buffer> => loading.then((value) => exactBuffer(Buffer.from(JSON.stringify(value))));
