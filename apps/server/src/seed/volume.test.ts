import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.ts";
import { POSTS_PER_MONTH, volumeEvents, volumePosts } from "./volume.ts";

describe("seed volume (npm run db:seed -- --events=N --posts=N)", () => {
  it("reads the counts and --reset, and says what is wrong with a bad option", () => {
    expect(parseOptions([])).toEqual({ reset: false, events: 12, posts: 6 });
    expect(parseOptions(["--events=5000", "--reset", "--posts=500"])).toEqual({ reset: true, events: 5000, posts: 500 });
    expect(parseOptions(["--events=many"])).toBe("--events needs a whole number, e.g. --events=500.");
    expect(parseOptions(["--posts"])).toBe("--posts needs a whole number, e.g. --posts=500.");
    expect(parseOptions(["--events=3"])).toBe("--events must be at least 12, the demo's events.");
    expect(parseOptions(["--fast"])).toBe("Unknown argument --fast.");
  });

  it("spreads events over ten years around today, the same ones every run", () => {
    const today = new Date(2026, 10, 24);
    const generated = volumeEvents(today, 2000);
    const dates = generated.map((event) => event.fields.date).sort();
    expect(dates[0]! >= "2021-11-24" && dates[0]! < "2022-01-01").toBe(true);
    expect(dates.at(-1)! > "2031-10-01" && dates.at(-1)! <= "2031-11-24").toBe(true);
    expect(generated.filter((event) => event.fields.date.startsWith("2026-11")).length).toBeGreaterThan(5);
    expect(generated.filter((event) => event.artwork !== null).length).toBe(250);
    expect(volumeEvents(today, 2000)).toEqual(generated);
  });

  it("dates newsletters a few a month, backwards from before the demo's oldest (June here), stored oldest first", () => {
    const posts = volumePosts(new Date(2026, 10, 24), 10, -5);
    expect(posts.map((post) => `${post.fields.month} ${post.fields.year}`)).toEqual([
      "March 2026", "March 2026",
      "April 2026", "April 2026", "April 2026", "April 2026",
      "May 2026", "May 2026", "May 2026", "May 2026",
    ]);
    expect(posts.slice(2, 2 + POSTS_PER_MONTH).map((post) => post.fields.title.replace(/^.*\(/, "("))).toEqual(["(week 1)", "(week 2)", "(week 3)", "(week 4)"]);
  });
});
