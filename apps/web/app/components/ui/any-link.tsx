import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link";

/**
 * A link staff wrote (in the settings or a page's blocks), which may be a path of this site
 * ("/donate": the router's link), another site (a new tab, SPEC §2.2), or a mailto:, tel: or sms:
 * link (the contract admits nothing else).
 */
export function AnyLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:/i.test(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
