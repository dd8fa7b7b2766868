import { useId } from "react";
import { inputClass } from "~/components/ui/field";
import { TextField } from "~/components/ui/text-field";
import { WEEKDAYS, type Weekday } from "@lampstand/contract/recurrence";
import { WEEKDAY_NAMES } from "~/lib/repeat-words";
import {
  MAX_REPEAT_COUNT,
  MAX_REPEAT_EVERY,
  ORDINAL_CHOICES,
  REPEAT_KINDS,
  chooseRepeat,
  repeatSummary,
  selectedWeekdays,
  toggleWeekday,
  type RepeatEnd,
  type RepeatKind,
  type RepeatValues,
} from "./repeat-form";

/** What a field of the content editor hands out for one name (use-content-editor.tsx). */
type FieldProps = { value: string; onChange: (value: string) => void; error?: string };

const UNITS: Partial<Record<RepeatKind, string>> = { weekly: "weeks", "monthly-date": "months", "monthly-weekday": "months", yearly: "years" };

const ENDS: Array<{ value: RepeatEnd; label: string }> = [
  { value: "never", label: "Never" },
  { value: "on", label: "On a date" },
  { value: "after", label: "After a number of times" },
];

const groupClass = "flex min-w-0 flex-col gap-3 rounded-xl border border-slate-300 p-4 dark:border-slate-600";
const legendClass = "px-1 font-semibold text-indigo-950 dark:text-slate-100";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-indigo-700 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-700 dark:border-slate-600 dark:has-checked:bg-indigo-950";
const errorClass = "text-sm font-semibold text-red-700 dark:text-red-300";

/**
 * "Repeats" beside the event's date and time (issue 22): never, weekly on chosen days, monthly
 * on a date or on the Nth or last weekday, yearly; every N of them; ending never, on a date or
 * after N times. Under the choices the rule is said in words as it is set, in a live region.
 * Plain labelled controls in fieldsets with legends, so it works from the keyboard and at 375 px.
 */
export function RepeatFields({
  field,
  date,
  time,
}: {
  field: (name: keyof RepeatValues & string) => FieldProps;
  /** The event's date (its first date) and time, as the form holds them. */
  date: string;
  time: string;
}) {
  const id = useId();
  const values = Object.fromEntries(
    (["repeat", "every", "weekdays", "ordinal", "weekday", "ends", "until", "count", "otherRule"] as const).map((name) => [name, field(name).value]),
  ) as RepeatValues;
  const set = (changes: Partial<RepeatValues>) => {
    for (const [name, value] of Object.entries(changes)) field(name as keyof RepeatValues).onChange(value);
  };
  const kind = values.repeat;
  const unit = UNITS[kind];
  const weekdaysError = field("weekdays").error;
  const ends = field("ends");

  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Repeats</legend>
      <div>
        <label htmlFor={`${id}-repeat`} className="font-semibold text-indigo-950 dark:text-slate-100">
          How often
        </label>
        <select
          id={`${id}-repeat`}
          value={kind}
          onChange={(event) => set(chooseRepeat(values, event.currentTarget.value as RepeatKind, date))}
          className={inputClass}
        >
          {kind === "other" ? <option value="other">As set outside this form (kept as it is)</option> : null}
          {REPEAT_KINDS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>

      {unit ? (
        <TextField
          label={`Every how many ${unit}`}
          {...field("every")}
          inputMode="numeric"
          maxLength={2}
          hint={`1 for every one, 2 for every other one (up to ${MAX_REPEAT_EVERY}).`}
          className="max-w-xs"
        />
      ) : null}

      {kind === "weekly" ? (
        <fieldset className="min-w-0" aria-describedby={weekdaysError ? `${id}-weekdays-error` : undefined}>
          <legend className="font-semibold text-indigo-950 dark:text-slate-100">On</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
            {WEEKDAYS.map((code) => (
              <label key={code} className={choiceClass}>
                <input
                  type="checkbox"
                  checked={selectedWeekdays(values).includes(code)}
                  onChange={(event) => set({ weekdays: toggleWeekday(values.weekdays, code, event.currentTarget.checked) })}
                  aria-invalid={weekdaysError ? true : undefined}
                  className="size-5 accent-indigo-800"
                />
                {WEEKDAY_NAMES[code]}
              </label>
            ))}
          </div>
          {weekdaysError ? (
            <p id={`${id}-weekdays-error`} className={`mt-1.5 ${errorClass}`}>
              {weekdaysError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {kind === "monthly-weekday" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-ordinal`} className="font-semibold text-indigo-950 dark:text-slate-100">
              Which
            </label>
            <select id={`${id}-ordinal`} value={values.ordinal} onChange={(event) => set({ ordinal: event.currentTarget.value })} className={inputClass}>
              {ORDINAL_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-weekday`} className="font-semibold text-indigo-950 dark:text-slate-100">
              Day of the week
            </label>
            <select
              id={`${id}-weekday`}
              value={values.weekday}
              onChange={(event) => set({ weekday: event.currentTarget.value as Weekday })}
              className={inputClass}
            >
              {WEEKDAYS.map((code) => (
                <option key={code} value={code}>
                  {WEEKDAY_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      {kind === "monthly-date" || kind === "yearly" ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {kind === "yearly" ? "On the month and day of the date above." : "On the day of the month of the date above."}
        </p>
      ) : null}

      {unit ? (
        <fieldset className="min-w-0">
          <legend className="font-semibold text-indigo-950 dark:text-slate-100">Ends</legend>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {ENDS.map((choice) => (
              <label key={choice.value} className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-ends`}
                  value={choice.value}
                  checked={ends.value === choice.value}
                  onChange={() => ends.onChange(choice.value)}
                  className="size-5 accent-indigo-800"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {unit && values.ends === "on" ? <TextField label="Last date" type="date" {...field("until")} required className="max-w-xs" /> : null}
      {unit && values.ends === "after" ? (
        <TextField
          label="Number of times"
          {...field("count")}
          required
          inputMode="numeric"
          maxLength={4}
          hint={`Counting the first date (up to ${MAX_REPEAT_COUNT}).`}
          className="max-w-xs"
        />
      ) : null}

      <p aria-live="polite" className="rounded-lg bg-indigo-50 px-4 py-3 font-semibold text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100" data-repeat-summary="">
        {repeatSummary(values, date, time)}
      </p>
    </fieldset>
  );
}
