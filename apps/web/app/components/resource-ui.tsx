import type { ReactNode } from "react";
import { siteConfig, telHref } from "~/site.config";
import { ResourceIcon } from "./resource-icon";

/** Small building blocks shared by the ministry and resource pages. */

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none";

export const buttonStyles = {
  /** Indigo on a light background. */
  primary: `${buttonBase} bg-indigo-900 text-white shadow-sm hover:bg-indigo-800 focus-visible:outline-indigo-700`,
  /** Outlined, on a light background. */
  secondary: `${buttonBase} border-2 border-indigo-900 text-indigo-900 hover:bg-indigo-50 focus-visible:outline-indigo-700`,
  /** Amber on a dark background. */
  accent: `${buttonBase} bg-amber-400 text-indigo-950 shadow-sm hover:bg-amber-300 focus-visible:outline-amber-300`,
  /** Outlined, on a dark background. */
  light: `${buttonBase} border-2 border-white/70 text-white hover:bg-white/10 focus-visible:outline-amber-300`,
} as const;

/** The page body under the heading: same width and side padding as the heading. */
export const pageContainer = "mx-auto max-w-6xl px-4 sm:px-6";

/** A link to another site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A Bible verse with its reference. */
export function ResourceScripture({ text, reference, className = "" }: { text: string; reference: string; className?: string }) {
  return (
    <figure className={`border-l-4 border-amber-400 bg-amber-50 py-4 pr-4 pl-5 ${className}`}>
      <blockquote className="text-lg text-slate-800 italic">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-2 text-sm font-semibold text-indigo-900">{reference} (KJV)</figcaption>
    </figure>
  );
}

/** A section title with a short amber rule above it. */
export function ResourceSectionHeading({ id, children, className = "" }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={`text-2xl font-bold tracking-tight text-indigo-950 sm:text-3xl ${className}`}>
      <span aria-hidden="true" className="mb-3 block h-1 w-12 rounded-full bg-amber-400" />
      {children}
    </h2>
  );
}

/** The church office's e-mail and phone as links (the only ways to order printed resources). */
export function ResourceContact({ subject }: { subject: string }) {
  const email = siteConfig.emails.general;
  const phone = siteConfig.phones.office;
  const tile =
    "flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 motion-reduce:transition-none";
  const badge = "flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-900 text-white";
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      <li>
        <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={tile}>
          <span className={badge}>
            <ResourceIcon name="mail" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm text-slate-600">E-mail the church office</span>
            <span className="block font-semibold break-words text-indigo-900">{email}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={telHref(phone)} className={tile}>
          <span className={badge}>
            <ResourceIcon name="phone" className="size-5" />
          </span>
          <span>
            <span className="block text-sm text-slate-600">Call the church office</span>
            <span className="block font-semibold text-indigo-900">{phone}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}

/**
 * A download that does not exist yet (SPEC §2.5 says the button has no action). It is a real,
 * focusable button, marked unavailable, that points to a visible note saying so.
 */
export function ResourceDownloadButton({ label, note, noteId }: { label: string; note: string; noteId: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={noteId}
        className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full border-2 border-dashed border-indigo-300 bg-indigo-50 px-6 py-2.5 font-semibold text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        <ResourceIcon name="download" className="size-5" />
        {label}
      </button>
      <p id={noteId} className="text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
