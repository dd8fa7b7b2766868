import type { AccordionSectionBlock, BlockOf } from "@lampstand/contract/page-blocks";
import { SocialLinks } from "~/components/site/social-links";
import { ButtonsBlock } from "./buttons-block";
import { CardsBlockView } from "./cards-block";
import { ListBlock } from "./list-block";
import { DownloadBlock, OfficeContactBlock, PriceTableBlock } from "./order-blocks";
import { PeopleBlockView } from "./people-block";
import { TimelineBlockView } from "./timeline-block";
import { PictureBlock } from "./picture-block";
import { ScriptureBlock } from "./scripture-block";
import { ServiceTimesBlock, TextToGiveBlock } from "./settings-blocks";
import type { HeadingLevel } from "./text-block";

/** The blocks a visitor reads without any script (everything but text, accordions and containers). */
export type PassiveBlockType =
  | Exclude<AccordionSectionBlock["type"], "text">
  | "cards"
  | "timeline"
  | "people"
  | "service-times"
  | "text-to-give"
  | "social-links";
export type PassiveBlock = Exclude<AccordionSectionBlock, { type: "text" }> | BlockOf<"cards" | "timeline" | "people" | "service-times" | "text-to-give"> | { type: "social-links" };

/** One passive block, drawn by its renderer. */
export function PassiveBlockView({ block, level, label }: { block: PassiveBlock; level?: HeadingLevel; label?: string }) {
  switch (block.type) {
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
    case "cards":
      return <CardsBlockView block={block} level={level} label={label} />;
    case "timeline":
      return <TimelineBlockView block={block} level={level} />;
    case "people":
      return <PeopleBlockView block={block} level={level} />;
    case "service-times":
      return <ServiceTimesBlock block={block} />;
    case "text-to-give":
      return <TextToGiveBlock block={block} />;
    case "social-links":
      return <SocialLinks />;
  }
}
