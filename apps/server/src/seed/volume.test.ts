import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.ts";
import { POSTS_PER_MONTH, volumeEvents, volumePosts, volumeSeries } from "./volume.ts";
import { isSeriesDate, seriesDatesBetween } from "../features/events/series-dates.ts";

describe("seed volume (npm run db:seed -- --events=N --posts=N)", () => {
  it("reads the counts and --reset, and says what is wrong with a bad option", () => {
    expect(parseOptions([])).toEqual({ reset: false, events: 12, series: 0, posts: 6 });
    expect(parseOptions(["--events=5000", "--reset", "--posts=500"])).toEqual({ reset: true, events: 5000, series: 0, posts: 500 });
    expect(parseOptions(["--events=5000", "--series=100"])).toMatchObject({ events: 5000, series: 100 });
    expect(parseOptions(["--series=x"])).toBe("--series needs a whole number, e.g. --series=500.");
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

  it("makes repeating events of every kind, each starting on a date of its rule, most still going on today", () => {
    const today = new Date(2026, 10, 24);
    const series = volumeSeries(today, 100);
    expect(series).toHaveLength(100);
    expect(volumeSeries(today, 100)).toEqual(series);
    for (const pattern of [/^FREQ=WEEKLY;BYDAY=/, /INTERVAL=2/, /BYDAY=1/, /BYDAY=-1/, /BYMONTHDAY=/, /COUNT=/, /UNTIL=/]) {
      expect(series.some(({ fields }) => pattern.test(fields.rrule)), String(pattern)).toBe(true);
    }
    for (const { fields } of series) {
      const rule = { date: fields.date, eventTime: fields.event_time, rrule: fields.rrule };
      expect(isSeriesDate(rule, fields.date), `${fields.rrule} from ${fields.date}`).toBe(true);
      expect(fields.date <= "2026-12-31").toBe(true);
    }
    const goingOn = series.filter(({ fields }) => seriesDatesBetween({ date: fields.date, eventTime: fields.event_time, rrule: fields.rrule }, "2026-11-24", "2026-12-31").length > 0);
    expect(goingOn.length).toBeGreaterThan(50);
  });
});
