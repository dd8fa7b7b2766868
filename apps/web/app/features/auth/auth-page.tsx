import type { ReactNode } from "react";
import { Link } from "react-router";
import { Scripture } from "~/components/page-kit/scripture";
import { LampstandMark } from "~/components/site/lampstand-mark";
import { useSettings } from "~/lib/settings";

/** A notice above an auth form: why the page opened, or what a form did (a link sent). */
export function AuthNotice({ tone, text }: { tone: "success" | "error"; text: string }) {
  return (
    <p
      role="status"
      className={`mb-5 rounded-lg border px-4 py-3 font-medium ${
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      }`}
    >
      {text}
    </p>
  );
}

/** A link under an auth form (to the other auth pages). */
export const authLinkClass = "focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 dark:text-indigo-300";

/**
 * The shape of the sign-up and login pages: the form on one side and, on medium and larger
 * screens, a decorative panel with a headline and a Bible verse (SPEC §2.10). Their submit is
 * `useAuthForm` (lib/use-auth-form.tsx).
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
            <span className="text-lg font-bold text-indigo-950 dark:text-white">{useSettings().name}</span>
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
