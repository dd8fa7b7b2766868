import type { AccordionSectionBlock } from "@lampstand/contract/page-blocks";
import { PassiveBlock } from "./deferred-blocks";
import { TextBlock, type HeadingLevel } from "./text-block";

/** A block that holds no other (what an accordion section may hold). */
export function SimpleBlock({ block, level }: { block: AccordionSectionBlock; level?: HeadingLevel }) {
  return block.type === "text" ? <TextBlock block={block} level={level} /> : <PassiveBlock block={block} level={level} />;
}
