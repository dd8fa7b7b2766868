import type { ReactNode } from "react";

/**
 * The site's small line glyphs (arrows, chevrons, menu, mail, phone…), drawn for this site on a
 * 24-unit grid. Glyphs only some pages show live beside them in sets of their own (`iconSet`): the
 * staff area's (staff-icons.tsx), the social marks (social-links.tsx), the giving pages'; so a
 * phone downloads only the glyphs of the pages it visits (ADR 020). All are decorative (aria-hidden): the text, button or
 * link next to one says what it means. The larger pictures of content (values, resources, home
 * tiles, ways to give) are drawn in the same svg frame (`IconSvg`, `stroke`), beside that content.
 */

const svgAttributes = { "aria-hidden": true, focusable: false, xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24" } as const;

/** The stroke of the line shapes. */
export const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** The 24-unit svg a glyph or pictogram is drawn in. */
export function IconSvg({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg {...svgAttributes} className={className}>
      {children}
    </svg>
  );
}

export const SITE_GLYPHS = {
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" {...stroke} />,
  "chevron-left": <path d="M15 18l-6-6 6-6" {...stroke} />,
  "chevron-right": <path d="M9 18l6-6-6-6" {...stroke} />,
  "chevron-down": <path d="M6 9l6 6 6-6" {...stroke} />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />,
  image: <><rect x="3" y="4.5" width="18" height="15" rx="2" {...stroke} /><circle cx="9" cy="10" r="1.8" {...stroke} /><path d="M21 16l-5-5-9 8.5" {...stroke} /></>,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} strokeWidth={2.5} />,
  close: <path d="M6 6l12 12M18 6L6 18" {...stroke} />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />,
  download: <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" {...stroke} />,
  pause: <path d="M8 5v14M16 5v14" {...stroke} strokeWidth={3} />,
  play: <path d="M7 4.5v15l12-7.5z" fill="currentColor" />,
  lock: <><rect x="5" y="10.5" width="14" height="10" rx="2" {...stroke} /><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" {...stroke} /></>,
  info: <><circle cx="12" cy="12" r="9" {...stroke} /><path d="M12 11v5.5M12 7.5v.01" {...stroke} strokeWidth={2.5} /></>,
  clock: <><circle cx="12" cy="12" r="9" {...stroke} /><path d="M12 7v5l3 2" {...stroke} /></>,
  calendar: <><rect x="4" y="5.5" width="16" height="14.5" rx="1.5" {...stroke} /><path d="M4 10h16M8 3.5V7M16 3.5V7" {...stroke} /></>,
  mail: <><rect x="3" y="5" width="18" height="14" rx="2" {...stroke} /><path d="M3.5 6.5l8.5 6.5 8.5-6.5" {...stroke} /></>,
  phone: <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" {...stroke} />,
  "map-pin": <><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" {...stroke} /><circle cx="12" cy="9.5" r="2.5" {...stroke} /></>,
  people: <path d="M12 8.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM3 20a6 6 0 0 1 12 0M15.5 6.2a2.6 2.6 0 1 1 0 5M17 14.3a5 5 0 0 1 4 5.7" {...stroke} />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" {...stroke} />,
  /** A feed (the sermons' podcast). */
  rss: <><path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" {...stroke} /><circle cx="6" cy="18" r="1.6" fill="currentColor" /></>,
  /** Hands folded in prayer. */
  "praying-hands": <><path d="M12 3.5c-1.2 1-2 2.6-2 4.4V13l-3.3 3.3a1 1 0 0 0 0 1.4L9 20h3V3.5z" {...stroke} /><path d="M12 3.5c1.2 1 2 2.6 2 4.4V13l3.3 3.3a1 1 0 0 1 0 1.4L15 20h-3" {...stroke} /></>,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SITE_GLYPHS;

/** An icon component for a set of glyphs: `<Icon name="menu" />`. */
export function iconSet<Name extends string>(glyphs: Record<Name, ReactNode>) {
  return function SetIcon({ name, className = "size-6" }: { name: Name; className?: string }) {
    return <IconSvg className={className}>{glyphs[name]}</IconSvg>;
  };
}

export const Icon = iconSet(SITE_GLYPHS);
