import { Readable } from "node:stream";
import { sermonFieldsSchema, sermonSeriesFieldsSchema, type SermonFields } from "@lampstand/contract/sermons";
import type { Db, DbOrTx } from "../db/client.ts";
import { sermonAudio, sermonSeries, sermons } from "../db/schema.ts";
import { linkAudio, storeAudio, type StoredAudio } from "../features/sermons/audio-store.ts";
import { booksOf, insertSermon, insertSermonSeries } from "../features/sermons/repository.ts";
import type { ArtworkName } from "./artwork.ts";
import { silentMp3 } from "./silent-mp3.ts";

/**
 * The demo sermons (issue 23): one series of three and a sermon on its own, each with a short
 * silent MP3 made in code, so the sermon pages, the player and the podcast have something to show.
 * Every word is written for Lampstand; dates are the Sundays before the day the seed runs.
 */

export const SERMON_SERIES_SEED = {
  artwork: "road" as ArtworkName,
  title: "On the Road with Jesus",
  description: "Three Sundays in Luke's Gospel with the people Jesus met on the way: a blind beggar, a tax collector and two tired travellers.",
};

type SermonSeed = Omit<SermonFields, "date" | "series_id" | "scripture"> & { scripture: string; sundaysAgo: number; inSeries: boolean; seconds: number };

const SERMONS: readonly SermonSeed[] = [
  {
    title: "Two Tired Travellers",
    speaker: "Pastor Samuel Adeyemi",
    scripture: "Luke 24:13-35",
    summary: "Cleopas and his friend walked away from Jerusalem with their hopes buried. The stranger who joined them changed the direction of their road.",
    notes:
      "Hearts That Burn\n\nLuke 24:32\n\n\"Did not our heart burn within us, while he talked with us by the way?\"\n\nThe two disciples did not recognise Jesus on the road, yet he walked with them all the same. He opened the Scriptures before he opened their eyes.\n\nQuestions for the week:\nWhere are you walking away from?\nWhat would it mean to turn back tonight?\n\nGod bless you as you walk with him.",
    // Big Buck Bunny (Blender Foundation, CC BY 3.0): an open film, to show the click-to-load player.
    video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    sundaysAgo: 1,
    inSeries: true,
    seconds: 14,
  },
  {
    title: "Come Down Today",
    speaker: "Pastor Grace Okafor",
    scripture: "Luke 19:1-10",
    summary: "Zacchaeus climbed a tree to see Jesus and found that Jesus had come to see him. Grace that calls us by name, and a life that changes in one afternoon.",
    notes:
      "Seen by Name\n\nLuke 19:5\n\nThe crowd saw a cheat; Jesus saw a son of Abraham.\n\nRestitution was not the price of his welcome but the fruit of it.\n\nIf you want to give your life to Jesus today, text 'saved' to the church office or write to us, and someone from the prayer team will call you.",
    video_url: null,
    sundaysAgo: 2,
    inSeries: true,
    seconds: 12,
  },
  {
    title: "What Do You Want Me to Do for You?",
    speaker: "Pastor Samuel Adeyemi",
    scripture: "Luke 18:35-43",
    summary: "A blind man by the roadside would not be quiet. Jesus stopped the whole procession for him and asked a question worth answering honestly.",
    notes: "Persistent Prayer\n\nLuke 18:41\n\nThe crowd told him to hush; he cried out all the more.\n\nBring your real request to Jesus this week.",
    video_url: null,
    sundaysAgo: 3,
    inSeries: true,
    seconds: 10,
  },
  {
    title: "A Lamp That Does Not Go Out",
    speaker: "Deaconess Ruth Mensah",
    scripture: "Psalm 119:105; Matthew 5:14-16",
    summary: "Why a church called Lampstand reads the Bible together, and how a small light in one home can be seen down the whole street.",
    notes: "Light for the Next Step\n\nPsalm 119:105\n\nA lamp shows the next step, not the whole journey.\n\nLet your light so shine before men.",
    video_url: null,
    sundaysAgo: 5,
    inSeries: false,
    seconds: 8,
  },
];

/** YYYY-MM-DD of the Sunday `weeksAgo` weeks before the last Sunday on or before `today`. */
function sundayBefore(today: Date, weeksAgo: number): string {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay() - 7 * (weeksAgo - 1));
  return day.toISOString().slice(0, 10);
}

/** The demo sermons, checked by the API's own rules; oldest first, so ids follow the dates. */
export function planSermons(today: Date): Array<{ fields: SermonFields; inSeries: boolean; seconds: number }> {
  sermonSeriesFieldsSchema.parse({ title: SERMON_SERIES_SEED.title, description: SERMON_SERIES_SEED.description });
  return [...SERMONS].reverse().map(({ sundaysAgo, inSeries, seconds, ...fields }) => ({
    fields: sermonFieldsSchema.parse({ ...fields, video_url: fields.video_url ?? "", date: sundayBefore(today, sundaysAgo) }),
    inSeries,
    seconds,
  }));
}

/**
 * Stores the series and its sermons with their audio (streamed in as an upload is, then linked):
 * the audio goes in before the sermons' transaction, as the server does with uploads.
 */
export async function insertDemoSermons(db: Db, today: Date, seriesImage: string | null): Promise<number> {
  const plan = planSermons(today);
  const audio: StoredAudio[] = [];
  for (const sermon of plan) audio.push((await storeAudio(db, Readable.from([silentMp3(sermon.seconds)]), () => false))!);
  await db.transaction(async (tx) => {
    const series = await insertSermonSeries(tx, { title: SERMON_SERIES_SEED.title, description: SERMON_SERIES_SEED.description, image: seriesImage });
    for (const [index, { fields, inSeries }] of plan.entries()) {
      const scripture = fields.scripture ?? [];
      await linkAudio(tx, audio[index]!.id);
      await insertSermon(tx, {
        title: fields.title,
        date: fields.date,
        speaker: fields.speaker,
        seriesId: inSeries ? series.id : null,
        scripture,
        books: booksOf(scripture),
        summary: fields.summary ?? "",
        notes: fields.notes ?? "",
        videoUrl: fields.video_url ?? null,
        audioId: audio[index]!.id,
        image: null,
      });
    }
  });
  return plan.length;
}

/** Deletes every sermon, its audio and every series (`--reset`); their pictures are the caller's to remove. */
export async function removeSermons(tx: DbOrTx): Promise<{ count: number; images: Array<string | null> }> {
  const removed = await tx.delete(sermons).returning({ image: sermons.image });
  const removedSeries = await tx.delete(sermonSeries).returning({ image: sermonSeries.image });
  await tx.delete(sermonAudio);
  return { count: removed.length, images: [...removed, ...removedSeries].map((row) => row.image) };
}
