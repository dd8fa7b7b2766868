import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { pageCount } from "@lampstand/contract/public-reads";
import { parseReference } from "@lampstand/contract/scripture";
import {
  sermonAudioPath,
  type Sermon,
  type SermonListQuery,
  type SermonPage,
  type SermonSeries,
  type SermonSeriesFields,
  type SermonView,
} from "@lampstand/contract/sermons";
import { likePattern } from "../staff-lists.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sermonAudio, sermonSeries, sermons } from "../../db/schema.ts";

type SeriesRow = typeof sermonSeries.$inferSelect;
type SermonRow = typeof sermons.$inferSelect;
/** What a sermon is written with: its text fields as stored, its picture and its audio. */
export type SermonValues = Omit<SermonRow, "id" | "createdAt">;

export function toSermonSeries(row: SeriesRow): SermonSeries {
  return { id: row.id, title: row.title, description: row.description, image: row.image, created_at: row.createdAt.toISOString() };
}

// ---- series ----

export async function listSermonSeries(db: Db): Promise<SermonSeries[]> {
  return (await db.select().from(sermonSeries).orderBy(desc(sermonSeries.id))).map(toSermonSeries);
}

export async function findSermonSeries(db: DbOrTx, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(sermonSeries).where(eq(sermonSeries.id, id));
  return row;
}

export async function insertSermonSeries(db: DbOrTx, values: SermonSeriesFields & { image: string | null }): Promise<SeriesRow> {
  const [row] = await db.insert(sermonSeries).values(values).returning();
  return row!;
}

export async function updateSermonSeries(db: DbOrTx, id: number, values: Partial<SermonSeriesFields> & { image?: string }): Promise<SeriesRow | undefined> {
  const [row] = await db.update(sermonSeries).set(values).where(eq(sermonSeries.id, id)).returning();
  return row;
}

/** A series' sermons stay, without a series (the foreign key sets it to null). */
export async function deleteSermonSeries(db: DbOrTx, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.delete(sermonSeries).where(eq(sermonSeries.id, id)).returning();
  return row;
}

// ---- sermons ----

/** The books that references name, for the filter by book. */
export const booksOf = (scripture: string[]) => [
  ...new Set(scripture.map((text) => parseReference(text)).flatMap((parsed) => ("problem" in parsed ? [] : [parsed.book]))),
];

const sermonColumns = {
  row: sermons,
  seriesTitle: sermonSeries.title,
  audioType: sermonAudio.contentType,
  audioBytes: sermonAudio.byteLength,
  audioDuration: sermonAudio.durationSeconds,
};
type JoinedRow = { row: SermonRow; seriesTitle: string | null; audioType: string | null; audioBytes: number | null; audioDuration: number | null };

const joined = (db: DbOrTx) =>
  db
    .select(sermonColumns)
    .from(sermons)
    .leftJoin(sermonSeries, eq(sermonSeries.id, sermons.seriesId))
    .leftJoin(sermonAudio, and(eq(sermonAudio.id, sermons.audioId), eq(sermonAudio.complete, true)));

export function toSermon({ row, seriesTitle, audioType, audioBytes, audioDuration }: JoinedRow): Sermon {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    speaker: row.speaker,
    series: row.seriesId !== null && seriesTitle !== null ? { id: row.seriesId, title: seriesTitle } : null,
    scripture: row.scripture,
    summary: row.summary,
    notes: row.notes,
    video_url: row.videoUrl,
    audio:
      audioType !== null && audioBytes !== null && audioDuration !== null
        ? { url: sermonAudioPath(row.id), type: audioType as "audio/mpeg" | "audio/mp4", bytes: audioBytes, duration_seconds: audioDuration }
        : null,
    image: row.image,
    created_at: row.createdAt.toISOString(),
  };
}

/** Newest first by the day preached, then the most recently added: sermons_newest_idx read backwards. */
const newestFirst = [desc(sermons.date), desc(sermons.id)];

export async function sermonPage(db: Db, query: SermonListQuery): Promise<SermonPage> {
  const conditions: SQL[] = [];
  if (query.series !== undefined) conditions.push(eq(sermons.seriesId, query.series));
  if (query.speaker) conditions.push(eq(sermons.speaker, query.speaker));
  if (query.book) conditions.push(sql`${sermons.books} @> ARRAY[${query.book}]::text[]`);
  // Through sermon_audio, not audio_id alone: an upload not yet complete is no audio (the join's rule).
  if (query.with_audio) conditions.push(sql`EXISTS (SELECT 1 FROM ${sermonAudio} WHERE ${sermonAudio.id} = ${sermons.audioId} AND ${sermonAudio.complete})`);
  if (query.q) conditions.push(or(ilike(sermons.title, likePattern(query.q)), ilike(sermons.summary, likePattern(query.q)))!);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { page, per_page: perPage } = query;
  const [rows, total, speakers, series] = await Promise.all([
    joined(db).where(where).orderBy(...newestFirst).limit(perPage).offset((page - 1) * perPage),
    db.$count(sermons, where),
    db.selectDistinct({ speaker: sermons.speaker }).from(sermons).orderBy(asc(sermons.speaker)),
    db.select({ id: sermonSeries.id, title: sermonSeries.title }).from(sermonSeries).orderBy(desc(sermonSeries.id)),
  ]);
  return { sermons: rows.map(toSermon), page, per_page: perPage, pages: pageCount(total, perPage), total, speakers: speakers.map((s) => s.speaker), series };
}

/** The longest "rest of the series" a sermon's page lists. */
const SAME_SERIES = 50;

export async function sermonView(db: Db, id: number): Promise<SermonView | undefined> {
  const [found] = await joined(db).where(eq(sermons.id, id));
  if (!found) return undefined;
  const seriesId = found.row.seriesId;
  const sameSeries =
    seriesId === null
      ? []
      : await db
          .select({ id: sermons.id, title: sermons.title, date: sermons.date, speaker: sermons.speaker })
          .from(sermons)
          .where(and(eq(sermons.seriesId, seriesId), ne(sermons.id, id)))
          .orderBy(...newestFirst)
          .limit(SAME_SERIES);
  return { sermon: toSermon(found), same_series: sameSeries };
}

export async function findSermon(db: DbOrTx, id: number): Promise<Sermon | undefined> {
  const [found] = await joined(db).where(eq(sermons.id, id));
  return found && toSermon(found);
}

export async function findSermonRow(db: DbOrTx, id: number): Promise<SermonRow | undefined> {
  const [row] = await db.select().from(sermons).where(eq(sermons.id, id));
  return row;
}

export async function insertSermon(db: DbOrTx, values: SermonValues): Promise<number> {
  const [row] = await db.insert(sermons).values(values).returning({ id: sermons.id });
  return row!.id;
}

export async function updateSermon(db: DbOrTx, id: number, values: Partial<SermonValues>): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(sermons).set(values).where(eq(sermons.id, id));
}

export async function deleteSermon(db: DbOrTx, id: number): Promise<SermonRow | undefined> {
  const [row] = await db.delete(sermons).where(eq(sermons.id, id)).returning();
  return row;
}

/** A sermon's audio as stored, for serving it: type, length and where its bytes are. */
export async function sermonAudioOf(db: Db, sermonId: number) {
  const [row] = await db
    .select({ id: sermonAudio.id, type: sermonAudio.contentType, bytes: sermonAudio.byteLength })
    .from(sermons)
    .innerJoin(sermonAudio, and(eq(sermonAudio.id, sermons.audioId), eq(sermonAudio.complete, true)))
    .where(eq(sermons.id, sermonId));
  return row;
}

export async function seriesExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sermonSeries.id }).from(sermonSeries).where(eq(sermonSeries.id, id));
  return row !== undefined;
}
