import { describe, expect, it } from "vitest";
import { parseRecurrenceRule, type RecurrenceRule } from "@lampstand/contract/recurrence";
import { describeRepeatRule, describeRepeatText } from "./repeat-words";

const words = (rrule: string, start = "2026-11-06", time = "19:00") => describeRepeatText(rrule, { start, time });

describe("describeRepeatRule", () => {
  it("says a weekly rule with its days, Sunday first", () => {
    expect(words("FREQ=WEEKLY;BYDAY=SU", "2026-11-01", "10:00")).toBe("Every Sunday at 10:00 AM");
    expect(words("FREQ=WEEKLY;BYDAY=FR,WE,SU", "2026-11-01", "18:30")).toBe("Every Sunday, Wednesday and Friday at 6:30 PM");
    expect(words("FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "2026-11-04", "18:30")).toBe("Every 2 weeks on Wednesday at 6:30 PM");
  });

  it("takes the weekday of the first date when a weekly rule names none", () => {
    expect(words("FREQ=WEEKLY", "2026-11-06")).toBe("Every Friday at 7:00 PM");
  });

  it("says the Nth and the last weekday of the month", () => {
    expect(words("FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231")).toBe("Every first Friday at 7:00 PM, until December 31, 2027");
    expect(words("FREQ=MONTHLY;BYDAY=-1SU", "2026-11-29", "07:00 AM")).toBe("Every last Sunday at 7:00 AM");
    expect(words("FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU")).toBe("Every 3 months on the second Tuesday at 7:00 PM");
  });

  it("says the day of the month, from the rule or the first date", () => {
    expect(words("FREQ=MONTHLY;BYMONTHDAY=1")).toBe("Every month on the 1st at 7:00 PM");
    expect(words("FREQ=MONTHLY", "2026-11-22")).toBe("Every month on the 22nd at 7:00 PM");
    expect(words("FREQ=MONTHLY;BYMONTHDAY=13")).toBe("Every month on the 13th at 7:00 PM");
    expect(words("FREQ=MONTHLY;BYMONTHDAY=-1")).toBe("Every month on the last day at 7:00 PM");
  });

  it("says a yearly rule with the first date's month and day", () => {
    expect(words("FREQ=YEARLY", "2026-12-25", "09:00")).toBe("Every year on December 25 at 9:00 AM");
    expect(words("FREQ=DAILY;INTERVAL=2")).toBe("Every 2 days at 7:00 PM");
  });

  it("ends with how many times", () => {
    expect(words("FREQ=WEEKLY;BYDAY=WE;COUNT=10", "2026-11-04")).toBe("Every Wednesday at 7:00 PM, 10 times");
    expect(words("FREQ=WEEKLY;BYDAY=WE;COUNT=1", "2026-11-04")).toBe("Every Wednesday at 7:00 PM, once");
  });

  it("leaves the time out when there is none", () => {
    expect(describeRepeatRule(parseRecurrenceRule("FREQ=WEEKLY;BYDAY=SU") as RecurrenceRule, { start: "", time: "" })).toBe("Every Sunday");
  });

  it("says no more than that it repeats for a rule it cannot read", () => {
    expect(words("FREQ=WEEKLY;BYSETPOS=-1")).toBe("Repeats");
  });
});
