import { and, eq, sql, type SQL } from "drizzle-orm";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@lampstand/contract/limits";
import type { ImageSize } from "@lampstand/contract/entities";
import type { Database, Db, DbOrTx } from "../db/client.ts";
import { imageReferences, imageReferencesInJson, images, imageVariants } from "../db/schema.ts";
import { resizeStoredImage, type ProcessedImage } from "./process-image.ts";

export const UPLOAD_PREFIX = "uploads/";

/**
 * A picture uploaded for a page (POST /pictures) and not saved into it is deleted after this many
 * days (ImageStore.removeUnsaved, ADR 045): long enough for any editing session, uploaded again
 * or not; short enough that abandoned uploads do not pile up in the database and its backups.
 */
export const UNSAVED_PICTURE_DAYS = 7;
const NAME_PATTERN = /^[0-9a-f]{64}\.webp$/;

export const isImageName = (name: string) => NAME_PATTERN.test(name);

/** "uploads/<name>.webp" → "<name>.webp" for images this server stores; null for anything else. */
export function storedImageName(path: string | null | undefined): string | null {
  if (!path?.startsWith(UPLOAD_PREFIX)) return null;
  const name = path.slice(UPLOAD_PREFIX.length);
  return isImageName(name) ? name : null;
}

/** The size of the stored picture behind `path`, or null for none or one stored elsewhere (an absolute address). */
export async function storedImageSize(db: DbOrTx, path: string | null | undefined): Promise<ImageSize | null> {
  const name = storedImageName(path);
  if (!name) return null;
  const [row] = await db.select({ width: images.width, height: images.height }).from(images).where(eq(images.name, name));
  return row ?? null;
}

type StoredImage = { bytes: Buffer; contentType: string };

/** Where a deleted image's name is told to every server process (LISTEN/NOTIFY), so none serves it from memory. */
const DELETED_CHANNEL = "lampstand_image_deleted";

/**
 * Images live in the database under a content-addressed name, so any number of server
 * processes on one PostgreSQL share them, and one backup holds everything. A small
 * in-memory cache (bounded in bytes) spares the database the hot ones; since names are
 * content hashes, a cached image never changes, but it can be deleted: the deletion is told to
 * every process when it commits, and each drops the image from memory (ADR 028). Narrower
 * copies for phones (IMAGE_VARIANT_WIDTHS) are made the first time one is asked for and stored
 * beside the image.
 */
export class ImageStore {
  private readonly cache = new Map<string, StoredImage>();
  private cachedBytes = 0;
  /** Copies being made now: asked for again meanwhile, they are made once. */
  private readonly making = new Map<string, Promise<StoredImage | undefined>>();
  /** Bumped by every deletion heard of: an image read before one is not kept, it may be the one deleted. */
  private deletions = 0;
  private readonly db: Db;

  constructor(
    private readonly database: Database,
    private readonly cacheLimitBytes: number,
  ) {
    this.db = database.db;
  }

  /**
   * Listens for deletions by any process. While they may be missed (the listening connection is
   * lost), nothing is kept in memory.
   */
  async start(): Promise<void> {
    await this.database.listen(DELETED_CHANNEL, (name) => this.forget(name));
    this.database.watchNotifications(() => this.forgetAll());
  }

  /** Stores the image (once, whatever number of items use it) and returns the path the API hands out. */
  async save(tx: DbOrTx, image: ProcessedImage): Promise<string> {
    // DO UPDATE (not NOTHING) locks the row, so a concurrent removeIfUnused cannot delete it under
    // us; and an image uploaded again counts as new, so removeUnsaved gives it its days again.
    await tx
      .insert(images)
      .values({ name: image.name, contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height })
      .onConflictDoUpdate({ target: images.name, set: { createdAt: sql`now()` } });
    return `${UPLOAD_PREFIX}${image.name}`;
  }

  /**
   * Deletes the stored image behind `path` when no item uses it any more. Always called inside
   * the item's own write transaction; `imageReferences` and `imageReferencesInJson` (db/schema.ts)
   * say where items keep pictures.
   */
  async removeIfUnused(tx: DbOrTx, path: string | null | undefined): Promise<void> {
    const name = storedImageName(path);
    if (name) await this.deleteIfUnused(tx, name, sql`TRUE`);
  }

  /**
   * Deletes the pictures uploaded over `days` days ago that nothing uses: a picture uploaded for
   * a page and never saved into it (only an item's own write lets go of a picture, and these were
   * never an item's). Each is checked and deleted in a transaction of its own, exactly as
   * removeIfUnused does. Returns how many went.
   */
  async removeUnsaved(days: number): Promise<number> {
    const oldEnough = sql`${images.createdAt} < now() - make_interval(days => ${days})`;
    // The candidates: old enough and in no picture column (a cheap first cut); the JSON columns
    // and the age are checked again, under the row's lock, by deleteIfUnused.
    const candidates = await this.db
      .select({ name: images.name })
      .from(images)
      .where(and(oldEnough, sql`NOT (${usedInPictureColumns(sql`${UPLOAD_PREFIX} || ${images.name}`)})`));
    let deleted = 0;
    for (const { name } of candidates) {
      if (await this.db.transaction((tx) => this.deleteIfUnused(tx, name, oldEnough))) deleted++;
    }
    return deleted;
  }

  /** Deletes the image `name` if `condition` holds of its row and nothing uses it; true if it did. */
  private async deleteIfUnused(tx: DbOrTx, name: string, condition: SQL): Promise<boolean> {
    const fullPath = `${UPLOAD_PREFIX}${name}`;
    const locked = await tx.execute(sql`SELECT 1 FROM ${images} WHERE ${images.name} = ${name} AND ${condition} FOR UPDATE`);
    if (rowsOf(locked).length === 0) return false;
    // Pictures inside a page's blocks: the name (a content hash, nothing LIKE treats specially)
    // anywhere in the JSON's text, whatever the block and however the path is written.
    const inJson = imageReferencesInJson.map((column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column}::text LIKE ${`%${name}%`})`);
    const usage = await tx.execute(sql`SELECT ${usedInPictureColumns(fullPath)} OR ${sql.join(inJson, sql` OR `)} AS used`);
    if (rowsOf(usage)[0]?.used === true) return false;
    await tx.delete(images).where(eq(images.name, name));
    // Sent when the transaction commits, to every process (this one too), and never if it rolls back.
    await tx.execute(sql`SELECT pg_notify(${DELETED_CHANNEL}, ${name})`);
    // This process forgets it now too, without waiting for its own notification: the staff member's
    // request is answered once the transaction commits, and their next read of the picture must
    // already go to the database (a notification can arrive after that read). A read racing the
    // commit may keep the picture again; the notification then drops it. On PGlite, whose
    // notifications stay inside PGlite, this is the only telling there is. A rollback only costs
    // the memory of a picture that is still there.
    this.forget(name);
    return true;
  }

  /** The image, or its copy `width` pixels wide (never wider than the image itself). */
  async get(name: string, width?: ImageVariantWidth): Promise<StoredImage | undefined> {
    if (!isImageName(name)) return undefined;
    const key = width ? `${name}@${width}` : name;
    const hit = this.cache.get(key);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const deletions = this.deletions;
    const image = width ? await this.variant(name, width) : await this.original(name);
    if (image && deletions === this.deletions && !this.database.notificationProblem()) this.remember(key, image);
    return image;
  }

  private async original(name: string): Promise<StoredImage | undefined> {
    const [row] = await this.db.select({ bytes: images.bytes, contentType: images.contentType }).from(images).where(eq(images.name, name));
    return row;
  }

  private variant(name: string, width: ImageVariantWidth): Promise<StoredImage | undefined> {
    const key = `${name}@${width}`;
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.loadOrMakeVariant(name, width).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private async loadOrMakeVariant(name: string, width: ImageVariantWidth): Promise<StoredImage | undefined> {
    const [stored] = await this.db
      .select({ bytes: imageVariants.bytes, contentType: imageVariants.contentType })
      .from(imageVariants)
      .where(and(eq(imageVariants.name, name), eq(imageVariants.width, width)));
    if (stored) return stored;
    const [original] = await this.db
      .select({ bytes: images.bytes, contentType: images.contentType, width: images.width })
      .from(images)
      .where(eq(images.name, name));
    if (!original) return undefined;
    // A picture no wider than the copy asked for is its own copy.
    if (original.width <= width) return { bytes: original.bytes, contentType: original.contentType };
    const variant = { bytes: await resizeStoredImage(original.bytes, width), contentType: "image/webp" };
    // The image may have been deleted meanwhile (the foreign key then refuses the copy): serve it once anyway.
    await this.db
      .insert(imageVariants)
      .values({ name, width, ...variant })
      .onConflictDoNothing()
      .catch(() => undefined);
    return variant;
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

  /** Drops the image and its copies from memory (the database drops the copies with the image). */
  private forget(name: string): void {
    this.deletions++;
    for (const key of [name, ...IMAGE_VARIANT_WIDTHS.map((width) => `${name}@${width}`)]) {
      const hit = this.cache.get(key);
      if (!hit) continue;
      this.cache.delete(key);
      this.cachedBytes -= hit.bytes.length;
    }
  }

  private forgetAll(): void {
    this.deletions++;
    this.cache.clear();
    this.cachedBytes = 0;
  }
}

/** Raw query results: both drivers put the rows under `rows`. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}

/** Whether a picture column (imageReferences, db/schema.ts) holds `path` ("uploads/<name>"): a condition of SQL. */
function usedInPictureColumns(path: SQL | string): SQL {
  return sql.join(
    imageReferences.map((column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} = ${path})`),
    sql` OR `,
  );
}
