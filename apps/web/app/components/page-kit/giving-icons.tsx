import type { ReactNode } from "react";
import { iconSet, IconSvg, stroke } from "~/components/ui/icons";
import type { GivingIcon } from "~/content/giving";

/** The picture of each way to give, drawn like the icons of ~/components/icons. Decorative: the option's text says it. */
const OPTION_SHAPES: Record<GivingIcon, ReactNode> = {
  text: <><path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" {...stroke} /><path d="M8 8.5h8M8 11.5h5" {...stroke} /></>,
  card: <><rect x="2.5" y="5" width="19" height="14" rx="2" {...stroke} /><path d="M2.5 10h19M6.5 15h4" {...stroke} /></>,
  partner: <><path d="M12 20.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 8a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10z" {...stroke} /><path d="M9 12.5h6M12 9.5v6" {...stroke} /></>,
  phone: <><rect x="6.5" y="2.5" width="11" height="19" rx="2" {...stroke} /><path d="M10.5 18.5h3M9.5 9.5l2 2 3.5-3.5" {...stroke} /></>,
};

export function GivingOptionIcon({ icon, className }: { icon: GivingIcon; className?: string }) {
  return <IconSvg className={className}>{OPTION_SHAPES[icon]}</IconSvg>;
}

/** The giving pages' own glyphs, beside the site's icons: the church (giving in person) and the year-end receipt. */
export const GivingGlyph = iconSet({
  receipt: <><path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" {...stroke} /><path d="M9 8h6M9 12h6M9 16h3" {...stroke} /></>,
  church: <><path d="M12 2v4M10 4h4M5 21V11l7-5 7 5v10M3 21h18" {...stroke} /><path d="M10 21v-4a2 2 0 0 1 4 0v4" {...stroke} /></>,
});
