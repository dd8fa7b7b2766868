import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { and, asc, between, eq, lt, sql } from "drizzle-orm";
import { parseStream, type IAudioMetadata } from "music-metadata";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { SERMON_AUDIO, type SermonAudioType } from "@lampstand/contract/sermons";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sermonAudio, sermonAudioChunks } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";

/**
 * Sermon audio in the database, in chunks (ADR 037): an upload is written a chunk at a time as it
 * arrives and a range is read a few chunks at a time as it is sent, so neither holds a file in
 * memory, and every process on the database serves every file.
 */

/** 1 MiB: large enough that a 200 MB file is 200 rows, small enough that a seek reads little. */
export const SERMON_AUDIO_CHUNK_BYTES = 1024 * 1024;
/** Chunks read per query while sending: a few MiB in memory at most. */
const CHUNKS_PER_READ = 4;
/** An upload that never finished (its process died half-way) is removed after this long. */
const ABANDONED_AFTER = "1 day";

export type StoredAudio = { id: number; type: SermonAudioType; bytes: number; durationSeconds: number };

/** MP3 (an ID3v2 tag, or an MPEG Layer III frame header) or M4A (an ISO `ftyp` box), from the first bytes; never the name. */
export function sniffAudio(head: Buffer): SermonAudioType | undefined {
  if (head.length >= 3 && head.toString("latin1", 0, 3) === "ID3") return "audio/mpeg";
  // Frame sync (11 bits), an MPEG version other than "reserved", layer III.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x18) !== 0x08 && (head[1]! & 0x06) === 0x02) {
    return "audio/mpeg";
  }
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    if (["M4A ", "M4B ", "mp42", "mp41", "isom", "iso2"].includes(brand)) return "audio/mp4";
  }
  return undefined;
}

/** Bytes needed to tell the type (the `ftyp` box's brand ends at byte 12). */
const SNIFF_BYTES = 12;

/**
 * Stores an uploaded file as it streams in. Answers undefined for an empty part (nothing chosen);
 * refuses what is no MP3 or M4A (415), what is over 200 MB (413, `isTruncated` tells: the
 * multipart reader cuts the stream at the limit) and what cannot be read (415). The row stays
 * incomplete until `linkAudio` marks it; on any failure it is deleted with its chunks.
 */
export async function storeAudio(db: Db, stream: Readable, isTruncated: () => boolean): Promise<StoredAudio | undefined> {
  await db.delete(sermonAudio).where(and(eq(sermonAudio.complete, false), lt(sermonAudio.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`)));
  let id: number | undefined;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  let type: SermonAudioType | undefined;
  let metadata: MetadataReader | undefined;

  const flush = async (all: boolean) => {
    while (pendingBytes >= SERMON_AUDIO_CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      const size = Math.min(SERMON_AUDIO_CHUNK_BYTES, joined.length);
      // A copy of its own: the rest of `joined` must not keep this chunk's memory alive.
      const chunk = Buffer.from(joined.subarray(0, size));
      const rest = joined.subarray(size);
      pending = rest.length > 0 ? [Buffer.from(rest)] : [];
      pendingBytes = rest.length;
      // Sent as base64 and decoded by PostgreSQL: a Buffer parameter travels as hex text that
      // PGlite took 1.7 s to take in per MiB; base64 takes a sixth of that (measured, ADR 037).
      await db.insert(sermonAudioChunks).values({ audioId: id!, seq: seq++, bytes: sql`decode(${chunk.toString("base64")}, 'base64')` as unknown as Buffer });
    }
  };

  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      total += piece.length;
      pending.push(piece);
      pendingBytes += piece.length;
      if (!type) {
        if (pendingBytes < SNIFF_BYTES) continue;
        type = checkedType(Buffer.concat(pending));
        id = (await db.insert(sermonAudio).values({ contentType: type }).returning({ id: sermonAudio.id }))[0]!.id;
        metadata = new MetadataReader(type);
        for (const earlier of pending) await metadata.feed(earlier);
      } else {
        await metadata!.feed(piece);
      }
      await flush(false);
    }
    if (isTruncated()) throw new HttpError(413, SERVER_MESSAGES.audioTooLarge, SERMON_AUDIO.audioField);
    if (total === 0) return undefined;
    if (!type) type = checkedType(Buffer.concat(pending));
    if (id === undefined) {
      id = (await db.insert(sermonAudio).values({ contentType: type }).returning({ id: sermonAudio.id }))[0]!.id;
      metadata = new MetadataReader(type);
      for (const earlier of pending) await metadata.feed(earlier);
    }
    await flush(true);
    const found = await metadata!.finish();
    const duration = found?.format.duration;
    if (!found || found.format.hasVideo || duration === undefined || !Number.isFinite(duration) || duration <= 0) {
      throw new HttpError(415, SERVER_MESSAGES.audioUnreadable, SERMON_AUDIO.audioField);
    }
    const durationSeconds = Math.max(1, Math.round(duration));
    await db.update(sermonAudio).set({ byteLength: total, durationSeconds }).where(eq(sermonAudio.id, id));
    return { id, type, bytes: total, durationSeconds };
  } catch (error) {
    metadata?.abandon();
    // Whatever was not read yet is drained so the rest of the form (or the connection) can go on.
    if (!stream.destroyed) stream.resume();
    if (id !== undefined) await deleteAudio(db, id);
    throw error;
  }
}

function checkedType(head: Buffer): SermonAudioType {
  const type = sniffAudio(head);
  if (!type) throw new HttpError(415, SERVER_MESSAGES.notAudio, SERMON_AUDIO.audioField);
  return type;
}

/**
 * music-metadata reads the duration from the same bytes as they pass (a Xing/VBRI header, the
 * frames of an MP3, the `mvhd` box of an M4A). It stops reading once it knows enough; the bytes
 * after that are not fed to it, and a slow parser makes the upload wait rather than buffer.
 */
class MetadataReader {
  private readonly input = new PassThrough();
  private readonly result: Promise<IAudioMetadata | undefined>;
  private done = false;

  constructor(type: SermonAudioType) {
    this.input.on("error", () => {});
    this.result = parseStream(this.input, { mimeType: type }, { duration: true, skipCovers: true })
      .catch(() => undefined)
      .finally(() => {
        this.done = true;
      });
  }

  async feed(bytes: Buffer): Promise<void> {
    if (this.done || this.input.destroyed || this.input.writableEnded) return;
    if (!this.input.write(bytes)) await Promise.race([once(this.input, "drain"), this.result]);
  }

  async finish(): Promise<IAudioMetadata | undefined> {
    if (!this.input.writableEnded) this.input.end();
    // Whatever the parser left unread must not hold it waiting for a reader.
    this.input.resume();
    return this.result;
  }

  abandon(): void {
    this.input.destroy();
  }
}

export async function deleteAudio(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sermonAudio).where(eq(sermonAudio.id, id));
}

/** Marks an uploaded file as belonging to a sermon: from then on it is kept. */
export async function linkAudio(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(sermonAudio).set({ complete: true }).where(eq(sermonAudio.id, id));
}

/** Bytes `start` to `end` (inclusive) of a stored file, read a few chunks at a time as the reader asks. */
export function audioBytes(db: Db, audioId: number, start: number, end: number): Readable {
  const first = Math.floor(start / SERMON_AUDIO_CHUNK_BYTES);
  const last = Math.floor(end / SERMON_AUDIO_CHUNK_BYTES);
  async function* read() {
    for (let from = first; from <= last; from += CHUNKS_PER_READ) {
      const to = Math.min(last, from + CHUNKS_PER_READ - 1);
      const rows = await db
        .select({ seq: sermonAudioChunks.seq, bytes: sermonAudioChunks.bytes })
        .from(sermonAudioChunks)
        .where(and(eq(sermonAudioChunks.audioId, audioId), between(sermonAudioChunks.seq, from, to)))
        .orderBy(asc(sermonAudioChunks.seq));
      for (const row of rows) {
        const offset = row.seq * SERMON_AUDIO_CHUNK_BYTES;
        yield row.bytes.subarray(Math.max(0, start - offset), Math.min(row.bytes.length, end - offset + 1));
      }
    }
  }
  return Readable.from(read(), { objectMode: false });
}
