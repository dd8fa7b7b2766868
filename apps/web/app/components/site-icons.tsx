/**
 * Small original icons of the frame. All are decorative (aria-hidden): the link or button that
 * holds one carries the accessible name.
 */
type IconProps = { className?: string };

const base = { "aria-hidden": true, focusable: false, xmlns: "http://www.w3.org/2000/svg" } as const;

/** The parish mark: a seven-branched lampstand with a flame. */
export function LampstandMark({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 48 48" className={className}>
      <circle cx="24" cy="24" r="24" fill="#1e1b4b" />
      <path d="M24 7c2.6 3.2 3.6 5.4 3.6 7.2a3.6 3.6 0 0 1-7.2 0c0-1.8 1-4 3.6-7.2z" fill="#fbbf24" />
      <path
        d="M12 20v3a12 12 0 0 0 24 0v-3M16.5 20v3a7.5 7.5 0 0 0 15 0v-3M21 20v3a3 3 0 0 0 6 0v-3M24 18.5V38M17 38h14"
        fill="none"
        stroke="#e0e7ff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 20 20" className={className}>
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ExternalLinkIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 20 20" className={className}>
      <path
        d="M11 4h5v5M16 4l-7 7M14 12v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MenuIcon({ open, className }: IconProps & { open: boolean }) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z" fill="currentColor" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      <path d="M3 8.2c.1-1.6 1.3-2.8 2.9-2.9C7.8 5.1 10 5 12 5s4.2.1 6.1.3c1.6.1 2.8 1.3 2.9 2.9.1 1.3.1 2.5.1 3.8s0 2.5-.1 3.8c-.1 1.6-1.3 2.8-2.9 2.9-1.9.2-4.1.3-6.1.3s-4.2-.1-6.1-.3c-1.6-.1-2.8-1.3-2.9-2.9C2.9 14.5 2.9 13.3 2.9 12s0-2.5.1-3.8z" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" fill="#1e1b4b" />
    </svg>
  );
}

export function MapPinIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 20 20" className={className}>
      <path d="M10 18s6-5.6 6-10A6 6 0 0 0 4 8c0 4.4 6 10 6 10z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
      <circle cx="10" cy="8" r="2.2" fill="currentColor" />
    </svg>
  );
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 20 20" className={className}>
      <path
        d="M6.5 3H4.4A1.4 1.4 0 0 0 3 4.5C3.3 11.6 8.4 16.7 15.5 17a1.4 1.4 0 0 0 1.5-1.4v-2.1l-3.3-1.3-1.6 1.6a9.6 9.6 0 0 1-4.9-4.9l1.6-1.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 20 20" className={className}>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="M3 5.5l7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}
