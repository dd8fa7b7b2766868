import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { publicReadOf } from "@lampstand/contract/api-paths";
import { exactBuffer } from "../exact-buffer.ts";
import type { CachedResource, Invalidation, PublicCache } from "../public-reads/cache.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

/** A rendered page as every visitor gets it: its headers, and its bytes in each encoding. */
export type CachedPage = {
  status: number;
  /** The page's own headers (content type, the hash-based policy…), the same for every encoding. */
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
  /** A weak validator: the same page in any encoding (RFC 9110 §8.8.1). */
  etag: string;
  /** The public reads it was built from: a write to any of them drops it. */
  tags: ReadonlySet<CachedResource>;
};

/** What a page render read from the in-process API, as the page cache judges it. */
export type ApiRead = { method: string; path: string; status: number };

/**
 * The resources a page depends on, or undefined when one of its API calls was not a public read
 * (the contract's PUBLIC_READS, ADR 004): a page built only from these is the same for every
 * visitor until one of them changes; any other API call (a form post, a staff read) makes the
 * page one visitor's own.
 */
export function publicReadTags(reads: readonly ApiRead[]): Set<CachedResource> | undefined {
  const tags = new Set<CachedResource>();
  for (const read of reads) {
    const resource = read.method === "GET" && read.status === 200 ? publicReadOf(read.path) : undefined;
    if (!resource) return undefined;
    tags.add(resource);
  }
  return tags;
}

/** The best encoding the visitor accepts of those kept: brotli, then gzip, else the plain bytes. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/**
 * Pages kept at most, whatever their size: each costs its bookkeeping besides its bytes, and the
 * site has a few dozen pages, a calendar month each, and a page per event and letter.
 */
export const MAX_PAGES = 5000;

/**
 * What a kept page costs besides its bytes, key and headers: the page's objects (the page, its
 * headers and tags, three Buffer views and their memory's bookkeeping) and its slot in the map.
 * Measured at about 1.1 KB (4,800 pages of 84 bytes kept: 1.4 KB each in heap and external memory
 * after a full collection, their bytes and key included), rounded up.
 */
const PAGE_OVERHEAD_BYTES = 2048;

type PageCacheOptions = {
  /** What the kept pages may cost in memory, all told (`PAGE_CACHE_MB`). */
  maxBytes: number;
  /** The church's calendar day now, e.g. "2026-11-24": pages made on an earlier day are dropped. */
  today: () => string;
};

/**
 * Rendered public pages kept in memory (ADR 017), each in plain, gzip and brotli bytes, so a
 * page view costs what sending a file costs. A page is dropped by exactly the writes that change
 * what it was built from (PublicCache's invalidations, NOTIFY included, so every server process
 * on one PostgreSQL drops it), and every page when the church's day changes (calendars mark
 * today; the current month follows the date). Nothing is kept while changes from other processes
 * may be missed (`PublicCache.keeping`). Past `maxBytes`, counted as the memory a page really holds
 * (ADR 028), or past MAX_PAGES pages, the oldest pages go first.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { size: number }>();
  private readonly filling = new Map<string, Promise<CachedPage | undefined>>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that began before one must not be kept. */
  private generation = 0;
  private day: string;
  private dayCheckedAt = 0;

  constructor(
    private readonly publicCache: PublicCache,
    private readonly options: PageCacheOptions,
  ) {
    this.day = options.today();
    publicCache.onInvalidate((what) => this.invalidate(what));
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** The current generation, to hand back to `fill` when the render it began is done. */
  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string): CachedPage | undefined {
    this.dropOnNewDay();
    return this.pages.get(key);
  }

  /** The page another request is rendering for `key` right now, so this one can wait for it instead of rendering too. */
  pending(key: string): Promise<CachedPage | undefined> | undefined {
    return this.filling.get(key);
  }

  /**
   * Keeps the page `render` produces under `key`, unless it is not one to keep (undefined) or a
   * write changed what it was built from while it rendered. Other requests for `key` wait for it.
   */
  async fill(key: string, render: () => Promise<Omit<CachedPage, "bodies" | "etag"> & { body: Buffer } | undefined>): Promise<CachedPage | undefined> {
    const started = this.generation;
    const filling = (async () => {
      const rendered = await render();
      if (!rendered) return undefined;
      const page = await compressed(rendered);
      const size = memoryOf(key, page);
      if (this.generation === started && this.publicCache.keeping && size <= this.options.maxBytes) this.keep(key, { ...page, size });
      return page;
    })();
    this.filling.set(key, filling);
    try {
      return await filling;
    } finally {
      if (this.filling.get(key) === filling) this.filling.delete(key);
    }
  }

  private keep(key: string, page: CachedPage & { size: number }): void {
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes && this.pages.size <= MAX_PAGES) break;
      this.remove(oldest);
    }
  }

  /** The pages kept and what they are counted as costing, for tests. */
  get usage(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.size;
  }

  private invalidate(what: Invalidation): void {
    this.generation++;
    // A request after the write must not wait for a render that began before it.
    this.filling.clear();
    for (const [key, page] of this.pages) {
      if (what === "*" || page.tags.has(what)) this.remove(key);
    }
  }

  /** At most once a second: formatting the date on every page view would cost more than the view. */
  private dropOnNewDay(): void {
    const now = Date.now();
    if (now - this.dayCheckedAt < 1000) return;
    this.dayCheckedAt = now;
    const today = this.options.today();
    if (today === this.day) return;
    this.day = today;
    this.invalidate("*");
  }
}

/**
 * The page in every encoding, compressed off the event loop (zlib's thread pool), once per fill.
 * Each in memory of its own exact size: zlib hands back a view of its 16 KB output chunk, and a
 * small Buffer.from is a view of Node's shared 8 KB pool, either of which a kept page would hold
 * whole (an 84-byte page held ~35 KB).
 */
async function compressed({ body, ...page }: Omit<CachedPage, "bodies" | "etag"> & { body: Buffer }): Promise<CachedPage> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }),
  ]);
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { ...page, bodies: { identity: exactBuffer(body), gzip: exactBuffer(gzipped), br: exactBuffer(brotli) }, etag };
}

/** What keeping `page` under `key` costs: its bytes, its key, headers and validator (two bytes a character at most), and its objects. */
function memoryOf(key: string, page: CachedPage): number {
  let text = key.length + page.etag.length;
  for (const [name, value] of Object.entries(page.headers)) text += name.length + value.length;
  const { identity, gzip, br } = page.bodies;
  return identity.buffer.byteLength + gzip.buffer.byteLength + br.buffer.byteLength + 2 * text + PAGE_OVERHEAD_BYTES;
}
