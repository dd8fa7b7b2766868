import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Field, RequiredMark, inputClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import {
  BILLING_FIELDS,
  COUNTRIES,
  COUNTRY_LABEL,
  DISPLAYED_TOTAL_NAIRA,
  FREQUENCIES,
  FUNDS,
  WIZARD_STEPS,
  WIZARD_TEXT,
  type Frequency,
} from "~/content/giving";
import {
  EMPTY_DONATION,
  STEP_COUNT,
  clampStep,
  formatNaira,
  frequencyMissing,
  type DonationWizardData,
  type WizardStep,
} from "./donation-wizard-state";

const primaryButton = buttonClass({ size: "lg" });
const secondaryButton = buttonClass({ variant: "secondary", size: "lg" });

/**
 * The online donation wizard (SPEC §2.9, §4, §5): Your Gift (1/3), Your Billing Information (2/3),
 * Your Payment Information (3/3). Next and Previous move within 1..3; Submit needs a frequency and
 * then reports success here, on the page. The data stays in this component's state: there is no
 * fetch and no form action, and the form's method is "dialog", which outside a <dialog> makes the
 * browser submit nowhere, so even Enter pressed before the JavaScript loads sends nothing.
 * Moving to a step moves focus to that step's heading, so keyboard and screen-reader users land
 * at the start of what changed.
 */
export function DonationWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  const [data, setData] = useState<DonationWizardData>(EMPTY_DONATION);
  const [showFrequencyError, setShowFrequencyError] = useState(false);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstFrequencyRef = useRef<HTMLInputElement>(null);
  /** Focus moves only after the visitor moved; never on the page's first paint. */
  const focusPending = useRef(false);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // The page drew this step before its code arrived (a deferred part, ADR 020): what the visitor
  // typed meanwhile is in the fields but not yet in the state, which would drop it at the next step.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (name in EMPTY_DONATION && name !== "frequency" && typeof value === "string") typed[name] = value;
    setData((current) => ({ ...current, ...typed }));
  }, []);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    headingRef.current?.focus();
  }, [step, done]);

  const goTo = (next: number) => {
    focusPending.current = true;
    setStep(clampStep(next));
  };

  const update = (name: keyof DonationWizardData) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setData((current) => ({ ...current, [name]: value }));
  };

  const chooseFrequency = (frequency: Frequency) => {
    setData((current) => ({ ...current, frequency }));
    setShowFrequencyError(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < STEP_COUNT) {
      goTo(step + 1);
      return;
    }
    if (frequencyMissing(data)) {
      setShowFrequencyError(true);
      firstFrequencyRef.current?.focus();
      return;
    }
    setShowFrequencyError(false);
    focusPending.current = true;
    setDone(true);
  };

  const startOver = () => {
    setData(EMPTY_DONATION);
    setShowFrequencyError(false);
    setDone(false);
    goTo(1);
  };

  const headingId = `${ids}-heading`;
  const headingClass = "scroll-mt-[120px] text-2xl font-bold tracking-tight text-indigo-950 focus:outline-none sm:text-3xl";

  if (done) {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10" data-wizard-success="">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-800">
          <Icon name="check" className="size-8" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={`mt-5 ${headingClass}`}>
          {WIZARD_TEXT.successHeading}
        </h2>
        <p role="status" className="mt-3 text-lg leading-relaxed text-slate-700">
          {WIZARD_TEXT.success}
        </p>
        <button type="button" onClick={startOver} className={`mt-8 ${secondaryButton}`}>
          {WIZARD_TEXT.startOver}
        </button>
      </div>
    );
  }

  const title = WIZARD_STEPS[step - 1];
  const errorId = `${ids}-frequency-error`;
  const legendId = `${ids}-frequency-legend`;

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <ol aria-label="Donation steps" className="grid grid-cols-3 border-b border-slate-200">
        {WIZARD_STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li
              key={name}
              aria-current={state === "current" ? "step" : undefined}
              className={`flex flex-col items-center gap-2 px-2 py-4 text-center text-xs font-semibold sm:flex-row sm:justify-center sm:text-sm ${
                state === "current" ? "text-indigo-950" : "text-slate-600"
              } ${state === "current" ? "border-b-2 border-amber-500" : ""}`}
            >
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm ${
                  state === "todo" ? "bg-slate-100 text-slate-700" : "bg-indigo-900 text-white"
                }`}
              >
                {state === "done" ? <Icon name="check" className="size-4" /> : number}
              </span>
              <span>
                {name}
                {state === "done" ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>

      <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="p-6 sm:p-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
            {title}
          </h2>
          <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900" data-step-indicator="">
            <span className="sr-only">Step </span>
            {`${step}/${STEP_COUNT}`}
          </p>
        </div>

        {step === 1 ? (
          <div className="mt-6">
            <p className="text-slate-700">{WIZARD_TEXT.giftIntro}</p>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              {FUNDS.map((fund) => (
                <Field key={fund.name} label={fund.label} hint={fund.hint}>
                  {(control) => (
                    <div className="relative">
                      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 mt-1.5 flex items-center pl-3.5 text-slate-600">
                        ₦
                      </span>
                      <input
                        {...control}
                        name={fund.name}
                        type="number"
                        min={0}
                        step="any"
                        inputMode="decimal"
                        placeholder="0.00"
                        value={data[fund.name]}
                        onChange={update(fund.name)}
                        className={`${inputClass} pl-8`}
                      />
                    </div>
                  )}
                </Field>
              ))}
            </div>
          </div>
        ) : null}

        {step === 2 ? (
          <div className="mt-6">
            <p className="text-slate-700">{WIZARD_TEXT.billingIntro}</p>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              {BILLING_FIELDS.map((field) => (
                <Field key={field.name} label={field.label} required className={field.half ? "" : "sm:col-span-2"}>
                  {(control) => (
                    <input
                      {...control}
                      name={field.name}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      value={data[field.name]}
                      onChange={update(field.name)}
                      className={inputClass}
                    />
                  )}
                </Field>
              ))}
              <Field label={COUNTRY_LABEL} required>
                {(control) => (
                  <select {...control} name="country" autoComplete="country-name" value={data.country} onChange={update("country")} className={inputClass}>
                    {COUNTRIES.map((country) => (
                      <option key={country} value={country}>
                        {country}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </div>
        ) : null}

        {step === 3 ? (
          <div className="mt-6 space-y-8">
            <fieldset
              role="radiogroup"
              aria-labelledby={legendId}
              aria-required="true"
              aria-invalid={showFrequencyError ? true : undefined}
              aria-describedby={showFrequencyError ? errorId : undefined}
            >
              <legend id={legendId} className="font-semibold text-indigo-950">
                {WIZARD_TEXT.frequencyLegend}
                <RequiredMark />
              </legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {FREQUENCIES.map((frequency, index) => (
                  <label
                    key={frequency.value}
                    className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition has-checked:border-indigo-700 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-700 focus-ring-within motion-reduce:transition-none ${
                      showFrequencyError ? "border-red-700" : "border-slate-300"
                    }`}
                  >
                    <input
                      ref={index === 0 ? firstFrequencyRef : undefined}
                      type="radio"
                      name="frequency"
                      value={frequency.value}
                      checked={data.frequency === frequency.value}
                      onChange={() => chooseFrequency(frequency.value)}
                      className="mt-1 size-4 accent-indigo-800 focus:outline-none"
                    />
                    <span>
                      <span className="block font-semibold text-indigo-950">{frequency.label}</span>
                      <span className="block text-sm text-slate-600">{frequency.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700 empty:hidden">
                {showFrequencyError ? WIZARD_TEXT.frequencyRequired : ""}
              </p>
            </fieldset>

            <div className="flex items-center justify-between rounded-xl bg-indigo-950 px-5 py-4 text-white">
              <span className="font-semibold">{WIZARD_TEXT.totalLabel}</span>
              <span className="text-2xl font-bold" data-total="">
                {formatNaira(DISPLAYED_TOTAL_NAIRA)}
                <span className="sr-only"> (naira)</span>
              </span>
            </div>

            <div className="rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-5">
              <p className="flex items-center gap-2 font-semibold text-indigo-950">
                <Icon name="lock" className="size-5 text-slate-600" />
                Card details
              </p>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{WIZARD_TEXT.cardFieldNote}</p>
            </div>
          </div>
        ) : null}

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <button type="button" onClick={() => goTo(step - 1)} className={secondaryButton}>
              {WIZARD_TEXT.previous}
            </button>
          ) : (
            <span aria-hidden="true" className="hidden sm:block" />
          )}
          <button type="submit" className={primaryButton}>
            {step < STEP_COUNT ? WIZARD_TEXT.next : WIZARD_TEXT.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

