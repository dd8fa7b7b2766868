import { createElement, useId, type ReactNode } from "react";
import type { BlockOf, HEADING_STYLES } from "@lampstand/contract/page-blocks";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { Icon } from "~/components/ui/icons";
import { RichTextView } from "./inline";

/** The level of a block's heading: 2 on the page, 4 inside an accordion section (whose titles are h3). */
export type HeadingLevel = 2 | 4;

/** The tag of the titles of a block's items: under the block's heading if it has one, else at the block's own level. */
export type TitleTag = "h2" | "h3" | "h4" | "h5";
export function itemHeading(heading: string | undefined, level: HeadingLevel = 2): TitleTag {
  if (level === 2) return heading ? "h3" : "h2";
  return heading ? "h5" : "h4";
}

/** An item's title at the level `itemHeading` chose. */
export function Title({ tag, className, children }: { tag: TitleTag; className?: string; children: ReactNode }) {
  return createElement(tag, { className }, children);
}

/** A block's heading in one of the page kit's three styles; `id` labels the block's section. */
export function BlockHeading({
  id,
  text,
  headingStyle,
  level = 2,
  className = "",
}: {
  id?: string;
  text: string;
  headingStyle: (typeof HEADING_STYLES)[number];
  level?: HeadingLevel;
  className?: string;
}) {
  if (headingStyle === "section" && level === 2) {
    return (
      <SectionHeading id={id} className={className}>
        {text}
      </SectionHeading>
    );
  }
  const Tag = level === 2 ? "h2" : "h4";
  const look = {
    section: "text-xl font-bold text-indigo-950",
    plain: level === 2 ? "text-2xl font-bold text-indigo-950" : "text-lg font-semibold text-indigo-950",
    label: "text-sm font-bold tracking-widest text-amber-800 uppercase",
  }[headingStyle];
  return (
    <Tag id={id} className={`${look} ${className}`}>
      {text}
    </Tag>
  );
}

/** A block with an optional heading: a labelled section when it has one, a plain div when not. */
export function Headed({
  heading,
  headingStyle,
  level,
  gap = "mt-4",
  className = "",
  children,
}: {
  heading?: string;
  headingStyle: (typeof HEADING_STYLES)[number];
  level?: HeadingLevel;
  gap?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  if (!heading) return <div className={className}>{children}</div>;
  return (
    <section aria-labelledby={id} className={className}>
      <BlockHeading id={id} text={heading} headingStyle={headingStyle} level={level} />
      <div className={gap}>{children}</div>
    </section>
  );
}

const PARAGRAPH_LOOKS = {
  lead: "text-lg leading-relaxed text-slate-700",
  body: "leading-relaxed",
  statement: "text-xl leading-snug font-semibold text-indigo-950 sm:text-2xl lg:text-3xl",
  small: "text-sm text-slate-600",
  note: "leading-relaxed text-indigo-950",
  notice: "leading-relaxed text-amber-950",
  signature: "text-lg text-indigo-900 italic",
} as const;

/** A frame some looks draw around their paragraphs. */
const TEXT_FRAMES: Partial<Record<keyof typeof PARAGRAPH_LOOKS, string>> = {
  note: "rounded-2xl bg-indigo-50 p-6",
  notice: "rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200",
};

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function TextBlock({ block, level }: { block: BlockOf<"text">; level?: HeadingLevel }) {
  const centered = block.align === "center" ? "sm:text-center" : "";
  const frame = TEXT_FRAMES[block.look] ?? "";
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-3" className={`${centered} ${frame}`}>
      {block.eyebrow ? <p className="mb-2 text-sm font-bold tracking-widest text-amber-800 uppercase">{block.eyebrow}</p> : null}
      {block.dates ? (
        <p className="mb-3 inline-flex items-center gap-2 font-semibold text-indigo-900">
          <Icon name="calendar" className="size-5" />
          <time dateTime={block.dates.from}>{longDate(block.dates.from)}</time>
          {block.dates.to ? (
            <>
              {" – "}
              <time dateTime={block.dates.to}>{longDate(block.dates.to)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="space-y-3">
        {block.paragraphs.map((paragraph, index) => (
          <p key={index} className={PARAGRAPH_LOOKS[block.look]}>
            <RichTextView text={paragraph} />
          </p>
        ))}
      </div>
    </Headed>
  );
}

