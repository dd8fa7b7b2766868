import type { BlockIcon as BlockIconName } from "@lampstand/contract/page-blocks";
import { Pictogram, type PictogramName } from "~/components/page-kit/pictograms";
import { Icon, SITE_GLYPHS, type IconName } from "~/components/ui/icons";
import { GivingGlyph, GivingOptionIcon } from "~/features/donation/giving-icons";

/** The giving pages' pictures under the names the blocks use. */
const GIVING_OPTIONS = { "text-message": "text", card: "card", partner: "partner", mobile: "phone" } as const;

/** A block's icon, drawn from the page kit's pictograms, the site's glyphs or the giving pages' pictures. */
export function BlockIcon({ name, className = "size-6" }: { name: BlockIconName; className?: string }) {
  if (name in GIVING_OPTIONS) return <GivingOptionIcon icon={GIVING_OPTIONS[name as keyof typeof GIVING_OPTIONS]} className={className} />;
  if (name === "church" || name === "receipt") return <GivingGlyph name={name} className={className} />;
  if (name in SITE_GLYPHS && !["people", "heart", "play"].includes(name)) return <Icon name={name as IconName} className={className} />;
  return <Pictogram name={name as PictogramName} className={className} />;
}
