import { z } from "./zod.ts";
import { LIMITS } from "./limits.ts";
import { optionalText, requiredText } from "./text-fields.ts";
import { wholeNumber } from "./public-reads.ts";
import { BIBLE_BOOK_NAMES, findBook, formatReference, parseReferences } from "./scripture.ts";

/**
 * Sermons and their series (issue 23): what the API answers and what staff send. Multipart text
 * fields arrive as strings, so every field here is checked as text and turned into its value.
 */

/** The sermons' audio: MP3 or M4A, up to 200 MB; its type is read from its bytes (ADR 037). */
export const SERMON_AUDIO = {
  maxBytes: 200 * 1024 * 1024,
  types: ["audio/mpeg", "audio/mp4"] as const,
  /** The multipart field names of a sermon's form. */
  audioField: "audio",
  pictureField: "picture",
} as const;
export type SermonAudioType = (typeof SERMON_AUDIO.types)[number];

/** What a public list of sermons shows at once, and the most a client may ask for. */
export const SERMON_PAGE_SIZE = 12;
const MAX_PER_PAGE = 100;

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

export const sermonSeriesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type SermonSeries = z.infer<typeof sermonSeriesSchema>;

export const sermonAudioSchema = z.object({
  /** Relative to the API base, like pictures: "sermons/12/audio". */
  url: z.string(),
  type: z.enum(SERMON_AUDIO.types),
  bytes: z.number().int(),
  /** Whole seconds, read from the file at upload. */
  duration_seconds: z.number().int(),
});
export type SermonAudio = z.infer<typeof sermonAudioSchema>;

export const sermonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The day it was preached, YYYY-MM-DD. */
  date: z.string(),
  speaker: z.string(),
  series: sermonSeriesSchema.pick({ id: true, title: true }).nullable(),
  /** Written the one way ("1 Corinthians 13:4-7"), in the order staff gave them. */
  scripture: z.array(z.string()),
  summary: z.string(),
  /** The pastor's desk formatter's rules apply when shown (ARCHITECTURE decision 4). */
  notes: z.string(),
  video_url: z.string().nullable(),
  audio: sermonAudioSchema.nullable(),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type Sermon = z.infer<typeof sermonSchema>;

/** The path of a sermon's audio, relative to the API base. */
export const sermonAudioPath = (id: number) => `sermons/${id}/audio`;

const VIDEO_MESSAGE = "Video link must be a YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/….";
const VIDEO_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)$/;

/** A YouTube or Vimeo address over https, nothing else (the CSP admits exactly those hosts). */
export function isVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.username === "" && url.password === "" && url.port === "" && VIDEO_HOSTS.test(url.hostname) && url.pathname.length > 1;
}

/** Empty text means "none": a multipart form cannot send null. */
const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value === "" ? null : value);

const scriptureField = z
  .string({ error: "Scripture must be text." })
  .max(LIMITS.description, { error: `Scripture must be at most ${LIMITS.description} characters.` })
  .transform((text, context) => {
    const parsed = parseReferences(text);
    if ("problem" in parsed) {
      context.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }
    return parsed.map(formatReference);
  });

const seriesIdField = z
  .string({ error: "Series must be the number of a series." })
  .trim()
  .regex(/^(?:\d{1,9})?$/, { error: "Series must be the number of a series." })
  .transform((value) => (value === "" ? null : Number(value)));

/** POST /sermons (multipart): title, date and speaker required; the rest may be left out or empty. */
export const sermonFieldsSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  date: z
    .string({ error: "Date is required." })
    .trim()
    .regex(DATE, { error: 'Date must be written as YYYY-MM-DD, e.g. "2026-03-15".' }),
  speaker: requiredText("Speaker", LIMITS.name),
  series_id: seriesIdField.optional(),
  scripture: scriptureField.optional(),
  summary: optionalText("Summary", LIMITS.description),
  notes: optionalText("Notes", LIMITS.message),
  video_url: optionalText("Video link", LIMITS.shortText)
    .transform(emptyToNull)
    .refine((value) => value === undefined || value === null || isVideoUrl(value), { error: VIDEO_MESSAGE }),
});
export type SermonFields = z.infer<typeof sermonFieldsSchema>;

/** PUT /sermons/{id}: a field left out keeps its value. */
export const sermonEditFieldsSchema = sermonFieldsSchema.partial();
export type SermonEditFields = z.infer<typeof sermonEditFieldsSchema>;

/** POST/PUT /sermon-series (multipart, with an optional picture). */
export const sermonSeriesFieldsSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  description: optionalText("Description", LIMITS.description),
});
export type SermonSeriesFields = z.infer<typeof sermonSeriesFieldsSchema>;
export const sermonSeriesEditFieldsSchema = sermonSeriesFieldsSchema.partial();

/**
 * GET /sermons: newest first, a page at a time; narrowed by series, speaker (exactly as stored)
 * and book of the Bible; `q` searches titles and summaries.
 */
export const sermonListQuerySchema = z.object({
  page: wholeNumber("page", 100_000).optional().default(1),
  per_page: wholeNumber("per_page", MAX_PER_PAGE).optional().default(SERMON_PAGE_SIZE),
  series: wholeNumber("series", 999_999).optional(),
  speaker: z.string({ error: 'The "speaker" parameter must be text.' }).trim().max(LIMITS.name).optional(),
  book: z
    .string({ error: 'The "book" parameter must be a book of the Bible.' })
    .transform((value, context) => {
      const found = findBook(value);
      if (!found) {
        context.addIssue({ code: "custom", message: `The "book" parameter must be a book of the Bible, e.g. "John"; "${value}" is not one.` });
        return z.NEVER;
      }
      return found[0];
    })
    .optional(),
  /** "true": only sermons with audio (the podcast's episodes). */
  with_audio: z
    .enum(["true", "false"], { error: 'The "with_audio" parameter must be "true" or "false".' })
    .transform((value) => value === "true")
    .optional(),
  q: z.string({ error: 'The "q" parameter must be text.' }).trim().max(LIMITS.shortText, { error: `The "q" parameter must be at most ${LIMITS.shortText} characters.` }).optional(),
});
export type SermonListQuery = z.infer<typeof sermonListQuerySchema>;

export const sermonPageSchema = z.object({
  sermons: z.array(sermonSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** Every speaker and every series, for the filters' choices. */
  speakers: z.array(z.string()),
  series: z.array(sermonSeriesSchema.pick({ id: true, title: true })),
});
export type SermonPage = z.infer<typeof sermonPageSchema>;

/** GET /sermons/{id}: the sermon and the other sermons of its series (newest first). */
export const sermonViewSchema = z.object({
  sermon: sermonSchema,
  same_series: z.array(sermonSchema.pick({ id: true, title: true, date: true, speaker: true })),
});
export type SermonView = z.infer<typeof sermonViewSchema>;

export { BIBLE_BOOK_NAMES };
