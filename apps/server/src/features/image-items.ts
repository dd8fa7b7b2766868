import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { errorSchema, type Deleted } from "@lampstand/contract/entities";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { FocalPointFields } from "@lampstand/contract/requests";
import type { AppDeps } from "../app-deps.ts";
import type { DbOrTx } from "../db/client.ts";
import { HttpError, notFound } from "../http-error.ts";
import { processImage } from "../images/process-image.ts";
import { readUploadForm, type UploadFormShape } from "../images/read-upload-form.ts";
import type { CachedResource } from "../public-reads/cache.ts";
import { deleted, parseFields, parseId } from "./request-parsing.ts";

/** The focal point a form sent (issue 24) as the item's columns: a coordinate left out is not written (new items default to the middle). */
export function focalColumns({ focal_x, focal_y }: FocalPointFields): { focalX?: number; focalY?: number } {
  return { ...(focal_x === undefined ? {} : { focalX: focal_x }), ...(focal_y === undefined ? {} : { focalY: focal_y }) };
}

/** How one kind of item with a picture is stored: its repository, always inside the write's transaction. */
export type ImageItemKind<Row extends { image: string | null }, Values> = {
  /** "Slider", "Post", "Event": used in messages. */
  what: string;
  imageField: string;
  /** The public list that shows these items. */
  cacheKey: CachedResource;
  find(tx: DbOrTx, id: number): Promise<Row | undefined>;
  insert(tx: DbOrTx, values: Values & { image: string | null }): Promise<Row>;
  update(tx: DbOrTx, id: number, values: Partial<Values> & { image?: string }): Promise<Row | undefined>;
  remove(tx: DbOrTx, id: number): Promise<Row | undefined>;
};

/** What a create or edit request carries: its text fields, checked, and the picture if one came. */
export type ItemForm<Fields> = { fields: Fields; picture: Buffer | undefined };

/** Error answers of the write routes, for their OpenAPI description. */
export const imageItemErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema };

/**
 * The write flows shared by sliders, pastor's desk posts and events: each is an item with
 * text fields and one picture. The picture is decoded and re-encoded before the transaction
 * opens; the row and the image are written together, and a replaced or deleted picture is
 * dropped when nothing else uses it. A request that fails leaves nothing behind. After the
 * commit, the public list that shows the item is invalidated on every server process.
 */
export class ImageItems<Row extends { image: string | null }, Values> {
  constructor(
    private readonly deps: AppDeps,
    private readonly kind: ImageItemKind<Row, Values>,
  ) {}

  /** `{id}` of the path, or a 404 naming this kind of item. */
  id(raw: string): number {
    return parseId(raw, this.kind.what);
  }

  /** A form of this kind's routes: text fields checked with `fields`, and its picture. Routes put it in their config (the API description). */
  form<Fields extends z.ZodObject>(fields: Fields, { imageRequired }: { imageRequired: boolean }): UploadFormShape<Fields> {
    return { fields, image: this.kind.imageField, imageRequired };
  }

  /** Reads a multipart (or JSON) form: text fields checked, 400 naming the first bad one or the missing picture. */
  async readForm<Fields extends z.ZodObject>(request: FastifyRequest, form: UploadFormShape<Fields>): Promise<ItemForm<z.infer<Fields>>> {
    const sent = await readUploadForm(request, this.kind.imageField);
    const fields = parseFields(form.fields, sent.fields);
    if (form.imageRequired && !sent.file) throw new HttpError(400, SERVER_MESSAGES.imageRequired, form.image);
    return { fields, picture: sent.file };
  }

  async create(values: Values, picture: Buffer | undefined): Promise<Row> {
    const { database, images, cache } = this.deps;
    const image = picture ? await processImage(picture) : undefined;
    const row = await database.db.transaction(async (tx) =>
      this.kind.insert(tx, { ...values, image: image ? await images.save(tx, image) : null }),
    );
    await cache.invalidate(this.kind.cacheKey);
    return row;
  }

  /** Changes the given fields; a new picture replaces the old one, which goes if nothing else uses it. */
  async edit(id: number, values: Partial<Values>, picture: Buffer | undefined): Promise<Row> {
    const { database, images, cache } = this.deps;
    const image = picture ? await processImage(picture) : undefined;
    const row = await database.db.transaction(async (tx) => {
      const existing = await this.kind.find(tx, id);
      if (!existing) throw notFound(this.kind.what);
      // Fields left out keep their value: an edit that sends none changes nothing (an empty UPDATE is not SQL).
      if (!image && Object.keys(values).length === 0) return existing;
      const updated = await this.kind.update(tx, id, { ...values, ...(image ? { image: await images.save(tx, image) } : {}) });
      if (image) await images.removeIfUnused(tx, existing.image);
      return updated!;
    });
    await cache.invalidate(this.kind.cacheKey);
    return row;
  }

  async remove(id: number): Promise<Deleted> {
    const { database, images, cache } = this.deps;
    await database.db.transaction(async (tx) => {
      const row = await this.kind.remove(tx, id);
      if (!row) throw notFound(this.kind.what);
      await images.removeIfUnused(tx, row.image);
    });
    await cache.invalidate(this.kind.cacheKey);
    return deleted(id, this.kind.what);
  }
}
