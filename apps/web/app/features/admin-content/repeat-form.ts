import {
  RECURRENCE_LIMITS,
  WEEKDAYS,
  formatRecurrenceRule,
  parseRecurrenceRule,
  type RecurrenceRule,
  type Weekday,
} from "@lampstand/contract/recurrence";
import { ORDINAL_NAMES, describeRepeatRule, describeRepeatText } from "~/lib/repeat-words";

/**
 * The "Repeats" part of the event form (issue 22) apart from React: its fields as the form keeps
 * them (plain strings, like every other field, so drafts and the unsaved-changes check work as
 * they do), the RRULE they make, the form filled back from a stored rule, and its checks.
 *
 * The choices and what they make, the event's date being its first date:
 * - never: no rule (a single event, as before);
 * - weekly, every N weeks on the days ticked: FREQ=WEEKLY;INTERVAL=N;BYDAY=SU,WE;
 * - monthly on the date's day of the month, every N months: FREQ=MONTHLY;BYMONTHDAY=15;
 * - monthly on the Nth or last weekday: FREQ=MONTHLY;BYDAY=1FR (or -1SU);
 * - yearly on the date, every N years: FREQ=YEARLY.
 * Each ends never, on a date (UNTIL) or after N times (COUNT).
 */

/** "other": a stored rule the form has no choice for (written by another API client), kept as it is. */
export type RepeatKind = "never" | "weekly" | "monthly-date" | "monthly-weekday" | "yearly" | "other";
export type RepeatEnd = "never" | "on" | "after";

export type RepeatValues = {
  repeat: RepeatKind;
  /** Every how many weeks, months or years: "1" and up. */
  every: string;
  /** The days of a weekly rule, comma-separated codes: "SU,WE". */
  weekdays: string;
  /** Which weekday of the month: "1" to "4", or "-1" for the last. */
  ordinal: string;
  weekday: Weekday;
  ends: RepeatEnd;
  /** The last date, YYYY-MM-DD, when it ends on a date. */
  until: string;
  /** How many times, when it ends after a number of times. */
  count: string;
  /** The stored rule behind "other", sent back unchanged while it stays chosen. */
  otherRule: string;
};

export const REPEAT_KINDS: Array<{ value: RepeatKind; label: string }> = [
  { value: "never", label: "Never (one date)" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly-date", label: "Monthly, on the same date" },
  { value: "monthly-weekday", label: "Monthly, on a weekday (e.g. first Friday)" },
  { value: "yearly", label: "Yearly" },
];

export const ORDINAL_CHOICES = ["1", "2", "3", "4", "-1"].map((value) => ({ value, label: ORDINAL_NAMES[value]! }));

/** What the API takes (the contract's limits): how many times, and every how many weeks, months or years. */
export const MAX_REPEAT_COUNT = RECURRENCE_LIMITS.count;
export const MAX_REPEAT_EVERY = RECURRENCE_LIMITS.interval;

export const NO_REPEAT: RepeatValues = {
  repeat: "never",
  every: "1",
  weekdays: "",
  ordinal: "1",
  weekday: "SU",
  ends: "never",
  until: "",
  count: "",
  otherRule: "",
};

/** The weekday a date falls on ("2026-11-29" → "SU"), or null when it is not a date. */
export function weekdayOf(date: string): Weekday | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : WEEKDAYS[day.getUTCDay()]!;
}

/** Which weekday of its month a date is: "1" for the first seven days… "-1" when it is the last such weekday. */
export function ordinalOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return "1";
  const day = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  if (day + 7 > daysInMonth) return "-1";
  return String(Math.ceil(day / 7));
}

export function selectedWeekdays(values: Pick<RepeatValues, "weekdays">): Weekday[] {
  const chosen = new Set(values.weekdays.split(","));
  return WEEKDAYS.filter((code) => chosen.has(code));
}

/** The days of a weekly rule with `day` ticked or unticked, in weekday order. */
export function toggleWeekday(weekdays: string, day: Weekday, on: boolean): string {
  const chosen = new Set(selectedWeekdays({ weekdays }));
  if (on) chosen.add(day);
  else chosen.delete(day);
  return WEEKDAYS.filter((code) => chosen.has(code)).join(",");
}

/**
 * What choosing `kind` fills in that staff have not chosen yet, from the event's date: a weekly
 * rule starts on the date's weekday, a monthly-weekday one on the date's place in its month
 * ("the first Friday" for Friday the 5th), so the usual case needs no second choice.
 */
export function chooseRepeat(values: RepeatValues, kind: RepeatKind, date: string): Partial<RepeatValues> {
  const weekday = weekdayOf(date);
  if (kind === "weekly" && !values.weekdays && weekday) return { repeat: kind, weekdays: weekday };
  if (kind === "monthly-weekday" && weekday && values.repeat !== "monthly-weekday") return { repeat: kind, weekday, ordinal: ordinalOf(date) };
  return { repeat: kind };
}

type Problem = { field: keyof RepeatValues; message: string };

/** What keeps the repeat choice from making a rule, with the field to point at; null when it is fine. */
export function repeatProblem(values: RepeatValues, date: string): Problem | null {
  if (values.repeat === "never" || values.repeat === "other") return null;
  const every = Number(values.every);
  if (!/^\d+$/.test(values.every.trim()) || every < 1 || every > MAX_REPEAT_EVERY)
    return { field: "every", message: `Enter a whole number from 1 to ${MAX_REPEAT_EVERY}.` };
  if (values.repeat === "weekly" && selectedWeekdays(values).length === 0) return { field: "weekdays", message: "Choose at least one day of the week." };
  if (values.ends === "on") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) return { field: "until", message: "Choose the last date." };
    if (date && values.until < date) return { field: "until", message: "The last date cannot be before the first date." };
  }
  if (values.ends === "after") {
    const count = Number(values.count);
    if (!/^\d+$/.test(values.count.trim()) || count < 1 || count > MAX_REPEAT_COUNT)
      return { field: "count", message: `Enter how many times, from 1 to ${MAX_REPEAT_COUNT}.` };
  }
  return null;
}

/** The rule the values make, or null for "never" (and for values `repeatProblem` refuses). */
export function repeatRuleOf(values: RepeatValues, date: string): RecurrenceRule | null {
  if (values.repeat === "never" || repeatProblem(values, date)) return null;
  if (values.repeat === "other") {
    const rule = parseRecurrenceRule(values.otherRule);
    return "problem" in rule ? null : rule;
  }
  const rule: RecurrenceRule = { freq: "WEEKLY", interval: Number(values.every), byDay: [], byMonthDay: [] };
  if (values.ends === "after") rule.count = Number(values.count);
  if (values.ends === "on") rule.until = values.until;
  switch (values.repeat) {
    case "weekly":
      rule.byDay = selectedWeekdays(values).map((weekday) => ({ weekday }));
      break;
    case "monthly-date": {
      rule.freq = "MONTHLY";
      const day = Number(date.slice(8, 10));
      if (day >= 1) rule.byMonthDay = [day];
      break;
    }
    case "monthly-weekday":
      rule.freq = "MONTHLY";
      rule.byDay = [{ ordinal: Number(values.ordinal), weekday: values.weekday }];
      break;
    case "yearly":
      rule.freq = "YEARLY";
      break;
  }
  return rule;
}

/** The RRULE text the API takes ("" for a single event). */
export function repeatRuleFromForm(values: RepeatValues, date: string): string {
  if (values.repeat === "other") return values.otherRule;
  const rule = repeatRuleOf(values, date);
  return rule ? formatRecurrenceRule(rule) : "";
}

/** What the form says under the choice, in a live region: the rule in words, or why there is none yet. */
export function repeatSummary(values: RepeatValues, date: string, time: string): string {
  if (values.repeat === "never") return "Happens once, on its date.";
  const rule = repeatRuleOf(values, date);
  if (values.repeat === "other") return describeRepeatText(values.otherRule, { start: date, time });
  if (!rule) return "Finish the choices above to see how it repeats.";
  if (!date) return `${describeRepeatRule(rule, { start: "", time })}. Choose the first date above.`;
  return describeRepeatRule(rule, { start: date, time });
}

/**
 * The form filled from a stored rule. A rule the form has no choice for (one written by another
 * API client, say "every day") comes back as "other": kept as it is unless staff choose again.
 */
export function repeatValuesFromRule(rrule: string | null | undefined): RepeatValues {
  if (!rrule) return NO_REPEAT;
  const other: RepeatValues = { ...NO_REPEAT, repeat: "other", otherRule: rrule };
  const rule = parseRecurrenceRule(rrule);
  if ("problem" in rule) return other;
  const values: RepeatValues = {
    ...NO_REPEAT,
    every: String(rule.interval),
    ends: rule.count !== undefined ? "after" : rule.until !== undefined ? "on" : "never",
    count: rule.count !== undefined ? String(rule.count) : "",
    until: rule.until ?? "",
  };
  const plainDays = rule.byDay.every(({ ordinal }) => ordinal === undefined);
  if (rule.freq === "WEEKLY" && rule.byMonthDay.length === 0 && plainDays) {
    return { ...values, repeat: "weekly", weekdays: rule.byDay.map(({ weekday }) => weekday).join(",") };
  }
  if (rule.freq === "MONTHLY" && rule.byDay.length === 0 && rule.byMonthDay.length <= 1 && (rule.byMonthDay[0] ?? 1) > 0) {
    return { ...values, repeat: "monthly-date" };
  }
  const [only] = rule.byDay;
  if (rule.freq === "MONTHLY" && rule.byDay.length === 1 && only?.ordinal !== undefined && ORDINAL_CHOICES.some((choice) => choice.value === String(only.ordinal))) {
    return { ...values, repeat: "monthly-weekday", ordinal: String(only.ordinal), weekday: only.weekday };
  }
  if (rule.freq === "YEARLY" && rule.byDay.length === 0 && rule.byMonthDay.length === 0) return { ...values, repeat: "yearly" };
  return other;
}
