import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/** Paragraphs of a content page's lead text. */
export function LeadParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
      {paragraph}
    </p>
  ));
}

/**
 * The opening section of a ministry or resource page: a heading and paragraphs (and whatever
 * `children` add below them) beside a picture or panel (`aside`), stacked on phones.
 */
export function IntroSection({
  id,
  heading,
  paragraphs,
  aside,
  columns = "md:grid-cols-2",
  className = "",
  children,
}: {
  id: string;
  heading: ReactNode;
  paragraphs: readonly string[];
  aside: ReactNode;
  /** The grid's columns from the breakpoint where text and aside sit side by side. */
  columns?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`grid items-center gap-10 ${columns} ${className}`}>
      <div className="flex flex-col gap-5">
        <SectionHeading id={id}>{heading}</SectionHeading>
        <LeadParagraphs paragraphs={paragraphs} />
        {children}
      </div>
      {aside}
    </section>
  );
}
