import { DESK_POSTS, EVENTS } from "./content.ts";
import { EVENT_YEARS, POSTS_PER_MONTH } from "./volume.ts";

export const USAGE = `Usage: npm run db:seed [-- [--reset] [--events=N] [--series=N] [--posts=N]]

Loads demo sliders, pastor's desk posts and events into the configured database
(DATA_DIR, or DATABASE_URL for PostgreSQL). A database that already has any of them
is left alone, unless --reset is given: that deletes every slider, post and event first.

  --events=N   N events in all (at least ${EVENTS.length}): the demo's, and generated ones spread
               over ${EVENT_YEARS} years around today
  --series=N   N repeating events besides (weekly, fortnightly, first or last weekday of the
               month, a day of the month), begun over the last ${EVENT_YEARS / 2} years, a third ending
  --posts=N    N pastor's desk posts in all (at least ${DESK_POSTS.length}): the demo's, and generated
               ones before them, ${POSTS_PER_MONTH} a month going back in time`;

/** What the command line asked for. */
export type Options = { reset: boolean; events: number; series: number; posts: number };

/** The options, or the message that says what is wrong with them. */
export function parseOptions(argv: readonly string[]): Options | string {
  const options: Options = { reset: false, events: EVENTS.length, series: 0, posts: DESK_POSTS.length };
  for (const arg of argv) {
    const count = /^--(events|series|posts)=(\d{1,6})$/.exec(arg);
    if (arg === "--reset") options.reset = true;
    else if (count) options[count[1] as "events" | "series" | "posts"] = Number(count[2]);
    else if (/^--(events|series|posts)(=|$)/.test(arg)) return `${arg.split("=")[0]} needs a whole number, e.g. ${arg.split("=")[0]}=500.`;
    else return `Unknown argument ${arg}.`;
  }
  if (options.events < EVENTS.length) return `--events must be at least ${EVENTS.length}, the demo's events.`;
  if (options.posts < DESK_POSTS.length) return `--posts must be at least ${DESK_POSTS.length}, the demo's posts.`;
  return options;
}
