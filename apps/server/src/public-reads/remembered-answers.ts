import type { FastifyReply, FastifyRequest } from "fastify";
import type { CacheEntry, PublicCache, Sent } from "./cache.ts";

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

/** An address whose answer is known: the entry's bytes, and the headers Fastify sent with them. */
export type Answered = Sent & { body: Buffer; headers: string[] };

/**
 * The HTTP answers of the public reads, remembered by the address asked for, so that the next
 * request for it can be answered ahead of Fastify (answer-ahead.ts, ADR 025). Each is tied to the
 * PublicCache entry its bytes came from and is given again only while that entry is current; an
 * entry dropped takes its addresses along.
 */
export class RememberedAnswers {
  /** Address (path and query, as the visitor wrote it) → its answer. */
  private readonly answered = new Map<string, Answered>();
  /** The addresses remembered with each entry's bytes, to forget them with it. */
  private readonly addressesOf = new WeakMap<CacheEntry, Set<string>>();
  /** Routes whose answers carried a header that cannot be replayed, told once each. */
  private readonly unreplayable = new Set<string>();

  constructor(private readonly cache: PublicCache) {
    cache.onDrop((entry) => this.forgetEntry(entry));
    cache.onInvalidate((what) => {
      if (what === "*") this.answered.clear();
    });
  }

  /**
   * Called when an answer of a route that opted in (`config.answerAhead`) has gone out: its last
   * onResponse hook (answer-ahead.ts). An answer that `PublicCache.send` made from a loaded entry,
   * to a GET, with status 200, exactly the entry's bytes and only headers every visitor gets
   * alike, is remembered under the address asked for, with the headers it went out with: every
   * hook has run by now, so they are all there. A write that overtook the answer has dropped its
   * entry already, and such an answer is not remembered.
   */
  remember(request: FastifyRequest, reply: FastifyReply): void {
    const sent = this.cache.sentFrom(request);
    const address = request.url;
    if (sent === undefined || request.method !== "GET" || reply.statusCode !== 200 || address.length > MAX_ADDRESS_LENGTH || !this.cache.isCurrent(sent)) return;
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
    let addresses = this.addressesOf.get(sent.entry);
    if (!addresses) this.addressesOf.set(sent.entry, (addresses = new Set()));
    addresses.add(address);
  }

  /** The answer remembered for `address`, while the entry it came from is current; else undefined. */
  current(address: string): Answered | undefined {
    const known = this.answered.get(address);
    // Dropping an entry forgets its addresses; this is the check that never lets one through.
    return known !== undefined && this.cache.isCurrent(known) ? known : undefined;
  }

  /** The addresses remembered, for tests. */
  get size(): number {
    return this.answered.size;
  }

  /**
   * Forgets the addresses remembered with a dropped entry's bytes: not needed for correctness (an
   * address is answered only while its entry is current), but each would otherwise hold the old
   * bytes until asked for again, up to 1,000 of the largest list (issue 18).
   */
  private forgetEntry(entry: CacheEntry): void {
    for (const address of this.addressesOf.get(entry) ?? []) this.answered.delete(address);
    this.addressesOf.delete(entry);
  }

  private forgetAddress(address: string): void {
    const known = this.answered.get(address);
    if (!known) return;
    this.answered.delete(address);
    this.addressesOf.get(known.entry)?.delete(address);
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
}
