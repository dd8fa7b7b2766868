import type { ReactNode } from "react";

/** A section title of a content page, with a short amber rule above it. */
export function SectionHeading({ id, children, className = "" }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={`text-2xl font-bold tracking-tight text-indigo-950 sm:text-3xl ${className}`}>
      <span aria-hidden="true" className="mb-3 block h-1 w-12 rounded-full bg-amber-400" />
      {children}
    </h2>
  );
}
