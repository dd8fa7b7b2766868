import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, errorSchema } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import {
  SERMON_AUDIO,
  sermonEditFieldsSchema,
  sermonFieldsSchema,
  sermonListQuerySchema,
  sermonPageSchema,
  sermonSchema,
  sermonSeriesEditFieldsSchema,
  sermonSeriesFieldsSchema,
  sermonSeriesSchema,
  sermonViewSchema,
  type SermonEditFields,
} from "@lampstand/contract/sermons";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { processImage } from "../../images/process-image.ts";
import { readUploadForm, unreadableForm, uploadRoutes } from "../../images/read-upload-form.ts";
import { imageItemErrors, ImageItems } from "../image-items.ts";
import { deleted, idParams, parseFields, parseId } from "../request-parsing.ts";
import { podcastRoutes } from "./podcast-routes.ts";
import { audioBytes, deleteAudio, linkAudio, storeAudio, type StoredAudio } from "./audio-store.ts";
import {
  booksOf,
  deleteSermon,
  deleteSermonSeries,
  findSermon,
  findSermonRow,
  findSermonSeries,
  insertSermon,
  insertSermonSeries,
  listSermonSeries,
  sermonAudioOf,
  sermonPage,
  seriesExists,
  sermonView,
  toSermonSeries,
  updateSermon,
  updateSermonSeries,
  type SermonValues,
} from "./repository.ts";

const tags = ["sermons"];
const SERMON_FIELDS = "multipart: title, date (YYYY-MM-DD), speaker (required), series_id, scripture, summary, notes, video_url, audio (MP3 or M4A, up to 200 MB), picture";

/**
 * Sermons and their series (issue 23). The public reads are cached like the other public lists;
 * staff write through multipart forms whose audio streams into the database as it arrives
 * (ADR 037); the audio is served with ranges, so players can seek.
 */
export function sermonRoutes(app: ZodApp, deps: AppDeps): void {
  seriesRoutes(app, deps);
  podcastRoutes(app, deps);
  const { db } = deps.database;

  app.get(
    API_PATHS.sermons,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary: "A page of sermons, newest first; filtered by series, speaker and book of the Bible, searched (q) in titles and summaries",
        querystring: sermonListQuerySchema,
        response: { 200: sermonPageSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const query = request.query;
      const variant = JSON.stringify([query.page, query.per_page, query.series ?? null, query.speaker ?? null, query.book ?? null, query.with_audio ?? null, query.q ?? null]);
      return deps.cache.send(reply, "sermons", () => sermonPage(db, query), variant);
    },
  );

  app.get(
    API_PATHS.sermon,
    {
      config: { public: true, answerAhead: true },
      schema: { params: idParams, tags, summary: "One sermon, with the other sermons of its series", response: { 200: sermonViewSchema, 404: errorSchema } },
    },
    (request, reply) => {
      const id = parseId(request.params.id, "Sermon");
      const load = async () => {
        const view = await sermonView(db, id);
        if (!view) throw notFound("Sermon");
        return view;
      };
      return deps.cache.send(reply, "sermons", load, `id:${id}`);
    },
  );

  app.get(
    API_PATHS.sermonAudio,
    {
      config: { public: true },
      schema: {
        params: idParams,
        tags,
        summary: "A sermon's audio (GET or HEAD; one Range of bytes answers 206)",
        response: { 200: z.any(), 206: z.any(), 304: z.any(), 404: errorSchema, 416: errorSchema },
      },
    },
    (request, reply) => sendAudio(deps, request, reply, parseId(request.params.id, "Sermon")),
  );

  // The audio may be up to 200 MB: this scope's multipart limit is the audio's, and the picture
  // part is held to the pictures' 10 MB as it is read.
  void app.register(async (uploads: ZodApp) => {
    await uploads.register(multipart, { limits: { fileSize: SERMON_AUDIO.maxBytes, files: 2, fields: 30 } });
    const writeErrors = { ...imageItemErrors, 415: errorSchema };
    const uploadForm = (fields: z.ZodObject) => ({
      fields: fields.extend({ [SERMON_AUDIO.audioField]: z.file().optional().meta({ description: "MP3 or M4A, at most 200 MB" }) }),
      image: SERMON_AUDIO.pictureField,
      imageRequired: false,
    });

    uploads.post(
      API_PATHS.sermons,
      {
        config: { uploadForm: uploadForm(sermonFieldsSchema) },
        schema: { tags, summary: `Add a sermon (${SERMON_FIELDS})`, consumes: ["multipart/form-data"], response: { 201: sermonSchema, ...writeErrors } },
      },
      async (request, reply) => {
        const sermon = await writeSermon(deps, request, undefined);
        return reply.status(201).send(sermon);
      },
    );

    uploads.put(
      API_PATHS.sermon,
      {
        config: { uploadForm: uploadForm(sermonEditFieldsSchema) },
        schema: {
          params: idParams,
          tags,
          summary: `Change a sermon: the fields sent, a new audio file or picture when sent (${SERMON_FIELDS})`,
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: sermonSchema, ...writeErrors },
        },
      },
      (request) => writeSermon(deps, request, parseId(request.params.id, "Sermon")),
    );
  });

  app.delete(
    API_PATHS.sermon,
    { schema: { params: idParams, tags, summary: "Delete a sermon with its audio and, if unused elsewhere, its picture", response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const id = parseId(request.params.id, "Sermon");
      await db.transaction(async (tx) => {
        const row = await deleteSermon(tx, id);
        if (!row) throw notFound("Sermon");
        await deps.images.removeIfUnused(tx, row.image);
        if (row.audioId !== null) await deleteAudio(tx, row.audioId);
      });
      await deps.cache.invalidate("sermons");
      return deleted(id, "Sermon");
    },
  );
}

type SermonForm = { fields: Record<string, string>; picture: Buffer | undefined; audio: StoredAudio | undefined };

/**
 * Reads a sermon's form: text fields, a picture (held to 10 MB) and an audio file, stored as it
 * streams (ADR 037). A failure after the audio was stored deletes it. Plain JSON is accepted for
 * edits that change only text.
 */
async function readSermonForm(deps: AppDeps, request: FastifyRequest): Promise<SermonForm> {
  if (!request.isMultipart()) {
    const { fields } = await readUploadForm(request, SERMON_AUDIO.pictureField);
    return { fields, picture: undefined, audio: undefined };
  }
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  let audio: StoredAudio | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
      } else if (part.fieldname === SERMON_AUDIO.audioField && !audio) {
        audio = await storeAudio(deps.database.db, part.file, () => part.file.truncated);
      } else if (part.fieldname === SERMON_AUDIO.pictureField && !picture) {
        picture = await readPicture(part.file);
      } else {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the audio as "${SERMON_AUDIO.audioField}" and the picture as "${SERMON_AUDIO.pictureField}".`, part.fieldname);
      }
    }
  } catch (error) {
    if (audio) await deleteAudio(deps.database.db, audio.id);
    throw unreadableForm(error, request);
  }
  return { fields, picture, audio };
}

/** A picture part, refused (413) as soon as it passes the pictures' limit rather than read whole. */
async function readPicture(stream: NodeJS.ReadableStream): Promise<Buffer | undefined> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > LIMITS.uploadBytes) {
      stream.resume();
      throw new HttpError(413, SERVER_MESSAGES.imageTooLarge, SERMON_AUDIO.pictureField);
    }
    pieces.push(piece);
  }
  return size > 0 ? Buffer.concat(pieces) : undefined;
}

/** The stored columns of the fields sent; on an edit, only those. */
function sermonValues(fields: SermonEditFields): Partial<SermonValues> {
  const values: Partial<SermonValues> = {};
  if (fields.title !== undefined) values.title = fields.title;
  if (fields.date !== undefined) values.date = fields.date;
  if (fields.speaker !== undefined) values.speaker = fields.speaker;
  if (fields.series_id !== undefined) values.seriesId = fields.series_id;
  if (fields.scripture !== undefined) Object.assign(values, { scripture: fields.scripture, books: booksOf(fields.scripture) });
  if (fields.summary !== undefined) values.summary = fields.summary;
  if (fields.notes !== undefined) values.notes = fields.notes;
  if (fields.video_url !== undefined) values.videoUrl = fields.video_url;
  return values;
}

/** Creates (`id` undefined) or edits a sermon in one transaction; the audio, already stored, is linked in it or deleted. */
async function writeSermon(deps: AppDeps, request: FastifyRequest, id: number | undefined) {
  const { db } = deps.database;
  const form = await readSermonForm(deps, request);
  try {
    const fields = id === undefined ? parseFields(sermonFieldsSchema, form.fields) : parseFields(sermonEditFieldsSchema, form.fields);
    const image = form.picture ? await processImage(form.picture) : undefined;
    const sermonId = await db.transaction(async (tx) => {
      const values = sermonValues(fields);
      if (values.seriesId != null && !(await seriesExists(tx, values.seriesId))) throw new HttpError(400, "Series not found: choose one of the sermon series.", "series_id");
      if (form.audio) {
        values.audioId = form.audio.id;
        await linkAudio(tx, form.audio.id);
      }
      if (image) values.image = await deps.images.save(tx, image);
      if (id === undefined) {
        return insertSermon(tx, { ...(values as SermonValues), image: values.image ?? null, audioId: values.audioId ?? null });
      }
      const existing = await findSermonRow(tx, id);
      if (!existing) throw notFound("Sermon");
      await updateSermon(tx, id, values);
      if (image) await deps.images.removeIfUnused(tx, existing.image);
      if (form.audio && existing.audioId !== null) await deleteAudio(tx, existing.audioId);
      return id;
    });
    await deps.cache.invalidate("sermons");
    return (await findSermon(db, sermonId))!;
  } catch (error) {
    // Linked only if the transaction committed: otherwise the stored upload goes.
    if (form.audio) {
      const stillOurs = await findSermonRow(db, id ?? -1);
      if (stillOurs?.audioId !== form.audio.id) await deleteAudio(db, form.audio.id);
    }
    throw error;
  }
}

/**
 * GET/HEAD of a sermon's audio. One range of bytes ("bytes=0-", "bytes=100-199", "bytes=-500")
 * answers 206 with exactly those bytes; a range outside the file, or one that cannot be read,
 * answers 416 with the file's length; several ranges at once are answered with the whole file
 * (which RFC 9110 allows), as are ranges whose If-Range names an older file.
 */
async function sendAudio(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, sermonId: number) {
  const audio = await sermonAudioOf(deps.database.db, sermonId);
  if (!audio) throw new HttpError(404, "This sermon has no audio.");
  const etag = `"sermon-audio-${audio.id}"`;
  reply.header("accept-ranges", "bytes").header("etag", etag).header("cache-control", "public, max-age=0, must-revalidate").type(audio.type);
  // Podcast apps that run in a browser play the feed's audio from their own origin (podcast-routes.ts).
  reply.header("cross-origin-resource-policy", "cross-origin");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();

  let start = 0;
  let end = audio.bytes - 1;
  const range = request.headers.range;
  const ifRange = request.headers["if-range"];
  if (range !== undefined && (ifRange === undefined || ifRange === etag) && !range.includes(",")) {
    const wanted = parseRange(range, audio.bytes);
    if (wanted === "unsatisfiable") {
      reply.header("content-range", `bytes */${audio.bytes}`);
      throw new HttpError(416, SERVER_MESSAGES.audioRangeNotSatisfiable);
    }
    if (wanted) {
      [start, end] = wanted;
      reply.status(206).header("content-range", `bytes ${start}-${end}/${audio.bytes}`);
    }
  }
  reply.header("content-length", String(end - start + 1));
  // Fastify's HEAD answer keeps the length we set only when the body is a stream (an empty one: nothing is read).
  if (request.method === "HEAD") return reply.send(Readable.from([]));
  return reply.send(audioBytes(deps.database.db, audio.id, start, end));
}

/** A "bytes=" range as [first, last] within `size`; undefined for another unit (ignored, as RFC 9110 says). */
export function parseRange(header: string, size: number): [number, number] | "unsatisfiable" | undefined {
  const match = /^\s*([a-z]+)=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return /^\s*bytes=/i.test(header) ? "unsatisfiable" : undefined;
  const [, unit = "", first = "", last = ""] = match;
  if (unit.toLowerCase() !== "bytes") return undefined;
  if (first === "" && last === "") return "unsatisfiable";
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size - 1];
  }
  const from = Number(first);
  const to = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (from >= size || (last !== "" && Number(last) < from)) return "unsatisfiable";
  return [from, to];
}

/** Sermon series: anyone reads them, staff change them; their picture goes through the image pipeline. */
function seriesRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const series = new ImageItems(deps, {
    what: "Series",
    imageField: SERMON_AUDIO.pictureField,
    cacheKey: "sermon-series",
    find: findSermonSeries,
    insert: insertSermonSeries,
    update: updateSermonSeries,
    remove: deleteSermonSeries,
  });
  // A series' title shows on its sermons, and the sermons' answer lists every series for its
  // filter: a new, changed or deleted series is a change of them.
  const alsoSermons = async <T>(result: T) => {
    await deps.cache.invalidate("sermons");
    return result;
  };

  app.get(
    API_PATHS.sermonSeriesList,
    { config: { public: true, answerAhead: true }, schema: { tags, summary: "Every sermon series, newest first", response: { 200: z.array(sermonSeriesSchema) } } },
    (_request, reply) => deps.cache.send(reply, "sermon-series", () => listSermonSeries(db)),
  );
  app.get(
    API_PATHS.sermonSeries,
    { config: { public: true, answerAhead: true }, schema: { params: idParams, tags, summary: "One sermon series", response: { 200: sermonSeriesSchema, 404: errorSchema } } },
    (request, reply) => {
      const id = series.id(request.params.id);
      const load = async () => {
        const row = await findSermonSeries(db, id);
        if (!row) throw notFound("Series");
        return toSermonSeries(row);
      };
      return deps.cache.send(reply, "sermon-series", load, `id:${id}`);
    },
  );

  const createForm = series.form(sermonSeriesFieldsSchema, { imageRequired: false });
  const editForm = series.form(sermonSeriesEditFieldsSchema, { imageRequired: false });
  const what = "multipart: title (required), description, picture";
  uploadRoutes(app, (uploads) => {
    uploads.post(
      API_PATHS.sermonSeriesList,
      {
        config: { uploadForm: createForm },
        schema: { tags, summary: `Add a sermon series (${what})`, consumes: ["multipart/form-data"], response: { 201: sermonSeriesSchema, ...imageItemErrors } },
      },
      async (request, reply) => {
        const { fields, picture } = await series.readForm(request, createForm);
        return reply.status(201).send(await alsoSermons(toSermonSeries(await series.create({ ...fields, description: fields.description ?? "" }, picture))));
      },
    );
    uploads.put(
      API_PATHS.sermonSeries,
      {
        config: { uploadForm: editForm },
        schema: {
          params: idParams,
          tags,
          summary: `Change a sermon series: the fields sent, its picture when one is sent (${what})`,
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: sermonSeriesSchema, ...imageItemErrors },
        },
      },
      async (request) => {
        const id = series.id(request.params.id);
        const { fields, picture } = await series.readForm(request, editForm);
        return alsoSermons(toSermonSeries(await series.edit(id, fields, picture)));
      },
    );
  });
  app.delete(
    API_PATHS.sermonSeries,
    { schema: { params: idParams, tags, summary: "Delete a sermon series; its sermons stay, without a series", response: { 200: deletedSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => alsoSermons(await series.remove(series.id(request.params.id))),
  );
}
