import type { AccordionSectionBlock } from "@lampstand/contract/page-blocks";
import { PassiveBlock } from "./deferred-blocks";
import { TextBlock, type HeadingLevel, type InContainer } from "./text-block";

/** A block that holds no other (what an accordion section may hold). */
export function SimpleBlock({ block, level, inContainer }: { block: AccordionSectionBlock; level?: HeadingLevel; inContainer?: InContainer }) {
  return block.type === "text" ? <TextBlock block={block} level={level} inContainer={inContainer} /> : <PassiveBlock block={block} level={level} />;
}
