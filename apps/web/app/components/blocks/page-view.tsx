import { Fragment, useId, type ReactNode } from "react";
import type { Block, BlockOf, LeafBlock, PageContent, WIDGETS } from "@lampstand/contract/page-blocks";
import { PageHeading } from "~/components/site/page-heading";
import { AccordionBlock, PanelIcon, PassiveBlock } from "./deferred-blocks";
import { PicturesContext, type ResolvedPictures } from "./inline";
import { SimpleBlock } from "./simple-block";
import type { InContainer } from "./text-block";
import { OnDarkContext } from "./tone";

/**
 * The parts of the site that are programs (the donation form, the home page's tiles): the route
 * that shows a page hands them in, so their code loads only on the pages that hold them and the
 * block renderers stay small. A widget the route does not hand in is left out.
 */
export type Widgets = Partial<Record<(typeof WIDGETS)[number], ReactNode>>;

const PANEL_TONES = {
  white: "bg-white shadow-sm ring-1 ring-slate-200",
  slate: "bg-slate-50 ring-1 ring-slate-200",
  amber: "bg-amber-50 ring-1 ring-amber-200",
  "indigo-light": "bg-indigo-50",
  dark: "bg-indigo-950 text-white",
  gradient: "bg-gradient-to-br from-indigo-950 to-indigo-800 text-white",
  outline: "border-2 border-indigo-200",
} as const;

/**
 * The id that labels a container, and which of its blocks carries it: a panel or a pair of columns
 * holding a text block with a heading is one section of the page, named by its first heading (so
 * "You are welcome here" holds the service times beside it, as it did before pages were data).
 */
function firstHeading(blocks: readonly Block[]): Block | undefined {
  return blocks.find((inner) => inner.type === "text" && inner.heading !== undefined);
}

/** A container: a labelled section when one of its blocks has a heading, a plain div when none does. */
function Container({ labelled, id, className, children }: { labelled: boolean; id: string; className: string; children: ReactNode }) {
  return labelled ? (
    <section aria-labelledby={id} className={className}>
      {children}
    </section>
  ) : (
    <div className={className}>{children}</div>
  );
}

/** The inner blocks of a container: the first heading labels it, and no inner text block opens a section of its own. */
function InnerBlock({ block, widgets, labelled, first, id }: { block: LeafBlock; widgets?: Widgets; labelled: boolean; first: Block | undefined; id: string }) {
  return <LeafBlockView block={block} widgets={widgets} inContainer={labelled ? { labelId: block === first ? id : undefined } : undefined} />;
}

function PanelBlock({ block, widgets, band = false }: { block: BlockOf<"panel">; widgets?: Widgets; band?: boolean }) {
  const id = useId();
  const dark = block.tone === "dark" || block.tone === "gradient";
  const first = firstHeading(block.blocks);
  const labelled = first !== undefined;
  const inner = block.blocks.map((child, index) => (
    <div key={index}>
      <InnerBlock block={child} widgets={widgets} labelled={labelled} first={first} id={id} />
    </div>
  ));
  return (
    <OnDarkContext value={dark}>
      {band ? (
        // The home page's sections are bands across the whole window.
        <Container labelled={labelled} id={id} className={`py-16 sm:py-24 ${BAND_TONES[block.tone]}`}>
          <div className="mx-auto max-w-7xl space-y-12 px-4 sm:px-6 lg:px-8">{inner}</div>
        </Container>
      ) : (
        <Container labelled={labelled} id={id} className={`flex flex-col gap-5 rounded-2xl p-6 sm:flex-row sm:p-8 ${PANEL_TONES[block.tone]}`}>
          {block.icon ? (
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${dark ? "bg-amber-400 text-indigo-950" : "bg-indigo-900 text-amber-300"}`}>
              <PanelIcon name={block.icon} />
            </span>
          ) : null}
          {/* A word longer than the panel is wide (an e-mail address on a 320 px phone) breaks rather than overflow. */}
          <div className="min-w-0 flex-1 space-y-5 [overflow-wrap:anywhere]">{inner}</div>
        </Container>
      )}
    </OnDarkContext>
  );
}

/** A panel's tone as a band across the window (the home page). */
const BAND_TONES = {
  white: "bg-white",
  slate: "bg-slate-50",
  amber: "bg-amber-50",
  "indigo-light": "bg-indigo-50",
  dark: "bg-indigo-950 text-white",
  gradient: "bg-gradient-to-br from-indigo-950 to-indigo-800 text-white",
  outline: "bg-white",
} as const;

const RATIOS = {
  "1:1": "lg:grid-cols-2",
  "2:1": "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
  "1:2": "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
  "3:2": "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
  "2:3": "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
} as const;
const COLUMN_TONES = {
  none: "",
  slate: "rounded-3xl bg-slate-50 p-6 sm:p-10",
  // Dark, as the panel's gradient: the featured manual of /sunday-school stands out on it.
  gradient: "rounded-3xl bg-gradient-to-br from-indigo-950 to-indigo-800 p-6 text-white shadow-lg sm:p-10",
} as const;

function ColumnsBlock({ block, widgets, band = false }: { block: BlockOf<"columns">; widgets?: Widgets; band?: boolean }) {
  const id = useId();
  const first = firstHeading(block.first) ?? firstHeading(block.second);
  const labelled = first !== undefined;
  const stack = (blocks: BlockOf<"columns">["first"]) =>
    blocks.map((inner, index) => (
      <div key={index}>
        {inner.type === "panel" ? <PanelBlock block={inner} widgets={widgets} /> : <InnerBlock block={inner} widgets={widgets} labelled={labelled} first={first} id={id} />}
      </div>
    ));
  const grid = `grid gap-10 lg:gap-14 ${RATIOS[block.ratio]} ${block.align === "center" ? "items-center" : "items-start"}`;
  const columns = (
    <>
      {/* min-w-0: a column as narrow as the phone, whatever long word (an e-mail address) it holds. */}
      <div className={`min-w-0 space-y-8 ${block.sticky ? "lg:sticky lg:top-28 lg:self-start" : ""} ${block.secondFirstOnPhones ? "order-2 lg:order-1" : ""}`}>
        {stack(block.first)}
      </div>
      <div className={`min-w-0 space-y-10 ${block.secondFirstOnPhones ? "order-1 lg:order-2" : ""}`}>{stack(block.second)}</div>
    </>
  );
  return (
    <OnDarkContext value={block.tone === "gradient"}>
      {band ? (
        <Container labelled={labelled} id={id} className={`py-16 sm:py-24 ${block.tone === "none" ? "" : COLUMN_TONES[block.tone].replace(/rounded-3xl|p-6|sm:p-10/g, "")}`}>
          <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${grid}`}>{columns}</div>
        </Container>
      ) : (
        <Container labelled={labelled} id={id} className={`${grid} ${COLUMN_TONES[block.tone]}`}>
          {columns}
        </Container>
      )}
    </OnDarkContext>
  );
}

/** The social links as a passive block (one object, so the deferred part sees the same props each render). */
const SOCIAL_LINKS = { type: "social-links" } as const;

/** Any block that is not a container. */
function LeafBlockView({ block, widgets, inContainer, label }: { block: LeafBlock; widgets?: Widgets; inContainer?: InContainer; label?: string }) {
  switch (block.type) {
    case "text":
      return <SimpleBlock block={block} inContainer={inContainer} />;
    case "accordion":
      return <AccordionBlock block={block} Section={SimpleBlock} />;
    case "widget":
      return block.widget === "social-links" ? <PassiveBlock block={SOCIAL_LINKS} /> : (widgets?.[block.widget] ?? null);
    case "cards":
      return <PassiveBlock block={block} label={label} />;
    default:
      return <PassiveBlock block={block} />;
  }
}

/** How wide a block stands on the page: reading text in a column, grids across the page. */
function widthOf(block: Block): string {
  switch (block.type) {
    case "cards":
      return block.columns === 2 ? "mx-auto max-w-5xl" : "";
    case "timeline":
    case "people":
    case "columns":
    case "panel":
    case "widget":
    case "picture":
      return "";
    default:
      return "mx-auto max-w-3xl";
  }
}

/**
 * The blocks of a page, top to bottom. On a content page they stand in the page's column; as
 * `bands` (the home page, under its banner) each panel or pair of columns is a section across the
 * whole window. `label` names a list of cards that has no heading of its own (the page's heading).
 */
export function PageBlocks({ blocks, pictures = {}, widgets, bands = false, label }: { blocks: PageContent["blocks"]; pictures?: ResolvedPictures; widgets?: Widgets; bands?: boolean; label?: string }) {
  // Only the first cards block without a heading takes the page's name: two lists must not share one.
  const named = blocks.find((block) => block.type === "cards" && block.heading === undefined);
  const view = (block: Block) =>
    block.type === "columns" ? (
      <ColumnsBlock block={block} widgets={widgets} band={bands} />
    ) : block.type === "panel" ? (
      <PanelBlock block={block} widgets={widgets} band={bands} />
    ) : (
      <LeafBlockView block={block} widgets={widgets} label={block === named ? label : undefined} />
    );
  return (
    <PicturesContext value={pictures}>
      {bands
        ? blocks.map((block, index) => <Fragment key={index}>{view(block)}</Fragment>)
        : blocks.map((block, index) => (
            <div key={index} className={widthOf(block)}>
              {view(block)}
            </div>
          ))}
    </PicturesContext>
  );
}

/** A page: its heading and subtitle in the site's page heading, then its blocks top to bottom. */
export function PageView({ content, pictures, widgets }: { content: PageContent; pictures?: ResolvedPictures; widgets?: Widgets }) {
  return (
    <>
      <PageHeading title={content.heading} subtitle={content.subtitle} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12 sm:px-6 lg:py-16">
        <PageBlocks blocks={content.blocks} pictures={pictures} widgets={widgets} label={content.heading} />
      </div>
    </>
  );
}
