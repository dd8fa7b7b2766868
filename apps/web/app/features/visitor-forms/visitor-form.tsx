import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { HONEYPOT_FIELD } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import type { MessageTone } from "~/components/ui/dialog";
import { Field, RequiredMark, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { useHydrated } from "~/lib/use-media";
import { CONTACT_TEAM, RENDERED_AT_FIELD, checkVisitorForm, type FieldErrors, type VisitorFormKind, type VisitorFormResult } from "./visitor-form-kinds";

type Message = { tone: MessageTone; title: string; text: string };

/**
 * The dialog shows only after the visitor sends the form, so its code is not part of the page's
 * first scripts (ADR 020): it is fetched as soon as the visitor starts on the form, long before
 * an answer can come back, and at the latest when the dialog first shows.
 */
const loadDialog = () => import("~/components/ui/dialog");
const MessageDialog = lazy(() => loadDialog().then((module) => ({ default: module.MessageDialog })));

/** The result shown above the form after a post without JavaScript that went through; the form's action names it. */
const RESULT_ID = "form-result";

const errorsOf = (result: VisitorFormResult | undefined): FieldErrors => (result && result.status !== "sent" ? (result.errors ?? {}) : {});

function messageOf(kind: VisitorFormKind, result: VisitorFormResult): Message {
  if (result.status === "sent") return { tone: "success", title: kind.successTitle, text: kind.successMessage };
  if (result.status === "missing") return { tone: "warning", title: MESSAGES.missingRequiredTitle, text: kind.missingMessage };
  return { tone: "error", title: MESSAGES.submissionFailedTitle, text: kind.failedMessage(result.error) };
}

/**
 * A visitor form (SPEC §2.8, §4): idle, then sending ('SENDING...', button disabled), then a
 * dialog that says how it went; OK closes it and puts the visitor back in the form. A form sent
 * successfully is cleared; one that failed keeps everything typed. Before JavaScript runs it is a
 * plain form post, and the same words show on the page above the form.
 *
 * Each field left blank or wrong is marked too (issue 24): a red outline (aria-invalid) and what
 * to do, by the field (aria-describedby), so a screen reader says it with the field's name; the
 * first such field has the focus once the dialog is closed. Without JavaScript the server's answer
 * marks them alike, lists them above the form with links to each, and focuses the first.
 */
export function VisitorForm({
  kind,
  result,
  renderedAt,
  labelledBy,
}: {
  kind: VisitorFormKind;
  result: VisitorFormResult | undefined;
  renderedAt: number;
  /** The id of the heading that names the form. */
  labelledBy: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const resultMessage = result ? messageOf(kind, result) : null;
  // The message on show: each new result from the server opens the dialog again.
  const [shown, setShown] = useState<Message | null>(resultMessage);
  const [errors, setErrors] = useState<FieldErrors>(errorsOf(result));
  const [lastResult, setLastResult] = useState(result);
  if (result !== lastResult) {
    setLastResult(result);
    setShown(resultMessage);
    setErrors(errorsOf(result));
  }
  const formId = useId();
  const controlId = (name: string) => `${formId}-${name}`;
  const firstError = kind.fields.find((field) => errors[field.name])?.name;

  // A sent form is cleared, ready for the next one.
  useEffect(() => {
    if (result?.status === "sent") formRef.current?.reset();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    const problem = checkVisitorForm(kind, data);
    if (problem) {
      event.preventDefault();
      setShown(messageOf(kind, problem));
      setErrors(problem.errors ?? {});
    } else setErrors({});
  };

  /** Typing in a marked field takes its mark away: the visitor is dealing with it. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  // Where focus goes once the dialog has closed: the browser hands it back only after the dialog is gone.
  const focusAfterClose = useRef<string | null>(null);
  useEffect(() => {
    if (shown || !focusAfterClose.current) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusAfterClose.current}"]`)?.focus();
    focusAfterClose.current = null;
  }, [shown]);

  const closeDialog = () => {
    // Back into the form: at the first field marked wrong, or at the first field.
    focusAfterClose.current = shown?.tone !== "success" && firstError ? firstError : kind.fields[0]!.name;
    setShown(null);
  };

  // What the visitor typed, drawn again after a post without JavaScript that did not go through.
  const kept = result && result.status !== "sent" ? result.values : undefined;

  return (
    <>
      {!hydrated && result ? (
        <div
          // Named only when sent: a page whose address names an element skips autoFocus, and after a
          // refusal the first field marked wrong must take the focus (and the view).
          id={result.status === "sent" ? RESULT_ID : undefined}
          role={result.status === "sent" ? "status" : "alert"}
          className={`mb-8 rounded-2xl p-5 ring-1 ${result.status === "sent" ? "bg-emerald-50 ring-emerald-200" : "bg-red-50 ring-red-200"}`}
        >
          <p className="font-bold text-indigo-950">{resultMessage?.title}</p>
          <p className="mt-1 text-slate-800">{resultMessage?.text}</p>
          {firstError ? (
            <ul className="mt-3 list-disc pl-5">
              {kind.fields
                .filter((field) => errors[field.name])
                .map((field) => (
                  <li key={field.name}>
                    <a href={`#${controlId(field.name)}`} className="focus-ring rounded-sm font-semibold text-red-800 underline underline-offset-2">
                      {`${field.label}: ${errors[field.name]}`}
                    </a>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer is a new page: its address names the result, so the browser
        // scrolls to it (a phone would otherwise show the top of the page, the result far below).
        action={hydrated ? undefined : `#${RESULT_ID}`}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={() => void loadDialog()}
        onPointerDown={() => void loadDialog()}
        aria-labelledby={labelledBy}
        className="grid gap-5 sm:grid-cols-2"
      >
        <p className="text-sm text-slate-600 sm:col-span-2">
          Fields marked <RequiredMark /> <span className="sr-only">with a star</span> are required.
        </p>
        {kind.fields.map((field) => (
          <Field
            key={field.name}
            id={controlId(field.name)}
            label={field.label}
            required={kind.required.includes(field.name)}
            error={errors[field.name]}
            className={field.half ? "" : "sm:col-span-2"}
          >
            {(control) =>
              field.type === "textarea" ? (
                <textarea
                  {...control}
                  name={field.name}
                  rows={6}
                  maxLength={field.maxLength}
                  defaultValue={kept?.[field.name]}
                  // Without JavaScript the page itself puts the visitor at the first field to fix.
                  autoFocus={!hydrated && field.name === firstError}
                  className={inputClass}
                />
              ) : (
                <input
                  {...control}
                  autoFocus={!hydrated && field.name === firstError}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  defaultValue={kept?.[field.name]}
                  className={inputClass}
                />
              )
            }
          </Field>
        ))}

        {kind.kind === "prayer" ? (
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold text-indigo-950">{CONTACT_TEAM.question}</legend>
            <div className="mt-3 flex gap-3">
              {(["yes", "no"] as const).map((answer) => (
                <label
                  key={answer}
                  className="focus-ring-within flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-5 has-checked:border-indigo-700 has-checked:bg-indigo-50"
                >
                  <input
                    type="radio"
                    name={CONTACT_TEAM.name}
                    value={answer}
                    defaultChecked={(kept?.[CONTACT_TEAM.name] ?? "no") === answer}
                    className="size-4 accent-indigo-800 focus:outline-none"
                  />
                  {answer === "yes" ? "Yes" : "No"}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {/* Spam traps (ARCHITECTURE decision 6): a field people never see or hear, and when the form was drawn. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label>
            Leave this empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <input type="hidden" name={RENDERED_AT_FIELD} value={renderedAt} />

        <div className="sm:col-span-2">
          <button type="submit" disabled={sending} aria-disabled={sending} className={`${buttonClass({ size: "lg" })} min-w-40 tracking-wide`}>
            {sending ? "SENDING..." : "SEND"}
          </button>
        </div>
      </Form>

      {hydrated && shown ? (
        <Suspense fallback={null}>
          <MessageDialog open onClose={closeDialog} tone={shown.tone} title={shown.title} message={shown.text} />
        </Suspense>
      ) : null}
    </>
  );
}
