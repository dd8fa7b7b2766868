import type { ReactNode } from "react";

/**
 * The site's small original line icons, each drawn once. All are decorative (aria-hidden): the
 * text, button or link next to one says what it means.
 *
 * Two styles: `Icon` (and the page pictures drawn in `IconSvg`) with 2-unit strokes set on each
 * shape; `PathIcon`, the svg that ChurchIcon and ResourceIcon draw their path lists in.
 */

const base = { "aria-hidden": true, focusable: false, xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24" } as const;

/** The stroke of the shapes drawn in `IconSvg`. */
export const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** The 24-unit svg an icon's shapes are drawn in. */
export function IconSvg({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg {...base} className={className}>
      {children}
    </svg>
  );
}

const SHAPES = {
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" {...stroke} />,
  "chevron-left": <path d="M15 18l-6-6 6-6" {...stroke} />,
  "chevron-right": <path d="M9 18l6-6-6-6" {...stroke} />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} strokeWidth={2.5} />,
  close: <path d="M6 6l12 12M18 6L6 18" {...stroke} />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />,
  pause: <path d="M8 5v14M16 5v14" {...stroke} strokeWidth={3} />,
  play: <path d="M7 4.5v15l12-7.5z" fill="currentColor" />,
  lock: <><rect x="5" y="10.5" width="14" height="10" rx="2" {...stroke} /><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" {...stroke} /></>,
  info: <><circle cx="12" cy="12" r="9" {...stroke} /><path d="M12 11v5.5M12 7.5v.01" {...stroke} strokeWidth={2.5} /></>,
  clock: <><circle cx="12" cy="12" r="9" {...stroke} /><path d="M12 7v5l3 2" {...stroke} /></>,
  mail: <><rect x="3" y="5" width="18" height="14" rx="2" {...stroke} /><path d="M3.5 6.5l8.5 6.5 8.5-6.5" {...stroke} /></>,
  receipt: <><path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" {...stroke} /><path d="M9 8h6M9 12h6M9 16h3" {...stroke} /></>,
  church: <><path d="M12 2v4M10 4h4M5 21V11l7-5 7 5v10M3 21h18" {...stroke} /><path d="M10 21v-4a2 2 0 0 1 4 0v4" {...stroke} /></>,
  "map-pin": <><path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" {...stroke} /><circle cx="12" cy="9.5" r="2.5" {...stroke} /></>,
  /** Hands folded in prayer. */
  "praying-hands": <><path d="M12 3.5c-1.2 1-2 2.6-2 4.4V13l-3.3 3.3a1 1 0 0 0 0 1.4L9 20h3V3.5z" {...stroke} /><path d="M12 3.5c1.2 1 2 2.6 2 4.4V13l3.3 3.3a1 1 0 0 1 0 1.4L15 20h-3" {...stroke} /></>,
} satisfies Record<string, ReactNode>;

export function Icon({ name, className }: { name: keyof typeof SHAPES; className?: string }) {
  return <IconSvg className={className}>{SHAPES[name]}</IconSvg>;
}

/** A line icon drawn from path data, its stroke set once on the svg. */
export function PathIcon({ paths, strokeWidth, className }: { paths: readonly string[]; strokeWidth: number; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
