import type { GivingIcon } from "~/content/giving";

/**
 * Small original icons of the giving pages. All are decorative (aria-hidden): the text next to
 * one says what it means.
 */
type IconProps = { className?: string };

const base = { "aria-hidden": true, focusable: false, xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24" } as const;
const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function CheckIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} strokeWidth={2.5} />
    </svg>
  );
}

export function LockIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" {...stroke} />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" {...stroke} />
    </svg>
  );
}

export function InfoIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 11v5.5M12 7.5v.01" {...stroke} strokeWidth={2.5} />
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

export function MailIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" {...stroke} />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" {...stroke} />
    </svg>
  );
}

export function ReceiptIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" {...stroke} />
      <path d="M9 8h6M9 12h6M9 16h3" {...stroke} />
    </svg>
  );
}

export function ChurchIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M12 2v4M10 4h4M5 21V11l7-5 7 5v10M3 21h18" {...stroke} />
      <path d="M10 21v-4a2 2 0 0 1 4 0v4" {...stroke} />
    </svg>
  );
}

export function GivingOptionIcon({ icon, className }: IconProps & { icon: GivingIcon }) {
  switch (icon) {
    case "text":
      return (
        <svg {...base} className={className}>
          <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" {...stroke} />
          <path d="M8 8.5h8M8 11.5h5" {...stroke} />
        </svg>
      );
    case "card":
      return (
        <svg {...base} className={className}>
          <rect x="2.5" y="5" width="19" height="14" rx="2" {...stroke} />
          <path d="M2.5 10h19M6.5 15h4" {...stroke} />
        </svg>
      );
    case "partner":
      return (
        <svg {...base} className={className}>
          <path d="M12 20.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 8a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10z" {...stroke} />
          <path d="M9 12.5h6M12 9.5v6" {...stroke} />
        </svg>
      );
    case "phone":
      return (
        <svg {...base} className={className}>
          <rect x="6.5" y="2.5" width="11" height="19" rx="2" {...stroke} />
          <path d="M10.5 18.5h3M9.5 9.5l2 2 3.5-3.5" {...stroke} />
        </svg>
      );
  }
}
