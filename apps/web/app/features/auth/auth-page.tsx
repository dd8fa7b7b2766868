import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Scripture } from "~/components/page-kit/scripture";
import { LampstandMark } from "~/components/site/lampstand-mark";
import { ApiRequestError } from "~/lib/api-client";
import { siteConfig } from "~/site.config";

/** SPEC §9: an auth error clears itself after this long. */
export const AUTH_ERROR_MS = 5000;

/**
 * The shape of the sign-up and login pages: the form on one side and, on medium and larger
 * screens, a decorative panel with a headline and a Bible verse (SPEC §2.10).
 */
export function AuthPage({
  title,
  panelTitle,
  verse,
  children,
}: {
  title: string;
  panelTitle: string;
  verse: { text: string; reference: string };
  children: ReactNode;
}) {
  return (
    <div className="grid w-full md:grid-cols-2">
      <div className="flex flex-col justify-center px-5 py-10 sm:px-10">
        <div className="mx-auto w-full max-w-md">
          <Link to="/" className="focus-ring inline-flex items-center gap-3 rounded-md">
            <LampstandMark className="size-10" />
            <span className="text-lg font-bold text-indigo-950 dark:text-white">{siteConfig.name}</span>
          </Link>
          <h1 className="mt-8 text-3xl font-bold tracking-tight text-indigo-950 dark:text-white">{title}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </div>
      <aside
        aria-label="Welcome"
        className="relative hidden flex-col justify-center overflow-hidden bg-gradient-to-br from-indigo-950 via-indigo-900 to-indigo-700 p-12 text-white md:flex"
      >
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-amber-400/15 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-96 rounded-full bg-indigo-400/20 blur-3xl" />
        <div className="relative max-w-md">
          <LampstandMark className="size-16" />
          <p className="mt-8 text-4xl font-extrabold tracking-tight">{panelTitle}</p>
          <Scripture tone="dark" text={verse.text} reference={verse.reference} className="mt-6" />
        </div>
      </aside>
    </div>
  );
}

/** A message above the form that goes away by itself after 5 s (SPEC §4), or when replaced. */
function useExpiringMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), AUTH_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

/** A text field of a submitted form, "" when absent. */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * The submit of the sign-up and login forms (SPEC §4, §5): the form's own check first (its alert
 * shown above the form), then the call with the button busy; a failure shows the server's words
 * (or `fallback`, SPEC §8) above the form and frees the button. Each message clears after 5 s.
 *
 *   const { error, busy, onSubmit } = useAuthForm(MESSAGES.loginFailed);
 *   <form onSubmit={onSubmit(checkFields, sendToServer)}>
 */
export function useAuthForm(fallback: string) {
  const [error, setError] = useExpiringMessage();
  const [busy, setBusy] = useState(false);
  const onSubmit =
    (check: (form: FormData) => string | null, send: (form: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const problem = check(form);
      if (problem) return setError(problem);
      setError(null);
      setBusy(true);
      try {
        await send(form);
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? failure.message : fallback);
        setBusy(false);
      }
    };
  return { error, busy, onSubmit };
}

/** The red box above the form (SPEC §2.10: the server's error shows above the form in red). */
export function AuthError({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="mb-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {message}
        </p>
      ) : null}
    </div>
  );
}
