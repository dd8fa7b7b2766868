import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { LampstandMark } from "~/components/site/lampstand-mark";
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
          <figure className="mt-6 border-l-4 border-amber-400 pl-4">
            <blockquote className="text-lg leading-relaxed text-indigo-50 italic">
              <p>“{verse.text}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm font-semibold text-amber-300">{verse.reference}</figcaption>
          </figure>
        </div>
      </aside>
    </div>
  );
}

/** A message above the form that goes away by itself after 5 s (SPEC §4), or when replaced. */
export function useExpiringMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), AUTH_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
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
