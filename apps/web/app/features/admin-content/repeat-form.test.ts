import { describe, expect, it } from "vitest";
import {
  NO_REPEAT,
  chooseRepeat,
  ordinalOf,
  repeatProblem,
  repeatRuleFromForm,
  repeatSummary,
  repeatValuesFromRule,
  toggleWeekday,
  weekdayOf,
  type RepeatValues,
} from "./repeat-form";

const form = (changes: Partial<RepeatValues>): RepeatValues => ({ ...NO_REPEAT, ...changes });

describe("the RRULE each Repeats choice makes", () => {
  it("never: no rule", () => {
    expect(repeatRuleFromForm(NO_REPEAT, "2026-11-01")).toBe("");
  });

  it("weekly on the days ticked", () => {
    expect(repeatRuleFromForm(form({ repeat: "weekly", weekdays: "SU" }), "2026-11-01")).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(repeatRuleFromForm(form({ repeat: "weekly", weekdays: "SU,WE" }), "2026-11-01")).toBe("FREQ=WEEKLY;BYDAY=SU,WE");
  });

  it("every N weeks", () => {
    expect(repeatRuleFromForm(form({ repeat: "weekly", every: "2", weekdays: "TH" }), "2026-11-05")).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH");
  });

  it("monthly on the first date's day of the month", () => {
    expect(repeatRuleFromForm(form({ repeat: "monthly-date" }), "2026-11-15")).toBe("FREQ=MONTHLY;BYMONTHDAY=15");
  });

  it("monthly on the Nth or the last weekday", () => {
    expect(repeatRuleFromForm(form({ repeat: "monthly-weekday", ordinal: "1", weekday: "FR" }), "2026-11-06")).toBe("FREQ=MONTHLY;BYDAY=1FR");
    expect(repeatRuleFromForm(form({ repeat: "monthly-weekday", ordinal: "-1", weekday: "SU" }), "2026-11-29")).toBe("FREQ=MONTHLY;BYDAY=-1SU");
  });

  it("yearly", () => {
    expect(repeatRuleFromForm(form({ repeat: "yearly" }), "2026-12-25")).toBe("FREQ=YEARLY");
    expect(repeatRuleFromForm(form({ repeat: "yearly", every: "2" }), "2026-12-25")).toBe("FREQ=YEARLY;INTERVAL=2");
  });

  it("ending on a date or after a number of times", () => {
    expect(repeatRuleFromForm(form({ repeat: "monthly-weekday", weekday: "FR", ends: "on", until: "2027-12-31" }), "2026-11-06")).toBe(
      "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231",
    );
    expect(repeatRuleFromForm(form({ repeat: "weekly", weekdays: "SU", ends: "after", count: "10" }), "2026-11-01")).toBe("FREQ=WEEKLY;BYDAY=SU;COUNT=10");
  });

  it("an end left at never adds nothing, whatever was typed in the hidden fields", () => {
    expect(repeatRuleFromForm(form({ repeat: "weekly", weekdays: "SU", ends: "never", until: "2027-01-01", count: "3" }), "2026-11-01")).toBe(
      "FREQ=WEEKLY;BYDAY=SU",
    );
  });

  it("a rule kept from elsewhere goes back as it came", () => {
    expect(repeatRuleFromForm(form({ repeat: "other", otherRule: "FREQ=DAILY" }), "2026-11-01")).toBe("FREQ=DAILY");
  });
});

describe("the form filled from a stored rule", () => {
  it("gives back the choices that made it", () => {
    const cases: Array<[string, string, Partial<RepeatValues>]> = [
      ["FREQ=WEEKLY;BYDAY=SU", "2026-11-01", { repeat: "weekly", weekdays: "SU" }],
      ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=6", "2026-11-02", { repeat: "weekly", every: "2", weekdays: "MO,TH", ends: "after", count: "6" }],
      ["FREQ=MONTHLY;BYMONTHDAY=15", "2026-11-15", { repeat: "monthly-date" }],
      ["FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231", "2026-11-27", { repeat: "monthly-weekday", ordinal: "-1", weekday: "FR", ends: "on", until: "2027-12-31" }],
      ["FREQ=YEARLY;INTERVAL=3", "2026-12-25", { repeat: "yearly", every: "3" }],
    ];
    for (const [rrule, date, expected] of cases) {
      const values = repeatValuesFromRule(rrule);
      expect(values, rrule).toMatchObject(expected);
      expect(repeatRuleFromForm(values, date), rrule).toBe(rrule);
    }
  });

  it("is never for a single event", () => {
    expect(repeatValuesFromRule(null)).toEqual(NO_REPEAT);
    expect(repeatValuesFromRule("")).toEqual(NO_REPEAT);
  });

  it("keeps a rule it has no choice for", () => {
    expect(repeatValuesFromRule("FREQ=DAILY")).toMatchObject({ repeat: "other", otherRule: "FREQ=DAILY" });
    expect(repeatValuesFromRule("FREQ=MONTHLY;BYDAY=MO,TU")).toMatchObject({ repeat: "other" });
  });
});

describe("choosing a repeat", () => {
  it("starts a weekly rule on the date's weekday", () => {
    expect(chooseRepeat(NO_REPEAT, "weekly", "2026-11-01")).toEqual({ repeat: "weekly", weekdays: "SU" });
    expect(chooseRepeat(form({ weekdays: "WE" }), "weekly", "2026-11-01")).toEqual({ repeat: "weekly" });
  });

  it("starts a monthly-weekday rule on the date's place in its month", () => {
    expect(chooseRepeat(NO_REPEAT, "monthly-weekday", "2026-11-06")).toEqual({ repeat: "monthly-weekday", weekday: "FR", ordinal: "1" });
    expect(chooseRepeat(NO_REPEAT, "monthly-weekday", "2026-11-29")).toEqual({ repeat: "monthly-weekday", weekday: "SU", ordinal: "-1" });
    expect(ordinalOf("2026-11-18")).toBe("3");
    expect(weekdayOf("not a date")).toBeNull();
  });

  it("ticks and unticks days in weekday order", () => {
    expect(toggleWeekday("FR", "SU", true)).toBe("SU,FR");
    expect(toggleWeekday("SU,FR", "SU", false)).toBe("FR");
  });
});

describe("the checks", () => {
  it("asks for a day of the week, a sensible every and a last date after the first", () => {
    expect(repeatProblem(form({ repeat: "weekly" }), "2026-11-01")).toEqual({ field: "weekdays", message: "Choose at least one day of the week." });
    expect(repeatProblem(form({ repeat: "yearly", every: "0" }), "2026-11-01")?.field).toBe("every");
    expect(repeatProblem(form({ repeat: "yearly", every: "x" }), "2026-11-01")?.field).toBe("every");
    expect(repeatProblem(form({ repeat: "yearly", ends: "on", until: "" }), "2026-11-01")?.field).toBe("until");
    expect(repeatProblem(form({ repeat: "yearly", ends: "on", until: "2026-10-01" }), "2026-11-01")?.message).toBe(
      "The last date cannot be before the first date.",
    );
    expect(repeatProblem(form({ repeat: "yearly", ends: "after", count: "0" }), "2026-11-01")?.field).toBe("count");
    expect(repeatProblem(form({ repeat: "yearly", ends: "after", count: "12" }), "2026-11-01")).toBeNull();
    expect(repeatProblem(NO_REPEAT, "")).toBeNull();
  });
});

describe("the words under the choice", () => {
  it("say the rule as it is set", () => {
    expect(repeatSummary(form({ repeat: "monthly-weekday", weekday: "FR", ends: "on", until: "2027-12-31" }), "2026-11-06", "19:00")).toBe(
      "Every first Friday at 7:00 PM, until December 31, 2027",
    );
    expect(repeatSummary(form({ repeat: "weekly", weekdays: "SU" }), "2026-11-01", "10:00")).toBe("Every Sunday at 10:00 AM");
  });

  it("say what is missing, or that it happens once", () => {
    expect(repeatSummary(NO_REPEAT, "2026-11-01", "10:00")).toBe("Happens once, on its date.");
    expect(repeatSummary(form({ repeat: "weekly" }), "2026-11-01", "10:00")).toBe("Finish the choices above to see how it repeats.");
  });
});
