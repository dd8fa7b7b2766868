import type { AccordionSectionBlock } from "@lampstand/contract/page-blocks";
import {
  ButtonsBlock,
  DownloadBlock,
  ListBlock,
  OfficeContactBlock,
  PictureBlock,
  PriceTableBlock,
  ScriptureBlock,
  TextBlock,
  type HeadingLevel,
} from "./text-blocks";

/** A block that holds no other (what an accordion section may hold). */
export function SimpleBlock({ block, level }: { block: AccordionSectionBlock; level?: HeadingLevel }) {
  switch (block.type) {
    case "text":
      return <TextBlock block={block} level={level} />;
    case "scripture":
      return <ScriptureBlock block={block} />;
    case "list":
      return <ListBlock block={block} level={level} />;
    case "price-table":
      return <PriceTableBlock block={block} />;
    case "office-contact":
      return <OfficeContactBlock block={block} />;
    case "download":
      return <DownloadBlock block={block} />;
    case "buttons":
      return <ButtonsBlock block={block} level={level} />;
    case "picture":
      return <PictureBlock block={block} />;
  }
}
