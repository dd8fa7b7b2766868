import { useEffect, useState, type FormEvent } from "react";
import { ApiRequestError } from "~/lib/api-client";

/** SPEC §9: an auth error clears itself after this long. */
export const AUTH_ERROR_MS = 5000;

/**
 * What a form's own check found: a message for the box above the form (SPEC §5's alerts), or
 * messages for named fields (field name → message), shown under those fields.
 */
export type FormProblem = string | Record<string, string>;

/** The message above the form; `sticky` ones (a sign-in lock) stay until the next submit. */
type Shown = { text: string; sticky: boolean };

/**
 * A message above the form that goes away by itself after `expireMs` (SPEC §4: 5 s), or when
 * replaced; sticky messages and forms without `expireMs` keep it until the next submit.
 */
function useFormMessage(expireMs: number | null, initial: Shown | null): [Shown | null, (shown: Shown | null) => void] {
  const [shown, setShown] = useState<Shown | null>(initial);
  useEffect(() => {
    if (!shown || shown.sticky || expireMs === null) return;
    const timer = window.setTimeout(() => setShown(null), expireMs);
    return () => window.clearTimeout(timer);
  }, [shown, expireMs]);
  return [shown, setShown];
}

/**
 * What the server said about a form posted before JavaScript ran (the route's action): a message
 * for above the form and messages for named fields, shown as the client's own would be.
 */
export type ServerFormProblems = { error?: string; fieldErrors?: Record<string, string> };

/** A text field of a submitted form, "" when absent. */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * The submit of the sign-up, login and change-password forms (SPEC §4, §5): the form's own check
 * first, then the call with the button busy. A problem the check finds, or a failure the server
 * names a field for (one of `fields`), shows under that field, which gets the focus; anything else
 * shows above the form: the server's words, or `fallback` (SPEC §8). Those clear after
 * `expireMs` (5 s unless told otherwise, `null`: never), except a 429 (too many attempts: the
 * wait it names must stay readable), which stays until the next submit.
 *
 * On success the page usually leaves (sign-up, login), so the button stays busy; a form that
 * stays (`stays`) gets its button back.
 *
 * `fromServer` is what the route's action answered to a post made before JavaScript ran: shown at
 * first, the message above the form staying until the next submit (it came with a page load, and
 * may be read long after).
 *
 *   const { error, fieldErrors, busy, onSubmit } = useAuthForm({ fallback: MESSAGES.loginFailed });
 *   <form method="post" onSubmit={onSubmit(checkFields, sendToServer)}>
 */
export function useAuthForm({
  fallback,
  fields = [],
  expireMs = AUTH_ERROR_MS,
  stays = false,
  fromServer,
}: {
  fallback: string;
  fields?: readonly string[];
  expireMs?: number | null;
  stays?: boolean;
  fromServer?: ServerFormProblems;
}) {
  const [shown, setShown] = useFormMessage(expireMs, fromServer?.error ? { text: fromServer.error, sticky: true } : null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(fromServer?.fieldErrors ?? {});
  const [busy, setBusy] = useState(false);

  const showFieldErrors = (form: HTMLFormElement, errors: Record<string, string>) => {
    setFieldErrors(errors);
    // The cursor goes where the first problem is, so a keyboard or screen-reader user lands on it.
    const first = [...form.elements].find((element) => element instanceof HTMLInputElement && errors[element.name]);
    (first as HTMLInputElement | undefined)?.focus();
  };

  const onSubmit =
    (check: (form: FormData) => FormProblem | null, send: (form: FormData, element: HTMLFormElement) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      const form = new FormData(element);
      setShown(null);
      setFieldErrors({});
      const problem = check(form);
      if (typeof problem === "string") return setShown({ text: problem, sticky: false });
      if (problem && Object.keys(problem).length > 0) return showFieldErrors(element, problem);
      setBusy(true);
      try {
        await send(form, element);
        if (stays) setBusy(false);
      } catch (failure) {
        setBusy(false);
        if (!(failure instanceof ApiRequestError)) return setShown({ text: fallback, sticky: false });
        if (failure.field && fields.includes(failure.field)) return showFieldErrors(element, { [failure.field]: failure.message });
        setShown({ text: failure.message, sticky: failure.status === 429 });
      }
    };
  return { error: shown?.text ?? null, fieldErrors, busy, onSubmit };
}

/** The red box above the form (SPEC §2.10: the server's error shows above the form in red). */
export function AuthError({ message, className = "mb-5" }: { message: string | null; className?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className={`${className} rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
