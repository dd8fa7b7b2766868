import type { ComponentProps } from "react";

/** What every link that leaves the site carries (SPEC §2.2): a new tab, no opener, no referrer. */
export const EXTERNAL_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * A link to another site. It opens in a new tab without opener or referrer, and tells screen
 * readers so: after its text, or inside `label` when the link is named that way (an icon link).
 */
export function ExternalLink({
  label,
  children,
  ...anchor
}: Omit<ComponentProps<"a">, "target" | "rel" | "aria-label"> & {
  href: string;
  /** The accessible name when the visible content is only an icon; " (opens in a new tab)" is added. */
  label?: string;
}) {
  return (
    <a {...anchor} {...EXTERNAL_LINK_ATTRIBUTES} aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {label ? null : <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
