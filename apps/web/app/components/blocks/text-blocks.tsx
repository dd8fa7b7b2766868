import { createElement, useId, type ReactNode } from "react";
import type { BlockOf, HEADING_STYLES } from "@lampstand/contract/page-blocks";
import { CheckList } from "~/components/page-kit/check-list";
import { OfficeContactTiles } from "~/components/page-kit/office-contact";
import { Scripture } from "~/components/page-kit/scripture";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { UnavailableDownload } from "~/components/page-kit/unavailable-download";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { addressLine, useSettings } from "~/lib/settings";
import { BlockLinkView, BlockPicture, RichTextView } from "./inline";

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

export function ScriptureBlock({ block }: { block: BlockOf<"scripture"> }) {
  const { text, reference, version } = block;
  switch (block.tone) {
    case "dark":
      return (
        <div className="rounded-3xl bg-indigo-950 p-6 sm:p-10">
          <Scripture tone="dark" text={text} reference={reference} version={version} />
        </div>
      );
    case "quote":
      return (
        <figure className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
          <blockquote className="text-xl leading-snug font-semibold text-indigo-950">
            <p>“{text}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-slate-700">{reference}</figcaption>
        </figure>
      );
    case "centered":
      return (
        <p className="text-center text-lg text-indigo-900 italic">
          “{text}”
          <span className="mt-1 block text-sm font-semibold text-amber-800 not-italic">
            {reference}
            {version ? ` (${version})` : null}
          </span>
        </p>
      );
    default:
      return <Scripture tone={block.tone} text={text} reference={reference} version={version} />;
  }
}

export function ListBlock({ block, level }: { block: BlockOf<"list">; level?: HeadingLevel }) {
  const grid = block.columns === 2 ? "grid gap-3 sm:grid-cols-2" : "space-y-3";
  let list: ReactNode;
  if (block.look === "check" || block.look === "check-indigo") {
    list = (
      <CheckList
        items={block.items.map((item, index) => (
          <span key={index}>
            <RichTextView text={item} />
          </span>
        ))}
        mark={block.look === "check" ? "amber" : "indigo"}
        className={grid}
      />
    );
  } else if (block.look === "bullets") {
    list = (
      <ul className={`list-disc pl-5 ${grid}`}>
        {block.items.map((item, index) => (
          <li key={index} className="leading-relaxed">
            <RichTextView text={item} />
          </li>
        ))}
      </ul>
    );
  } else {
    const card = block.look === "numbered" ? "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" : "";
    list = (
      <ol className={block.look === "numbered" ? "space-y-4" : grid}>
        {block.items.map((item, index) => (
          <li key={index} className={`flex gap-4 ${card}`}>
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-900 font-bold text-white">
              {index + 1}
            </span>
            <p className="leading-relaxed text-slate-700">
              <RichTextView text={item} />
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-5">
      {list}
    </Headed>
  );
}

export function PriceTableBlock({ block }: { block: BlockOf<"price-table"> }) {
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {block.nameHeading}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {block.priceHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index} className="border-b border-slate-100">
                <th scope="row" className="py-3 pr-4 font-normal">
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  {row.detail ? <span className="block text-sm text-slate-600">{row.detail}</span> : null}
                </th>
                <td className="py-3 text-right font-bold whitespace-nowrap text-indigo-900">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note ? <p className="mt-3 text-sm text-slate-600">{block.note}</p> : null}
    </div>
  );
}

export function OfficeContactBlock({ block }: { block: BlockOf<"office-contact"> }) {
  const settings = useSettings();
  return (
    <div className="space-y-3">
      <OfficeContactTiles subject={block.subject} email={settings.emails.general} phone={settings.phone} />
      {block.showAddress ? (
        <p className="flex gap-2 text-slate-700">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-indigo-800" />
          {addressLine(settings)}
        </p>
      ) : null}
    </div>
  );
}

export function DownloadBlock({ block }: { block: BlockOf<"download"> }) {
  return <UnavailableDownload label={block.label} note={block.note} noteId={useId()} />;
}

const PILL = "focus-ring inline-flex min-h-11 items-center rounded-full border border-indigo-200 bg-white px-5 py-2 font-semibold text-indigo-900 hover:bg-indigo-50";

export function ButtonsBlock({ block, level }: { block: BlockOf<"buttons">; level?: HeadingLevel }) {
  const { look, links } = block;
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level}>
      <ul className={look === "links" ? "space-y-2" : "flex flex-wrap gap-3"}>
        {links.map((link, index) => (
          <li key={index}>
            {look === "links" ? (
              <BlockLinkView link={link} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950" />
            ) : (
              <BlockLinkView
                link={link}
                className={look === "pills" ? PILL : buttonClass({ variant: index === 0 ? "accent" : "secondary", size: "lg" })}
              >
                {link.label}
                {look === "buttons" && index === 0 ? <span aria-hidden="true">→</span> : null}
              </BlockLinkView>
            )}
          </li>
        ))}
      </ul>
    </Headed>
  );
}

const PICTURE_LOOKS = {
  rounded: "rounded-3xl",
  framed: "rounded-3xl shadow-lg ring-1 ring-slate-200",
  plain: "",
  tilted: "rounded-3xl shadow-lg ring-1 ring-slate-200 rotate-1",
} as const;
const PICTURE_SIZES = { small: "max-w-60 mx-auto", medium: "max-w-md mx-auto", full: "" } as const;

export function PictureBlock({ block }: { block: BlockOf<"picture"> }) {
  return (
    <figure className={`overflow-hidden ${PICTURE_LOOKS[block.look]} ${PICTURE_SIZES[block.size]}`}>
      <BlockPicture picture={block.picture} className="h-auto w-full" sizes="(min-width: 1024px) 36rem, 100vw" />
      {block.caption ? <figcaption className="bg-white px-4 py-2 text-sm text-slate-600">{block.caption}</figcaption> : null}
    </figure>
  );
}
