import type { BlockOf } from "@lampstand/contract/page-blocks";
import { Accordion } from "~/components/page-kit/accordion";
import type { SimpleBlock } from "./simple-block";
import { Headed } from "./text-block";

/**
 * Sections that open and close, each holding a few simple blocks (their headings are h4), drawn by
 * `Section` (SimpleBlock, handed in: importing it here would close a loop through the deferred
 * blocks).
 */
export function AccordionBlockView({ block, Section }: { block: BlockOf<"accordion">; Section: typeof SimpleBlock }) {
  const items = block.items.map((item) => ({
    title: item.title,
    content: (
      <div className="space-y-4 leading-relaxed">
        {item.badge ? (
          <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">{item.badge}</p>
        ) : null}
        {item.blocks.map((inner, index) => (
          <div key={index}>
            <Section block={inner} level={4} />
          </div>
        ))}
      </div>
    ),
  }));
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} gap="mt-4">
      <Accordion items={items} mode={block.mode} initiallyOpen={block.open} />
    </Headed>
  );
}

