import type { ReactNode } from "react";
import { IconSvg, stroke } from "~/components/ui/icons";
import type { ActivityIcon } from "~/content/home-sections";

/** The picture of each activity tile, drawn like the icons of ~/components/icons. Decorative: the tile's link names it. */
const TILE_SHAPES: Record<ActivityIcon, ReactNode> = {
  portal: <><circle cx="12" cy="8" r="4" {...stroke} /><path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" {...stroke} /></>,
  calendar: <><rect x="3.5" y="5" width="17" height="15.5" rx="2" {...stroke} /><path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" {...stroke} /></>,
  stream: <><rect x="2.5" y="5" width="19" height="13" rx="2.5" {...stroke} /><path d="M10 9v5l4.5-2.5z" fill="currentColor" /><path d="M8 21h8" {...stroke} /></>,
  desk: <><path d="M6 3.5h9l4 4V20a.5.5 0 0 1-.5.5h-12.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" {...stroke} /><path d="M14.5 3.5V8h4.5M9 12h6M9 15.5h6" {...stroke} /></>,
};

export function ActivityTileIcon({ icon, className }: { icon: ActivityIcon; className?: string }) {
  return <IconSvg className={className}>{TILE_SHAPES[icon]}</IconSvg>;
}
