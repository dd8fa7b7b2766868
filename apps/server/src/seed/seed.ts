/**
 * `npm run db:seed` loads demo content, so a newcomer's first look is a living site:
 * banner slides, six months of pastor's letters and a calendar of events around today.
 *
 *   npm run db:seed              seeds an empty database; leaves one with content alone
 *   npm run db:seed -- --reset   first deletes every slider, post, event and sermon (and their pictures)
 *   npm run db:seed -- --events=5000 --posts=500
 *                                 that many events and posts in all: the demo's, and generated ones
 *                                 (volume.ts) to measure a site with years of content
 *   npm run db:seed -- --events=5000 --series=100
 *                                 and 100 repeating events besides
 *
 * It opens the database the way the server does (DATA_DIR, DATABASE_URL). PGlite allows one
 * process per data directory: stop the server before seeding its DATA_DIR.
 */
import path from "node:path";
import sharp from "sharp";
import { deskFieldsSchema, eventFieldsSchema, sliderFieldsSchema } from "@lampstand/contract/requests";
import type { DeskFields, EventFields } from "@lampstand/contract/requests";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openConfiguredDatabase } from "../db/open-configured-database.ts";
import { ImageStore } from "../images/image-store.ts";
import { processImage, type ProcessedImage } from "../images/process-image.ts";
import { PublicCache } from "../public-reads/cache.ts";
import { insertSlider } from "../features/sliders/repository.ts";
import { insertDeskPosts } from "../features/pastor-desk/repository.ts";
import { insertEvents } from "../features/events/repository.ts";
import { lastSeriesDate } from "../features/events/series-dates.ts";
import { insertMissingPages } from "../features/pages/repository.ts";
import type { Database, Db, DbOrTx } from "../db/client.ts";
import { deskPosts, events, sliders, users } from "../db/schema.ts";
import { ARTWORK, type ArtworkName } from "./artwork.ts";
import { deskMonth, eventDate } from "./calendar.ts";
import { DESK_POSTS, EVENTS, SLIDERS } from "./content.ts";
import { DEMO_PAGE } from "./demo-page.ts";
import { parseOptions, USAGE, type Options } from "./options.ts";
import { volumeEvents, volumePosts, volumeSeries, type SeriesFields } from "./volume.ts";
import { SERMON_SERIES_SEED, insertDemoSermons, removeSermons } from "./sermons.ts";

type Counts = { sliders: number; posts: number; events: number };

/** The demo content with its dates fixed for this run, checked by the same rules as the API's forms. */
type Plan = {
  sliders: Array<{ artwork: ArtworkName; title: string; verse: string; alt: string }>;
  posts: Array<{ artwork: ArtworkName | null; fields: DeskFields }>;
  events: Array<{ artwork: ArtworkName | null; fields: EventFields }>;
  series: Array<{ artwork: ArtworkName | null; fields: SeriesFields }>;
};

function planContent(today: Date, options: Options): Plan {
  const demo = demoContent(today);
  return {
    sliders: demo.sliders,
    // The demo's oldest letter is DESK_POSTS.length - 1 months back; generated ones come before it.
    posts: [...volumePosts(today, options.posts - DESK_POSTS.length, -(DESK_POSTS.length - 1)), ...demo.posts],
    events: [...demo.events, ...volumeEvents(today, options.events - EVENTS.length)],
    series: volumeSeries(today, options.series),
  };
}

function demoContent(today: Date): Plan {
  return {
    sliders: SLIDERS.map(({ artwork, title, verse, alt }) => {
      sliderFieldsSchema.parse({ title, verse, alt });
      return { artwork, title, verse, alt };
    }),
    // The last post is this month's letter, each earlier one a month older.
    posts: DESK_POSTS.map(({ artwork, title, message }, index) => ({
      artwork,
      fields: deskFieldsSchema.parse({ title, message, ...deskMonth(today, index - (DESK_POSTS.length - 1)) }),
    })),
    events: EVENTS.map(({ artwork, day, eventTime, ...text }) => ({
      artwork,
      fields: eventFieldsSchema.parse({ ...text, date: eventDate(today, day), event_time: eventTime }),
    })),
    series: [],
  };
}

function artworkIn(plan: Plan): Set<ArtworkName> {
  const used = [...plan.sliders, ...plan.posts, ...plan.events, ...plan.series, SERMON_SERIES_SEED].map((item) => item.artwork);
  return new Set(used.filter((name): name is ArtworkName => name !== null));
}

/** SVG → PNG → the upload pipeline, so a seeded picture is stored exactly like one staff uploaded. */
async function drawPicture(name: ArtworkName): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(ARTWORK[name]())).png().toBuffer();
  return processImage(png);
}

async function drawPictures(names: Set<ArtworkName>): Promise<Map<ArtworkName, ProcessedImage>> {
  const drawn = await Promise.all([...names].map(async (name) => [name, await drawPicture(name)] as const));
  return new Map(drawn);
}

async function countContent(db: Db): Promise<Counts> {
  const [sliderCount, postCount, eventCount] = await Promise.all([db.$count(sliders), db.$count(deskPosts), db.$count(events)]);
  return { sliders: sliderCount, posts: postCount, events: eventCount };
}

/** Deletes every slider, post, event and sermon, then each picture they used that nothing else uses. */
async function removeContent(tx: DbOrTx, store: ImageStore): Promise<Counts> {
  const removedSliders = await tx.delete(sliders).returning({ image: sliders.image });
  const removedPosts = await tx.delete(deskPosts).returning({ image: deskPosts.image });
  const removedEvents = await tx.delete(events).returning({ image: events.image });
  const removedSermons = await removeSermons(tx);
  const pictures = new Set([...[...removedSliders, ...removedPosts, ...removedEvents].map((row) => row.image), ...removedSermons.images]);
  for (const picture of pictures) if (picture !== null) await store.removeIfUnused(tx, picture);
  return { sliders: removedSliders.length, posts: removedPosts.length, events: removedEvents.length };
}

/** Stores the pictures, then the items in display order (sliders and posts oldest first, so ids follow); answers where each picture went. */
async function insertContent(tx: DbOrTx, store: ImageStore, plan: Plan, pictures: Map<ArtworkName, ProcessedImage>): Promise<Map<ArtworkName, string>> {
  const paths = new Map<ArtworkName, string>();
  for (const [name, picture] of pictures) paths.set(name, await store.save(tx, picture));
  const pathOf = (name: ArtworkName | null) => (name === null ? null : paths.get(name)!);

  for (const slider of plan.sliders) {
    await insertSlider(tx, { title: slider.title, verse: slider.verse, alt: slider.alt, image: pathOf(slider.artwork)! });
  }
  // In batches: thousands of single INSERTs would take most of a minute on PGlite.
  for (const batch of chunks(plan.posts)) await insertDeskPosts(tx, batch.map((post) => ({ ...post.fields, image: pathOf(post.artwork) })));
  for (const batch of chunks(plan.events)) await insertEvents(tx, batch.map((event) => ({ ...event.fields, image: pathOf(event.artwork) })));
  const series = plan.series.map(({ artwork, fields }) => ({
    ...fields,
    lastDate: lastSeriesDate({ date: fields.date, eventTime: fields.event_time, rrule: fields.rrule }),
    image: pathOf(artwork),
  }));
  for (const batch of chunks(series)) await insertEvents(tx, batch);
  return paths;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at nine columns a row. */
const BATCH = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) => items.slice(index * BATCH, (index + 1) * BATCH));
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function describeCounts({ sliders: s, posts: p, events: e }: Counts): string {
  return `${plural(s, "slider")}, ${plural(p, "pastor's desk post")} and ${plural(e, "event")}`;
}

/** Where the content went, without credentials. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${path.resolve(config.dataDir)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function printSummary(plan: Plan, pictures: Map<ArtworkName, ProcessedImage>, where: string, removed: Counts | null): void {
  const first = plan.posts[0]!.fields;
  const last = plan.posts.at(-1)!.fields;
  const dates = plan.events.map((event) => event.fields.date).sort();
  const bytes = [...pictures.values()].reduce((sum, picture) => sum + picture.bytes.length, 0);
  if (removed) console.log(`Removed ${describeCounts(removed)}.`);
  console.log(`Seeded ${where}:`);
  console.log(`  ${plural(plan.sliders.length, "slider")}`);
  console.log(`  ${plural(plan.posts.length, "pastor's desk post")}, ${first.month} ${first.year} to ${last.month} ${last.year}`);
  console.log(`  ${plural(plan.events.length, "event")}, ${dates[0]} to ${dates.at(-1)}`);
  if (plan.series.length > 0) console.log(`  ${plural(plan.series.length, "repeating event")}`);
  console.log(`  ${plural(pictures.size, "picture")} drawn and stored as WebP (${(bytes / 1024).toFixed(0)} KB)`);
}

async function printAccountHint(db: Db, config: Config): Promise<void> {
  const site = config.publicUrl ?? `http://${config.host}:${config.port}`;
  if (config.bootstrapAdmin) {
    console.log(`Start the server and sign in at ${site}/login as ${config.bootstrapAdmin.email} (ADMIN_EMAIL).`);
  } else if ((await db.$count(users)) === 0) {
    console.log(`Start the server and open ${site}/signup: the first account created there becomes the admin.`);
  } else {
    console.log(`Start the server and sign in at ${site}/login with a staff account.`);
  }
}

async function seed(config: Config, database: Database, options: Options): Promise<void> {
  const where = describeDatabase(config);
  const existing = await countContent(database.db);
  const hasContent = existing.sliders + existing.posts + existing.events > 0;
  if (hasContent && !options.reset) {
    console.log(`The database (${where}) already has content: ${describeCounts(existing)}. Nothing seeded.`);
    console.log("Run `npm run db:seed -- --reset` to replace them with the demo content.");
    return;
  }

  const plan = planContent(new Date(), options);
  // Drawn before the transaction opens, as the server does with uploads, so the write stays short.
  const pictures = await drawPictures(artworkIn(plan));
  const store = new ImageStore(database, 0);
  const { removed, paths } = await database.db.transaction(async (tx) => {
    const deleted = options.reset ? await removeContent(tx, store) : null;
    return { removed: deleted, paths: await insertContent(tx, store, plan, pictures) };
  });
  const sermonCount = await insertDemoSermons(database.db, new Date(), paths.get(SERMON_SERIES_SEED.artwork) ?? null);
  // A page as staff would add one; left alone when a page has its address already.
  const addedPages = await insertMissingPages(database.db, [DEMO_PAGE], false);
  // Servers already running on the same PostgreSQL drop their cached public lists at once.
  const cache = new PublicCache(database);
  await Promise.all((["sliders", "desks", "events", "page-list", "pages", "sermons", "sermon-series"] as const).map((resource) => cache.invalidate(resource)));

  printSummary(plan, pictures, where, removed);
  console.log(`  ${plural(sermonCount, "sermon")} with silent demo audio, three of them in the series "${SERMON_SERIES_SEED.title}"`);
  if (addedPages.length > 0) console.log(`  the page /${DEMO_PAGE.slug}, as staff would add one (in THE CHURCH menu and the footer)`);
  await printAccountHint(database.db, config);
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const options = parseOptions(argv);
  if (typeof options === "string") {
    console.error(`${options}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }

  const database = await openConfiguredDatabase(config);
  try {
    await seed(config, database, options);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
});
