import type { ReactNode } from "react";
import type { Block, BlockOf, LeafBlock, PageContent, WIDGETS } from "@lampstand/contract/page-blocks";
import { PageHeading } from "~/components/site/page-heading";
import { AccordionBlock, PanelIcon, PassiveBlock } from "./deferred-blocks";
import { PicturesContext, type ResolvedPictures } from "./inline";
import { SimpleBlock } from "./simple-block";

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

function PanelBlock({ block, widgets }: { block: BlockOf<"panel">; widgets?: Widgets }) {
  const dark = block.tone === "dark" || block.tone === "gradient";
  return (
    <div className={`flex flex-col gap-5 rounded-2xl p-6 sm:flex-row sm:p-8 ${PANEL_TONES[block.tone]}`}>
      {block.icon ? (
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${dark ? "bg-amber-400 text-indigo-950" : "bg-indigo-900 text-amber-300"}`}>
          <PanelIcon name={block.icon} />
        </span>
      ) : null}
      <div className="min-w-0 flex-1 space-y-5">
        {block.blocks.map((inner, index) => (
          <div key={index}>
            <LeafBlockView block={inner} widgets={widgets} />
          </div>
        ))}
      </div>
    </div>
  );
}

const RATIOS = {
  "1:1": "lg:grid-cols-2",
  "2:1": "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
  "1:2": "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
  "3:2": "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
  "2:3": "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
} as const;
const COLUMN_TONES = { none: "", slate: "rounded-3xl bg-slate-50 p-6 sm:p-10", gradient: "rounded-3xl bg-gradient-to-br from-indigo-50 to-amber-50 p-6 sm:p-10" } as const;

function ColumnsBlock({ block, widgets }: { block: BlockOf<"columns">; widgets?: Widgets }) {
  const stack = (blocks: BlockOf<"columns">["first"]) =>
    blocks.map((inner, index) => (
      <div key={index}>{inner.type === "panel" ? <PanelBlock block={inner} widgets={widgets} /> : <LeafBlockView block={inner} widgets={widgets} />}</div>
    ));
  return (
    <div className={`grid gap-10 lg:gap-14 ${RATIOS[block.ratio]} ${block.align === "center" ? "items-center" : "items-start"} ${COLUMN_TONES[block.tone]}`}>
      <div className={`space-y-8 ${block.sticky ? "lg:sticky lg:top-28 lg:self-start" : ""} ${block.secondFirstOnPhones ? "order-2 lg:order-1" : ""}`}>
        {stack(block.first)}
      </div>
      <div className={`space-y-10 ${block.secondFirstOnPhones ? "order-1 lg:order-2" : ""}`}>{stack(block.second)}</div>
    </div>
  );
}

/** The social links as a passive block (one object, so the deferred part sees the same props each render). */
const SOCIAL_LINKS = { type: "social-links" } as const;

/** Any block that is not a container. */
function LeafBlockView({ block, widgets }: { block: LeafBlock; widgets?: Widgets }) {
  switch (block.type) {
    case "text":
      return <SimpleBlock block={block} />;
    case "accordion":
      return <AccordionBlock block={block} Section={SimpleBlock} />;
    case "widget":
      return block.widget === "social-links" ? <PassiveBlock block={SOCIAL_LINKS} /> : (widgets?.[block.widget] ?? null);
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

/** A page: its heading and subtitle in the site's page heading, then its blocks top to bottom. */
export function PageView({ content, pictures = {}, widgets }: { content: PageContent; pictures?: ResolvedPictures; widgets?: Widgets }) {
  return (
    <PicturesContext value={pictures}>
      <PageHeading title={content.heading} subtitle={content.subtitle} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12 sm:px-6 lg:py-16">
        {content.blocks.map((block, index) => (
          <div key={index} className={widthOf(block)}>
            {block.type === "columns" ? (
              <ColumnsBlock block={block} widgets={widgets} />
            ) : block.type === "panel" ? (
              <PanelBlock block={block} widgets={widgets} />
            ) : (
              <LeafBlockView block={block} widgets={widgets} />
            )}
          </div>
        ))}
      </div>
    </PicturesContext>
  );
}
