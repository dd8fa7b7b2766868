import { describe, expect, it } from "vitest";
import { exdatesField, formatRecurrenceRule, parseRecurrenceRule, rruleField } from "./recurrence.ts";
import { eventDateChangeRequestSchema, eventFormSchema } from "./requests.ts";
import { occurrenceQuerySchema } from "./public-reads.ts";
import { publicReadOf } from "./api-paths.ts";

describe("repeat rules (RRULE subset)", () => {
  it.each([
    ["FREQ=WEEKLY;BYDAY=SU", "FREQ=WEEKLY;BYDAY=SU"],
    ["rrule:freq=monthly;byday=1fr", "FREQ=MONTHLY;BYDAY=1FR"],
    ["FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231", "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231"],
    ["COUNT=10;INTERVAL=2;FREQ=WEEKLY;BYDAY=WE,SU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,SU;COUNT=10"],
    ["FREQ=MONTHLY;BYMONTHDAY=15,-1", "FREQ=MONTHLY;BYMONTHDAY=15,-1"],
    ["FREQ=YEARLY;INTERVAL=1", "FREQ=YEARLY"],
    ["FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR"],
  ])("accepts %s as %s", (text, canonical) => {
    expect(rruleField.parse(text)).toBe(canonical);
    const rule = parseRecurrenceRule(canonical);
    expect("problem" in rule).toBe(false);
    if (!("problem" in rule)) expect(formatRecurrenceRule(rule)).toBe(canonical);
  });

  it("reads an empty rule as no repetition", () => {
    expect(rruleField.parse("")).toBeNull();
    expect(rruleField.parse("  ")).toBeNull();
  });

  it.each([
    ["FREQ=SECONDLY", /FREQ=SECONDLY is not supported/],
    ["FREQ=HOURLY", /DAILY, WEEKLY, MONTHLY or YEARLY/],
    ["FREQ=WEEKLY;BYHOUR=10", /BYHOUR is not supported/],
    ["FREQ=WEEKLY;BYSECOND=1", /BYSECOND is not supported/],
    ["FREQ=MONTHLY;BYDAY=1FR;BYSETPOS=1", /BYSETPOS is not supported/],
    ["BYDAY=SU", /needs FREQ/],
    ["FREQ=WEEKLY;COUNT=100000", /COUNT must be a whole number from 1 to 1040/],
    ["FREQ=WEEKLY;COUNT=0", /COUNT/],
    ["FREQ=WEEKLY;COUNT=3;UNTIL=20271231", /not both/],
    ["FREQ=WEEKLY;UNTIL=20270231", /UNTIL must be a date/],
    ["FREQ=WEEKLY;UNTIL=20271231T000000Z", /UNTIL must be a date/],
    ["FREQ=WEEKLY;BYDAY=1FR", /needs FREQ=MONTHLY/],
    ["FREQ=MONTHLY;BYDAY=6FR", /1 to 5/],
    ["FREQ=MONTHLY;BYDAY=XX", /not a weekday/],
    ["FREQ=MONTHLY;BYMONTHDAY=32", /1 to 31/],
    ["FREQ=MONTHLY;BYMONTHDAY=1;BYDAY=FR", /not both|both BYDAY and BYMONTHDAY/],
    ["FREQ=WEEKLY;BYMONTHDAY=1", /needs FREQ=MONTHLY/],
    ["FREQ=YEARLY;BYDAY=SU", /cannot be used with FREQ=YEARLY/],
    ["FREQ=WEEKLY;INTERVAL=0", /INTERVAL/],
    ["FREQ=WEEKLY;FREQ=DAILY", /twice/],
    ["FREQ=WEEKLY;BYDAY=SU,SU", /twice/],
    ["FREQ", /NAME=VALUE/],
  ])("refuses %s, saying why", (text, reason) => {
    const result = rruleField.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(reason);
  });
});

describe("cancelled dates", () => {
  it("takes a list or a text separated by commas, sorted and each once", () => {
    expect(exdatesField.parse("2026-12-27, 2026-12-20,2026-12-27")).toEqual(["2026-12-20", "2026-12-27"]);
    expect(exdatesField.parse(["2027-01-03"])).toEqual(["2027-01-03"]);
    expect(exdatesField.parse("")).toEqual([]);
  });

  it("refuses what is not a real date", () => {
    expect(exdatesField.safeParse("2026-02-30").success).toBe(false);
    expect(exdatesField.safeParse("20261227").success).toBe(false);
    expect(exdatesField.safeParse([3]).success).toBe(false);
  });
});

describe("the event form and the change of one date", () => {
  const spec = { title: "Worship", description: "d", ministry: "Choir", date: "2026-11-29", event_time: "10:00", venue: "Main hall" };

  it("leaves rrule and exdates out when a client sends only the spec's fields", () => {
    expect(eventFormSchema.parse(spec)).toEqual(spec);
    expect(eventFormSchema.parse({ ...spec, rrule: "FREQ=WEEKLY;BYDAY=SU", exdates: "2026-12-27" })).toMatchObject({
      rrule: "FREQ=WEEKLY;BYDAY=SU",
      exdates: ["2026-12-27"],
    });
  });

  it.each([
    [{ cancelled: true }, true],
    [{ cancelled: false }, true],
    [{ title: "Carols", event_time: "18:00" }, true],
    [{ venue: null }, true],
    [{}, false],
    [{ cancelled: true, title: "x" }, false],
    [{ event_time: "25:00" }, false],
    [{ title: "  " }, false],
    [{ cancelled: "yes" }, false],
  ])("%j is %s", (body, valid) => {
    expect(eventDateChangeRequestSchema.safeParse(body).success).toBe(valid);
  });
});

describe("the occurrences query", () => {
  it("takes up to a year, from before to", () => {
    expect(occurrenceQuerySchema.parse({ from: "2026-01-01", to: "2026-12-31" })).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(occurrenceQuerySchema.parse({ from: "2028-01-01", to: "2028-12-31", event: "7" })).toMatchObject({ event: 7 });
    expect(occurrenceQuerySchema.safeParse({ from: "2026-01-01", to: "2027-01-02" }).error?.issues[0]?.message).toMatch(/at most 366 days/);
    expect(occurrenceQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-31" }).error?.issues[0]?.message).toMatch(/must not be before/);
    expect(occurrenceQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01" }).error?.issues[0]?.message).toMatch(/"from" parameter/);
    expect(occurrenceQuerySchema.safeParse({ from: "2026-02-01" }).error?.issues[0]?.message).toMatch(/"to" parameter/);
  });

  it("is a public read of the events", () => {
    expect(publicReadOf("/view-events/occurrences?from=2026-01-01&to=2026-01-31")).toBe("events");
    expect(publicReadOf("/edit-event/3/dates/2026-01-04")).toBeUndefined();
  });
});
