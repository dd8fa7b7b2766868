import { deskFieldsSchema, eventFieldsSchema, eventFormSchema, type DeskFields, type EventFields } from "@lampstand/contract/requests";
import { WEEKDAYS } from "@lampstand/contract/recurrence";
import { addDays } from "@lampstand/contract/public-reads";
import type { ArtworkName } from "./artwork.ts";
import { deskMonth } from "./calendar.ts";
import { letter, MINISTRIES, type Ministry } from "./content.ts";
import { randomFrom } from "./svg.ts";

/**
 * Volume for measuring growth (`npm run db:seed -- --events=5000 --posts=500`, ADR 018): years of
 * plausible events and newsletters on top of the demo content, generated from a fixed pseudo-random
 * sequence so every run with the same counts and day gives the same site. Most items have no
 * picture; one in eight reuses a demo picture, so the seed stays fast and the database small.
 */

/** The calendar spans this many years around today: half before, half after. */
export const EVENT_YEARS = 10;
/** Newsletters per month going back in time (weekly letters): 500 posts reach about ten years back. */
export const POSTS_PER_MONTH = 4;
const PICTURE_EVERY = 8;

type Item<Fields> = { artwork: ArtworkName | null; fields: Fields };

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const PICTURES: readonly ArtworkName[] = ["fellowship", "book", "music", "fire", "peaks", "road", "sunrise", "starlight", "pasture", "wheat"];

const EVENT_KINDS: Record<Ministry, readonly string[]> = {
  "Youth Ministry": ["Youth Night", "Youth Bible Quiz", "Campus Outreach", "Youth Retreat Planning", "Games and Worship Evening"],
  "Women Ministry": ["Women's Prayer Breakfast", "Sisters' Bible Study", "Mothers' Day Tea", "Women's Fellowship Lunch"],
  "Men Ministry": ["Men's Breakfast", "Men's Bible Study", "Fathers and Sons Football", "Men's Service Morning"],
  "Children Ministry": ["Children's Church Party", "Holiday Bible Club", "Children's Choir Practice", "Parents and Toddlers Morning"],
  "Music Ministry": ["Choir Rehearsal", "Worship Night", "Band Workshop", "Hymn Festival"],
  "Prayer Ministry": ["Night of Prayer", "Prayer Walk", "Intercessors' Meeting", "Fasting and Prayer Service"],
  Evangelism: ["Street Evangelism", "Community Food Drive", "Door-to-Door Visitation", "Open-Air Service"],
  Administration: ["Workers' Meeting", "Church Council", "Volunteer Training", "Annual General Meeting"],
};

const VENUES = ["Main Sanctuary", "Fellowship Hall", "Youth Center", "Children's Wing", "Prayer Room", "Church Car Park", "Community Hall"];

const EVENT_WORDS = [
  "Come as you are: everyone is welcome, and first-time visitors will be greeted at the door.",
  "Light refreshments are served afterwards, so stay and get to know the church family.",
  "Bring your Bible, a notebook and a friend who would enjoy it.",
  "Childcare is provided in the children's wing for little ones under five.",
  "Please arrive ten minutes early so we can start on time.",
  "Parking is free in the church car park; the side entrance has step-free access.",
];

const TIMES = ["07:00", "09:00 AM", "10:30", "12:00 PM", "14:00", "04:00 PM", "17:30", "06:30 PM", "19:00", "07:30 PM"];

const THEMES = [
  ["Grace for Today", "2 Corinthians 12:9", "My grace is sufficient for thee: for my strength is made perfect in weakness."],
  ["The Shepherd Who Leads", "Psalm 23:1", "The LORD is my shepherd; I shall not want."],
  ["Faith That Moves Mountains", "Mark 11:23", "Whosoever shall say unto this mountain, Be thou removed, and be thou cast into the sea; and shall not doubt in his heart, but shall believe, it shall come to pass."],
  ["Rejoice Always", "Philippians 4:4", "Rejoice in the Lord alway: and again I say, Rejoice."],
  ["Planted by the Waters", "Jeremiah 17:8", "For he shall be as a tree planted by the waters, and that spreadeth out her roots by the river."],
  ["A New Song", "Psalm 40:3", "And he hath put a new song in my mouth, even praise unto our God."],
  ["Love One Another", "John 13:34", "A new commandment I give unto you, That ye love one another; as I have loved you."],
  ["The Peace of God", "Philippians 4:7", "And the peace of God, which passeth all understanding, shall keep your hearts and minds through Christ Jesus."],
] as const;

const BODY = [
  "Beloved in Christ, I greet you in the precious name of our Lord Jesus. This week I have been thinking about how faithful God has been to our congregation through every season, and I want to encourage you to look back and count your blessings one by one.",
  "Many of you have written to the office with prayer requests, and I want you to know that each one has been carried to the throne of grace by our prayer team. God hears, and He answers in His perfect time.",
  "Let us not grow weary in doing good. The small things you do, a phone call to a lonely neighbour, a meal for a new mother, a word of encouragement after service, are seeds that the Lord waters.",
  "Make time this week for the Word. Read a chapter a day, slowly, and ask the Holy Spirit to show you one thing to obey. A little obeyed is worth more than much admired.",
  "I am grateful for every worker and volunteer who keeps the house of God running, from the ushers at the door to the teachers in the children's wing. You are seen, and your labour is not in vain.",
];

/** Events spread over EVENT_YEARS around `today`, in random order of dates (the ids say nothing of the date). */
export function volumeEvents(today: Date, count: number): Array<Item<EventFields>> {
  const next = randomFrom(count * 31 + 7);
  const start = Date.UTC(today.getFullYear() - EVENT_YEARS / 2, today.getMonth(), today.getDate());
  const days = EVENT_YEARS * 365;
  return Array.from({ length: count }, (_, index) => {
    const ministry = pick(next, MINISTRIES);
    const date = new Date(start + Math.floor(next() * days) * 86_400_000).toISOString().slice(0, 10);
    const fields = eventFieldsSchema.parse({
      title: pick(next, EVENT_KINDS[ministry]),
      description: `${pick(next, EVENT_WORDS)} ${pick(next, EVENT_WORDS)}`,
      ministry,
      date,
      event_time: pick(next, TIMES),
      venue: pick(next, VENUES),
    });
    return { artwork: index % PICTURE_EVERY === 0 ? pick(next, PICTURES) : null, fields };
  });
}

/** A generated series: the event's fields, its rule, and its last date when the rule ends. */
export type SeriesFields = EventFields & { rrule: string };

const SERIES_KINDS: Record<Ministry, readonly string[]> = {
  "Youth Ministry": ["Youth Fellowship", "Youth Prayer Hour"],
  "Women Ministry": ["Women's Bible Study", "Mothers' Prayer Circle"],
  "Men Ministry": ["Men's Prayer Breakfast", "Men's Fellowship"],
  "Children Ministry": ["Sunday School", "Children's Club"],
  "Music Ministry": ["Choir Practice", "Worship Team Rehearsal"],
  "Prayer Ministry": ["Holy Ghost Night", "Vigil", "Midweek Prayer"],
  Evangelism: ["Outreach Saturday", "Hospital Visitation"],
  Administration: ["Workers' Meeting", "Ushers' Briefing"],
};

/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
function onOrAfter(date: string, weekday: number): string {
  return addDays(date, (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
}

/** The `ordinal`th `weekday` of the month `month` ("2026-03"), or with -1 the last one. */
function nthWeekday(month: string, weekday: number, ordinal: number): string {
  const first = onOrAfter(`${month}-01`, weekday);
  if (ordinal > 0) return addDays(first, 7 * (ordinal - 1));
  let last = first;
  while (addDays(last, 7).slice(0, 7) === month) last = addDays(last, 7);
  return last;
}

/**
 * `count` repeating events (`--series=N`): weekly, fortnightly, the first or the last weekday of
 * the month, a day of the month; begun over the five years before `today`, a third of them ending
 * (after a number of dates or on a date), the rest going on. The same ones every run.
 */
export function volumeSeries(today: Date, count: number): Array<Item<SeriesFields>> {
  const next = randomFrom(count * 13 + 5);
  const todayText = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, index) => {
    const ministry = pick(next, MINISTRIES);
    const around = addDays(todayText, -Math.floor(next() * (EVENT_YEARS / 2) * 365));
    const weekday = Math.floor(next() * 7);
    const day = WEEKDAYS[weekday]!;
    const kind = Math.floor(next() * 5);
    let date: string;
    let rule: string;
    if (kind === 0 || kind === 1) {
      date = onOrAfter(around, weekday);
      rule = kind === 0 ? `FREQ=WEEKLY;BYDAY=${day}` : `FREQ=WEEKLY;INTERVAL=2;BYDAY=${day}`;
    } else if (kind === 2 || kind === 3) {
      const ordinal = kind === 2 ? 1 : -1;
      date = nthWeekday(around.slice(0, 7), weekday, ordinal);
      if (date < around) date = nthWeekday(addDays(`${around.slice(0, 7)}-28`, 7).slice(0, 7), weekday, ordinal);
      rule = `FREQ=MONTHLY;BYDAY=${ordinal}${day}`;
    } else {
      const monthDay = 1 + Math.floor(next() * 28);
      date = `${around.slice(0, 8)}${String(monthDay).padStart(2, "0")}`;
      if (date < around) date = `${addDays(`${around.slice(0, 7)}-28`, 7).slice(0, 8)}${String(monthDay).padStart(2, "0")}`;
      rule = `FREQ=MONTHLY;BYMONTHDAY=${monthDay}`;
    }
    const ending = index % 3;
    if (ending === 1) rule += `;COUNT=${20 + Math.floor(next() * 200)}`;
    if (ending === 2) rule += `;UNTIL=${addDays(todayText, Math.floor(next() * 3 * 365)).replaceAll("-", "")}`;
    const fields = eventFormSchema.parse({
      title: pick(next, SERIES_KINDS[ministry]),
      description: `${pick(next, EVENT_WORDS)} ${pick(next, EVENT_WORDS)}`,
      ministry,
      date,
      event_time: pick(next, TIMES),
      venue: pick(next, VENUES),
      rrule: rule,
    });
    return { artwork: index % PICTURE_EVERY === 0 ? pick(next, PICTURES) : null, fields: { ...fields, rrule: fields.rrule! } };
  });
}

/**
 * `count` newsletters, POSTS_PER_MONTH a month, in the months before `beforeOffset` (months from
 * today: the demo's oldest letter), oldest first like the demo's, so ids follow the dates.
 */
export function volumePosts(today: Date, count: number, beforeOffset: number): Array<Item<DeskFields>> {
  const next = randomFrom(count * 17 + 3);
  const posts = Array.from({ length: count }, (_, index) => {
    const [theme, reference, verse] = pick(next, THEMES);
    // Reversed below: the last of a month here becomes its first letter, week 1.
    const week = POSTS_PER_MONTH - (index % POSTS_PER_MONTH);
    const fields = deskFieldsSchema.parse({
      title: `${theme} (week ${week})`,
      message: letter([theme, reference, `"${verse}"`, pick(next, BODY), pick(next, BODY), "God bless you"]),
      ...deskMonth(today, beforeOffset - 1 - Math.floor(index / POSTS_PER_MONTH)),
    });
    return { artwork: index % PICTURE_EVERY === 0 ? pick(next, PICTURES) : null, fields };
  });
  // Generated newest first (month by month backwards); stored oldest first.
  return posts.reverse();
}
