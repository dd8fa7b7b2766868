import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { useSettings } from "~/lib/settings";
import { GIVE_LINK, PORTAL_LABEL, isCurrent, type NavGroup, type NavLinkItem } from "./nav-links";

/** The pieces both header menus (desktop and phone) are made of, so each link is drawn once. */

export function NavItemLink({
  item,
  pathname,
  className,
  onClick,
}: {
  item: NavLinkItem;
  pathname: string;
  className: string;
  onClick?: () => void;
}) {
  return (
    <Link to={item.to} className={className} aria-current={isCurrent(pathname, item.to) ? "page" : undefined} onClick={onClick}>
      {item.label}
    </Link>
  );
}

/** The links of one group of THE CHURCH, as a list. */
export function GroupLinkList({
  group,
  pathname,
  linkClassName,
  onNavigate,
  ...list
}: {
  group: NavGroup;
  pathname: string;
  linkClassName: string;
  onNavigate: () => void;
  id?: string;
  hidden?: boolean;
  className: string;
  "aria-labelledby"?: string;
}) {
  return (
    <ul {...list}>
      {group.links.map((link) => (
        <li key={link.to}>
          <NavItemLink item={link} pathname={pathname} onClick={onNavigate} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** The member portal: another site, so a new tab. */
export function PortalLink({ className, iconClassName, onClick }: { className: string; iconClassName: string; onClick?: () => void }) {
  const href = useSettings().links.memberPortal;
  // Not set yet: no dead link in the menu.
  if (!href) return null;
  return (
    <ExternalLink href={href} className={className} onClick={onClick}>
      {PORTAL_LABEL}
      <Icon name="external" className={iconClassName} />
    </ExternalLink>
  );
}

export function GiveLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={GIVE_LINK.to} onClick={onClick} className={`${buttonClass({ variant: "accent", size: "sm" })} tracking-wide uppercase`}>
      {GIVE_LINK.label}
    </Link>
  );
}
