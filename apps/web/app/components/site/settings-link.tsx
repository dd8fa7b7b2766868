import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";

/**
 * A link staff set in the settings, which may be a path of this site ("/donate"), another site
 * (a new tab, SPEC §2.2), or a mailto:, tel: or sms: link (the contract admits nothing else).
 */
export function SettingsLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
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
