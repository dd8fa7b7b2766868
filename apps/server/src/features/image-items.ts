import type { FastifyInstance, FastifyRequest } from "fastify";
import { z as zod, type z } from "zod";
import { deletedSchema, errorSchema } from "@lampstand/contract/entities";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { HttpError, notFound } from "../http-error.ts";
import type { DbOrTx } from "../images/image-store.ts";
import { processImage } from "../images/process-image.ts";
import type { CachedResource } from "../public-cache.ts";
import { readForm } from "../plugins/multipart-form.ts";
import { deleted, parseFields, parseId, idParams } from "./request-parsing.ts";

/**
 * The write flows shared by sliders, pastor's desk posts and events: each is an item with
 * text fields and one picture. The image is decoded and re-encoded before the transaction
 * opens; the row and the image are written together, and a replaced or deleted picture is
 * dropped when nothing else uses it. A request that fails leaves nothing behind.
 */
type ImageRow = { image: string | null };

export type ImageItemKind<Row extends ImageRow, Values> = {
  /** "Slider", "Post", "Event": used in messages. */
  what: string;
  imageField: string;
  cacheKey: CachedResource;
  find(tx: DbOrTx, id: number): Promise<Row | undefined>;
  insert(tx: DbOrTx, values: Values & { image: string | null }): Promise<Row>;
  update(tx: DbOrTx, id: number, values: Partial<Values> & { image?: string }): Promise<Row | undefined>;
  remove(tx: DbOrTx, id: number): Promise<Row | undefined>;
};

export async function createImageItem<Row extends ImageRow, S extends z.ZodType, Values>(
  { database: { db }, images, cache }: AppDeps,
  request: FastifyRequest,
  kind: ImageItemKind<Row, Values>,
  options: { schema: S; toValues: (fields: z.infer<S>) => Values; imageRequired: boolean },
): Promise<Row> {
  const form = await readForm(request, kind.imageField);
  const values = options.toValues(parseFields(options.schema, form.fields));
  if (!form.file && options.imageRequired) throw new HttpError(400, SERVER_MESSAGES.imageRequired, kind.imageField);
  const image = form.file ? await processImage(form.file) : undefined;
  const row = await db.transaction(async (tx) =>
    kind.insert(tx, { ...values, image: image ? await images.save(tx, image) : null }),
  );
  await cache.invalidate(kind.cacheKey);
  return row;
}

export async function editImageItem<Row extends ImageRow, S extends z.ZodType, Values>(
  { database: { db }, images, cache }: AppDeps,
  request: FastifyRequest,
  id: number,
  kind: ImageItemKind<Row, Values>,
  options: { schema: S; toValues: (fields: z.infer<S>) => Partial<Values> },
): Promise<Row> {
  const form = await readForm(request, kind.imageField);
  const values = options.toValues(parseFields(options.schema, form.fields));
  const image = form.file ? await processImage(form.file) : undefined;
  const row = await db.transaction(async (tx) => {
    const existing = await kind.find(tx, id);
    if (!existing) throw notFound(kind.what);
    const updated = await kind.update(tx, id, { ...values, ...(image ? { image: await images.save(tx, image) } : {}) });
    if (image) await images.removeIfUnused(tx, existing.image);
    return updated!;
  });
  await cache.invalidate(kind.cacheKey);
  return row;
}

export async function deleteImageItem<Row extends ImageRow, Values>(
  { database: { db }, images, cache }: AppDeps,
  id: number,
  kind: ImageItemKind<Row, Values>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await kind.remove(tx, id);
    if (!row) throw notFound(kind.what);
    await images.removeIfUnused(tx, row.image);
  });
  await cache.invalidate(kind.cacheKey);
}

/** Describes one kind of image item to `imageItemRoutes`. */
export type ImageItemRoutes<Row extends ImageRow, Values, Create extends z.ZodType, Edit extends z.ZodType> = {
  kind: ImageItemKind<Row, Values>;
  tag: string;
  entity: z.ZodType;
  toApi: (row: Row) => unknown;
  list: (db: AppDeps["database"]["db"]) => Promise<unknown[]>;
  paths: { publicList: string; staffList?: string; create: string; edit: string; remove: string };
  create: { schema: Create; toValues: (fields: z.infer<Create>) => Values; imageRequired: boolean; doc: string };
  edit: { schema: Edit; toValues: (fields: z.infer<Edit>) => Partial<Values>; doc: string };
};

const writeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema };

/** Registers list, create, edit and delete of one kind of image item (SPEC §7 names the paths). */
export function imageItemRoutes<Row extends ImageRow, Values, Create extends z.ZodType, Edit extends z.ZodType>(
  zodApp: ZodApp,
  deps: AppDeps,
  spec: ImageItemRoutes<Row, Values, Create, Edit>,
): void {
  // The schemas here are generic, so the type provider cannot infer handler types; the
  // validators and serializers still run, and the handlers read what they validated.
  const app = zodApp as unknown as FastifyInstance;
  const { kind, tag } = spec;
  const list = zod.array(spec.entity);

  app.get(
    spec.paths.publicList,
    { config: { public: true }, schema: { tags: [tag], summary: `${kind.what} list for the public site`, response: { 200: list } } },
    async (_request, reply) => {
      // Already JSON text: sent as is, which is what makes the cached read cheap.
      const json = await deps.cache.get(kind.cacheKey, () => spec.list(deps.database.db));
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  if (spec.paths.staffList) {
    app.get(
      spec.paths.staffList,
      { schema: { tags: [tag], summary: `${kind.what} list for staff`, response: { 200: list, 401: errorSchema } } },
      async () => spec.list(deps.database.db),
    );
  }

  app.post(
    spec.paths.create,
    {
      schema: { tags: [tag], summary: spec.create.doc, consumes: ["multipart/form-data"], response: { 201: spec.entity, ...writeErrors } },
    },
    async (request, reply) => {
      const row = await createImageItem(deps, request, kind, spec.create);
      return reply.status(201).send(spec.toApi(row));
    },
  );

  app.put(
    `${spec.paths.edit}/:id`,
    {
      schema: {
        tags: [tag],
        summary: spec.edit.doc,
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: spec.entity, ...writeErrors },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id, kind.what);
      return spec.toApi(await editImageItem(deps, request, id, kind, spec.edit));
    },
  );

  app.delete(
    `${spec.paths.remove}/:id`,
    { schema: { params: idParams, tags: [tag], summary: `Delete a ${kind.what.toLowerCase()} and, if unused elsewhere, its picture`, response: { 200: deletedSchema, ...writeErrors } } },
    async (request) => {
      const id = parseId((request.params as { id: string }).id, kind.what);
      await deleteImageItem(deps, id, kind);
      return deleted(id, kind.what);
    },
  );
}
