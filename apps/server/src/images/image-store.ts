import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { imageReferences, images } from "../db/schema.ts";
import type { ProcessedImage } from "./process-image.ts";

export const UPLOAD_PREFIX = "uploads/";
const NAME_PATTERN = /^[0-9a-f]{64}\.webp$/;

export const isImageName = (name: string) => NAME_PATTERN.test(name);

/** "uploads/<name>.webp" → "<name>.webp" for images this server stores; null for anything else. */
export function storedImageName(path: string | null | undefined): string | null {
  if (!path?.startsWith(UPLOAD_PREFIX)) return null;
  const name = path.slice(UPLOAD_PREFIX.length);
  return isImageName(name) ? name : null;
}

type StoredImage = { bytes: Buffer; contentType: string };

/**
 * Images live in the database under a content-addressed name, so any number of server
 * processes on one PostgreSQL share them, and one backup holds everything. A small
 * in-memory cache (bounded in bytes) spares the database the hot ones; since names are
 * content hashes, a cached image can never be stale.
 */
export class ImageStore {
  private readonly cache = new Map<string, StoredImage>();
  private cachedBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly cacheLimitBytes: number,
  ) {}

  /** Stores the image (once, whatever number of items use it) and returns the path the API hands out. */
  async save(tx: DbOrTx, image: ProcessedImage): Promise<string> {
    // DO UPDATE (not NOTHING) locks the row, so a concurrent removeIfUnused cannot delete it under us.
    await tx
      .insert(images)
      .values({ name: image.name, contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height })
      .onConflictDoUpdate({ target: images.name, set: { name: sql`excluded.name` } });
    return `${UPLOAD_PREFIX}${image.name}`;
  }

  /**
   * Deletes the stored image behind `path` when no item uses it any more. Always called inside
   * the item's own write transaction; `imageReferences` (db/schema.ts) says where items keep pictures.
   */
  async removeIfUnused(tx: DbOrTx, path: string | null | undefined): Promise<void> {
    const name = storedImageName(path);
    if (!name) return;
    const fullPath = `${UPLOAD_PREFIX}${name}`;
    const locked = await tx.execute(sql`SELECT 1 FROM ${images} WHERE ${images.name} = ${name} FOR UPDATE`);
    if (rowsOf(locked).length === 0) return;
    const uses = imageReferences.map((column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} = ${fullPath})`);
    const usage = await tx.execute(sql`SELECT ${sql.join(uses, sql` OR `)} AS used`);
    if (rowsOf(usage)[0]?.used === true) return;
    await tx.delete(images).where(eq(images.name, name));
    this.forget(name);
  }

  async get(name: string): Promise<StoredImage | undefined> {
    if (!isImageName(name)) return undefined;
    const hit = this.cache.get(name);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.cache.delete(name);
      this.cache.set(name, hit);
      return hit;
    }
    const [row] = await this.db
      .select({ bytes: images.bytes, contentType: images.contentType })
      .from(images)
      .where(eq(images.name, name));
    if (!row) return undefined;
    this.remember(name, row);
    return row;
  }

  private remember(name: string, image: StoredImage): void {
    if (image.bytes.length > this.cacheLimitBytes / 4) return;
    this.cache.set(name, image);
    this.cachedBytes += image.bytes.length;
    for (const [oldest, value] of this.cache) {
      if (this.cachedBytes <= this.cacheLimitBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= value.bytes.length;
    }
  }

  private forget(name: string): void {
    const hit = this.cache.get(name);
    if (!hit) return;
    this.cache.delete(name);
    this.cachedBytes -= hit.bytes.length;
  }
}

/** Raw query results: both drivers put the rows under `rows`. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}
