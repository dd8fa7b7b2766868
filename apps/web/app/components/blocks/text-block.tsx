import { createElement, useId, type ReactNode } from "react";
import type { BlockOf, HEADING_STYLES } from "@lampstand/contract/page-blocks";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { Icon } from "~/components/ui/icons";
import { RichTextView } from "./inline";
import { useOnDark } from "./tone";

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
  const onDark = useOnDark();
  if (headingStyle === "section" && level === 2) {
    return (
      <SectionHeading id={id} className={`${onDark ? "text-white" : ""} ${className}`}>
        {text}
      </SectionHeading>
    );
  }
  const Tag = level === 2 ? "h2" : "h4";
  const ink = onDark ? "text-white" : "text-indigo-950";
  const look = {
    section: `text-xl font-bold ${ink}`,
    large: level === 2 ? `text-3xl font-bold tracking-tight text-balance sm:text-4xl ${ink}` : `text-xl font-bold ${ink}`,
    plain: level === 2 ? `text-2xl font-bold tracking-tight sm:text-3xl ${ink}` : `text-lg font-semibold ${ink}`,
    small: level === 2 ? `text-xl font-bold ${ink}` : `text-base font-semibold ${ink}`,
    label: `text-sm font-bold tracking-widest uppercase ${onDark ? "text-amber-300" : "text-amber-800"}`,
  }[headingStyle];
  return (
    <Tag id={id} className={`${look} ${className}`}>
      {text}
    </Tag>
  );
}

/** The small line above a heading ("Who we are", "Featured manual"). */
export function Eyebrow({ text }: { text: string }) {
  const onDark = useOnDark();
  return <p className={`mb-2 text-sm font-bold tracking-widest uppercase ${onDark ? "text-amber-300" : "text-amber-800"}`}>{text}</p>;
}

/**
 * How a block stands inside a container that is itself a labelled section (a panel or a pair of
 * columns holding a heading, see page-view.tsx): its heading stays a heading but opens no section
 * of its own, and the container's first heading carries the id that labels the container.
 */
export type InContainer = { labelId?: string };

/** A block with an optional heading: a labelled section when it has one, a plain div when not. */
export function Headed({
  heading,
  headingStyle,
  level,
  eyebrow,
  above,
  inContainer,
  gap = "mt-4",
  className = "",
  children,
}: {
  heading?: string;
  headingStyle: (typeof HEADING_STYLES)[number];
  level?: HeadingLevel;
  eyebrow?: string;
  /** What stands between the eyebrow and the heading (a text block's dates). */
  above?: ReactNode;
  inContainer?: InContainer;
  gap?: string;
  className?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const top = (
    <>
      {eyebrow ? <Eyebrow text={eyebrow} /> : null}
      {above}
    </>
  );
  if (!heading) {
    return (
      <div className={className}>
        {top}
        {children}
      </div>
    );
  }
  const id = inContainer ? inContainer.labelId : ownId;
  const inner = (
    <>
      {top}
      <BlockHeading id={id} text={heading} headingStyle={headingStyle} level={level} />
      <div className={gap}>{children}</div>
    </>
  );
  return inContainer ? (
    <div className={className}>{inner}</div>
  ) : (
    <section aria-labelledby={id} className={className}>
      {inner}
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
  signature: "font-serif text-xl text-indigo-900 italic",
} as const;

/** The same looks on a dark background: light words that keep their contrast. */
const PARAGRAPH_LOOKS_ON_DARK: Record<keyof typeof PARAGRAPH_LOOKS, string> = {
  lead: "text-lg leading-relaxed text-indigo-100",
  body: "leading-relaxed text-indigo-100",
  statement: "text-xl leading-snug font-semibold text-white sm:text-2xl lg:text-3xl",
  small: "text-sm text-indigo-200",
  note: "leading-relaxed text-indigo-950",
  notice: "leading-relaxed text-amber-950",
  signature: "font-serif text-xl text-amber-200 italic",
};

/** A frame some looks draw around their paragraphs. */
const TEXT_FRAMES: Partial<Record<keyof typeof PARAGRAPH_LOOKS, string>> = {
  note: "rounded-2xl bg-indigo-50 p-6",
  notice: "rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200",
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * "Saturday 1 November 2025" for a YYYY-MM-DD date, worked out by hand rather than with Intl, so
 * the server and the browser write the same words (no hydration mismatch between two ICU builds).
 */
export function longDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

export function TextBlock({ block, level, inContainer }: { block: BlockOf<"text">; level?: HeadingLevel; inContainer?: InContainer }) {
  const onDark = useOnDark();
  const centered = block.align === "center" ? "sm:text-center" : "";
  const frame = TEXT_FRAMES[block.look] ?? "";
  const look = onDark ? PARAGRAPH_LOOKS_ON_DARK[block.look] : PARAGRAPH_LOOKS[block.look];
  return (
    <Headed
      heading={block.heading}
      headingStyle={block.headingStyle}
      level={level}
      eyebrow={block.eyebrow}
      inContainer={inContainer}
      gap="mt-3"
      className={`${centered} ${frame}`}
      above={block.dates ? <TextDates dates={block.dates} /> : null}
    >
      <div className="space-y-3">
        {block.paragraphs.map((paragraph, index) => (
          <p key={index} className={look}>
            <RichTextView text={paragraph} />
          </p>
        ))}
      </div>
    </Headed>
  );
}

/** A text block's dates ("Saturday 1 November 2025 – Sunday 30 November 2025"), above its heading. */
function TextDates({ dates }: { dates: NonNullable<BlockOf<"text">["dates"]> }) {
  const onDark = useOnDark();
  return (
    <p className={`mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold ${onDark ? "text-amber-300" : "text-indigo-900"}`}>
      <Icon name="calendar" className="size-5" />
      <time dateTime={dates.from}>{longDate(dates.from)}</time>
      {dates.to ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">to</span>
          <time dateTime={dates.to}>{longDate(dates.to)}</time>
        </>
      ) : null}
    </p>
  );
}
