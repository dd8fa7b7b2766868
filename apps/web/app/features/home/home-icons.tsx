import type { ActivityIcon } from "~/content/home";

/**
 * Small original icons of the home page. All are decorative (aria-hidden): the button or link
 * that holds one carries the accessible name.
 */
type IconProps = { className?: string };

const base = { "aria-hidden": true, focusable: false, xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24" } as const;
const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M15 18l-6-6 6-6" {...stroke} />
    </svg>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M9 18l6-6-6-6" {...stroke} />
    </svg>
  );
}

export function ArrowRightIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" {...stroke} />
    </svg>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M8 5v14M16 5v14" {...stroke} strokeWidth={3} />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M6 6l12 12M18 6L6 18" {...stroke} />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />
    </svg>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 7v5l3 2" {...stroke} />
    </svg>
  );
}

export function MapPinIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" {...stroke} />
      <circle cx="12" cy="9.5" r="2.5" {...stroke} />
    </svg>
  );
}

/** Hands folded in prayer. */
export function PrayingHandsIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M12 3.5c-1.2 1-2 2.6-2 4.4V13l-3.3 3.3a1 1 0 0 0 0 1.4L9 20h3V3.5z" {...stroke} />
      <path d="M12 3.5c1.2 1 2 2.6 2 4.4V13l3.3 3.3a1 1 0 0 1 0 1.4L15 20h-3" {...stroke} />
    </svg>
  );
}

export function ActivityTileIcon({ icon, className }: IconProps & { icon: ActivityIcon }) {
  switch (icon) {
    case "portal":
      return (
        <svg {...base} className={className}>
          <circle cx="12" cy="8" r="4" {...stroke} />
          <path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" {...stroke} />
        </svg>
      );
    case "calendar":
      return (
        <svg {...base} className={className}>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" {...stroke} />
          <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" {...stroke} />
        </svg>
      );
    case "stream":
      return (
        <svg {...base} className={className}>
          <rect x="2.5" y="5" width="19" height="13" rx="2.5" {...stroke} />
          <path d="M10 9v5l4.5-2.5z" fill="currentColor" />
          <path d="M8 21h8" {...stroke} />
        </svg>
      );
    case "desk":
      return (
        <svg {...base} className={className}>
          <path d="M6 3.5h9l4 4V20a.5.5 0 0 1-.5.5h-12.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" {...stroke} />
          <path d="M14.5 3.5V8h4.5M9 12h6M9 15.5h6" {...stroke} />
        </svg>
      );
  }
}
