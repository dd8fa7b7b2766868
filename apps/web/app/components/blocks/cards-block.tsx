import { createElement } from "react";
import type { BlockOf, Card } from "@lampstand/contract/page-blocks";
import { Icon } from "~/components/ui/icons";
import { buttonClass, cardLinkClass } from "~/components/ui/styles";
import { useSettings } from "~/lib/settings";
import { BlockIcon } from "./block-icon";
import { BlockLinkView, BlockPicture, resolveHref, RichTextView } from "./inline";
import { useOnDark } from "./tone";
import { Headed, itemHeading, longDate, Title, type HeadingLevel, type TitleTag } from "./text-block";

type CardsBlock = BlockOf<"cards">;

/** The width of each card in a centred, wrapping row (so a last short row stays centred). */
const WIDTHS = {
  1: "w-full",
  2: "w-full md:w-[calc(50%-0.75rem)]",
  3: "w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]",
  4: "w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-4.5rem)/4)]",
} as const;

/** The light one of an `alternate` pair of panels (a ministry's mission beside its dark vision): framed in amber. */
const ALTERNATE_LIGHT_PANEL = "border-2 border-amber-400 bg-white shadow-md";

/** Cards of the `alternate` priority look lean one way in the left column and the other in the right. */
const PRIORITY_SHAPES = [
  "rounded-tl-[3rem] rounded-br-[3rem] rounded-tr-lg rounded-bl-lg bg-white",
  "rounded-tr-[3rem] rounded-bl-[3rem] rounded-tl-lg rounded-br-lg bg-indigo-50",
] as const;

const frame = "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const title = "text-xl font-semibold text-indigo-950";
const body = "leading-relaxed text-slate-700";
const numberBadge = "flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-indigo-950";

function CardText({ card, className = body }: { card: Card; className?: string }) {
  return card.text === undefined ? null : (
    <p className={className}>
      <RichTextView text={card.text} />
    </p>
  );
}

/** The card's title; a link covering the card when it has one (and that link is set). */
function CardTitle({ card, Tag, className = title }: { card: Card; Tag: TitleTag; className?: string }) {
  const settings = useSettings();
  const href = card.link ? resolveHref(card.link.href, settings) : null;
  return (
    <Title tag={Tag} className={className}>
      {card.link && href !== null ? (
        <BlockLinkView link={card.link} className={cardLinkClass}>
          {card.title}
        </BlockLinkView>
      ) : (
        card.title
      )}
    </Title>
  );
}

/** One card in the block's look. */
function CardView({ card, look, index, alternate, Tag }: { card: Card; look: CardsBlock["look"]; index: number; alternate: boolean; Tag: TitleTag }) {
  const settings = useSettings();
  const onDark = useOnDark();
  switch (look) {
    case "value":
      return (
        <article className={`${frame} transition-shadow hover:shadow-md motion-reduce:transition-none`}>
          <div className="flex items-center gap-4">
            {card.icon ? (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-800 ring-1 ring-indigo-100">
                <BlockIcon name={card.icon} className="size-7" />
              </span>
            ) : null}
            <Title tag={Tag} className={title}>{card.title}</Title>
          </div>
          <CardText card={card} className={`mt-4 mb-5 ${body}`} />
          {card.scripture ? (
            <figure className="mt-auto border-l-4 border-amber-400 pl-3">
              <blockquote className="text-sm leading-relaxed text-slate-600 italic">
                <p>“{card.scripture.text}”</p>
              </blockquote>
              <figcaption className="mt-1 text-sm font-semibold text-amber-800">{card.scripture.reference}</figcaption>
            </figure>
          ) : null}
        </article>
      );
    case "priority":
      return (
        <article
          className={`flex w-full flex-col gap-4 border border-indigo-100 p-6 shadow-sm sm:flex-row sm:gap-5 sm:p-8 ${alternate ? PRIORITY_SHAPES[index % 2] : "rounded-2xl bg-white"}`}
        >
          <span aria-hidden="true" className={`${numberBadge} sm:size-12`}>
            {index + 1}
          </span>
          <div>
            <Title tag={Tag} className={title}>{card.title}</Title>
            <CardText card={card} className={`mt-2 ${body}`} />
            {card.meta ? <p className="mt-3 text-sm font-semibold text-amber-800">{card.meta}</p> : null}
          </div>
        </article>
      );
    case "numbered":
    case "step-plain":
      return (
        <article className={look === "numbered" ? `${frame} flex-row gap-4` : "flex h-full gap-4"}>
          <span aria-hidden="true" className={numberBadge}>
            {index + 1}
          </span>
          <div>
            <Title tag={Tag} className="text-lg font-semibold text-indigo-950">{card.title}</Title>
            <CardText card={card} className={`mt-1 ${body}`} />
          </div>
        </article>
      );
    case "step":
      return (
        <article className={frame}>
          <span aria-hidden="true" className={numberBadge}>
            {index + 1}
          </span>
          <Title tag={Tag} className={`mt-4 ${title}`}>{card.title}</Title>
          <CardText card={card} className={`mt-2 ${body}`} />
        </article>
      );
    case "picture":
      return (
        <article className="group focus-ring-within relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {card.picture ? <BlockPicture picture={card.picture} className="aspect-[4/3] w-full object-cover" sizes="(min-width: 1024px) 24rem, 100vw" /> : null}
          <div className="flex flex-1 flex-col gap-3 p-6">
            <CardTitle card={card} Tag={Tag} />
            <CardText card={card} />
            {card.link ? (
              <p aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-800">
                {card.link.label} <Icon name="arrow-right" className="size-4" />
              </p>
            ) : null}
          </div>
        </article>
      );
    case "resource": {
      const href = card.link ? resolveHref(card.link.href, settings) : null;
      if (href === null) {
        return (
          <article className="flex h-full flex-col gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
            <div className="flex items-start justify-between gap-3">
              {card.icon ? (
                <span className="flex size-12 items-center justify-center rounded-xl bg-slate-200 text-slate-700">
                  <BlockIcon name={card.icon} />
                </span>
              ) : (
                <span />
              )}
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">Coming soon</span>
            </div>
            <Title tag={Tag} className="text-xl font-bold text-slate-800">{card.title}</Title>
            <CardText card={card} className="text-slate-700" />
            <p className="mt-auto text-sm font-medium text-slate-600">Not available yet: we will link it here as soon as it opens.</p>
          </article>
        );
      }
      const external = /^https?:/i.test(href);
      return (
        <article className="group focus-ring-within relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0">
          {card.icon ? (
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-900 text-amber-300">
              <BlockIcon name={card.icon} />
            </span>
          ) : null}
          <CardTitle card={card} Tag={Tag} className="text-xl font-bold text-indigo-950" />
          <CardText card={card} className="text-slate-700" />
          <p aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-800">
            {external ? "Visit" : "Open"} <Icon name={external ? "external" : "arrow-right"} className="size-4" />
          </p>
        </article>
      );
    }
    case "option":
    case "feature":
    case "activity":
      return (
        <article className={frame}>
          <div className={look === "option" ? "flex items-center gap-4" : ""}>
            {card.icon ? (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-900 text-amber-300">
                <BlockIcon name={card.icon} />
              </span>
            ) : null}
            <Title tag={Tag} className={`${title} ${look === "feature" ? "mt-4" : ""}`}>{card.title}</Title>
          </div>
          {card.meta ? (
            <p className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-amber-800">
              <Icon name="clock" className="size-4" />
              {card.meta}
            </p>
          ) : null}
          <CardText card={card} className={`mt-3 ${body}`} />
          {look === "option" && card.link ? (
            <p className="mt-auto pt-5">
              <BlockLinkView link={card.link} className={buttonClass({ variant: "primary" })} />
            </p>
          ) : null}
        </article>
      );
    case "day":
      return (
        <article className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="flex flex-wrap items-center justify-between gap-3">
            {card.eyebrow ? <span className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-bold text-white">{card.eyebrow}</span> : null}
            {card.date ? (
              <time dateTime={card.date} className="text-sm font-medium text-slate-600">
                {longDate(card.date)}
              </time>
            ) : null}
          </p>
          <Title tag={Tag} className="mt-1 text-lg font-bold text-indigo-950">
            {card.title}
          </Title>
          {card.meta ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-800">
              <BlockIcon name="book-open" className="size-4 shrink-0" />
              {card.meta}
            </p>
          ) : null}
          <CardText card={card} />
        </article>
      );
    case "stat":
    case "panel": {
      const dark = alternate ? index % 2 === 0 : look === "stat";
      const Figure = look === "stat" ? "div" : "article";
      const Label = look === "stat" ? "dt" : Tag;
      const Detail = look === "stat" ? "dd" : "p";
      return (
        <Figure
          className={`flex h-full flex-col rounded-3xl p-6 sm:p-8 ${dark ? (onDark ? "bg-white/10 text-white ring-1 ring-white/20" : "bg-indigo-950 text-white shadow-md") : alternate ? ALTERNATE_LIGHT_PANEL : "border border-slate-200 bg-white shadow-sm"}`}
        >
          {card.eyebrow ? <p className={`text-sm font-bold tracking-widest uppercase ${dark ? "text-amber-300" : "text-amber-800"}`}>{card.eyebrow}</p> : null}
          {/* A figure: its label first (a <dt> read before its value), then the value. */}
          {createElement(
            Label,
            {
              className:
                look === "stat"
                  ? `text-sm font-semibold ${dark ? "text-indigo-100" : "text-slate-700"}`
                  : `mt-2 text-xl font-semibold ${dark ? "text-white" : "text-indigo-950"}`,
            },
            card.title,
          )}
          {look === "stat" && card.value ? <dd className={`mt-1 text-4xl font-extrabold ${dark ? "text-amber-300" : "text-indigo-900"}`}>{card.value}</dd> : null}
          {card.text === undefined ? null : (
            <Detail className={`mt-2 leading-relaxed ${dark ? "text-indigo-100" : "text-slate-700"}`}>
              <RichTextView text={card.text} />
            </Detail>
          )}
        </Figure>
      );
    }
  }
}

/** The tile that invites onwards after the cards ("Not sure where you fit?"): in the cards' grid, not one of the list's items. */
function CardsCta({ cta, Tag }: { cta: NonNullable<CardsBlock["cta"]>; Tag: TitleTag }) {
  return (
    <article className="flex h-full w-full flex-col justify-center gap-3 rounded-2xl bg-indigo-950 p-6 text-white">
      <Title tag={Tag} className="text-xl font-bold">
        {cta.heading}
      </Title>
      {cta.text ? <p className="leading-relaxed text-indigo-100">{cta.text}</p> : null}
      <p className="mt-2">
        <BlockLinkView link={cta.link} className={buttonClass({ variant: "accent", onDark: true })} />
      </p>
    </article>
  );
}

/**
 * A block of cards. `label` names the list when the block has no heading of its own (the page's
 * heading, handed down by PageView: "Our Ministries" for the list of ministries).
 */
export function CardsBlockView({ block, level, label }: { block: CardsBlock; level?: HeadingLevel; label?: string }) {
  const { look, columns, alternate, items, cta } = block;
  // Priorities sit in an ordered grid (their numbers matter), as do the days of a fast; the rest wrap, centred.
  const ordered = look === "priority" || look === "numbered" || look === "step" || look === "step-plain" || look === "day";
  const Tag = itemHeading(block.heading, level);
  const grid = ordered || look === "stat"
    ? `grid gap-6 ${columns >= 2 ? "md:grid-cols-2" : ""} ${columns >= 3 ? "lg:grid-cols-3" : ""} ${columns === 4 ? "xl:grid-cols-4" : ""}`
    : "flex flex-wrap justify-center gap-6";
  const name = block.heading ? undefined : label;
  if (look === "stat") {
    // Figures (a price, "Names on each card 7"): a description list, each label before its value.
    return (
      <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-8">
        <dl className={grid} aria-label={name}>
          {items.map((card, index) => (
            <CardView key={index} card={card} look={look} index={index} alternate={alternate} Tag={Tag} />
          ))}
        </dl>
      </Headed>
    );
  }
  const List = ordered ? "ol" : "ul";
  const item = ordered ? "flex" : WIDTHS[columns];
  const list = (
    // display: contents lets the cards and the closing tile share one grid; role keeps the list a list.
    <List role={cta ? "list" : undefined} className={cta ? "contents" : grid} aria-label={name}>
      {items.map((card, index) => (
        <li key={index} className={item}>
          <CardView card={card} look={look} index={index} alternate={alternate} Tag={Tag} />
        </li>
      ))}
    </List>
  );
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-8">
      {cta ? (
        <div className={grid}>
          {list}
          <div className={item}>
            <CardsCta cta={cta} Tag={Tag} />
          </div>
        </div>
      ) : (
        list
      )}
    </Headed>
  );
}
