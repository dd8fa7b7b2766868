import { useId, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { usePlacedPages } from "~/lib/placed-pages";
import { useSettings } from "~/lib/settings";
import { HOME_LINK, MAIN_LINKS, SERVICE_TIMES_ID, churchGroups, menuGroup, type NavGroup } from "./nav-links";
import { GiveLink, GroupLinkList, NavItemLink, PortalLink } from "./nav-items";

const linkClass = "site-menu-link";

/**
 * The open phone menu's links (PhoneMenu loads them when it is first wanted). THE CHURCH's groups
 * (and MINISTRIES or RESOURCES, once staff placed pages there) expand one at a time. First comes
 * "Service times" (issue 24): on a phone they are one tap from the menu wherever the visitor is,
 * not only while the home page's first slide is up; it leads to the footer's list, on every page.
 */
export function PhoneMenuLinks({ pathname, close }: { pathname: string; close: () => void }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const placed = usePlacedPages();
  const { serviceTimes } = useSettings();
  const groupProps = (group: NavGroup) => ({
    group,
    pathname,
    expanded: openGroup === group.title,
    onToggle: () => setOpenGroup((current) => (current === group.title ? null : group.title)),
    onNavigate: close,
  });
  return (
    <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
      {serviceTimes.length > 0 ? (
        <li>
          {/* A plain anchor: the browser scrolls to the footer of this same page. */}
          <a href={`#${SERVICE_TIMES_ID}`} onClick={close} className={`${linkClass} flex items-center gap-2`}>
            <Icon name="clock" className="size-5" />
            Service times
          </a>
        </li>
      ) : null}
      <li>
        <NavItemLink item={HOME_LINK} pathname={pathname} className={linkClass} onClick={close} />
      </li>
      <li>
        <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-amber-800 uppercase">The Church</p>
        <ul className="flex flex-col gap-1">
          {churchGroups(placed.church).map((group) => (
            <PhoneMenuGroup key={group.title} {...groupProps(group)} />
          ))}
        </ul>
      </li>
      {MAIN_LINKS.map((item) => {
        const group = item.menu ? menuGroup(item, placed[item.menu]) : undefined;
        return group ? (
          // An item of the menu's top level, drawn like the links beside it.
          <PhoneMenuGroup key={item.to} {...groupProps(group)} buttonClassName={`${linkClass} flex w-full items-center justify-between text-left`} />
        ) : (
          <li key={item.to}>
            <NavItemLink item={item} pathname={pathname} className={linkClass} onClick={close} />
          </li>
        );
      })}
      <li>
        <PortalLink className={`${linkClass} flex items-center gap-2`} iconClassName="size-4" onClick={close} />
      </li>
      <li className="px-3 pt-3">
        <GiveLink onClick={close} />
      </li>
    </ul>
  );
}

function PhoneMenuGroup({
  group,
  pathname,
  expanded,
  onToggle,
  onNavigate,
  buttonClassName = "focus-ring flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-indigo-950 hover:bg-indigo-50",
}: {
  buttonClassName?: string;
  group: NavGroup;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={buttonClassName}
      >
        {group.title}
        <Icon name="chevron-down" className={`size-5 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`} />
      </button>
      <GroupLinkList
        group={group}
        pathname={pathname}
        onNavigate={onNavigate}
        id={listId}
        hidden={!expanded}
        className="ml-3 flex flex-col border-l-2 border-amber-400 pl-2"
        linkClassName="site-submenu-link"
      />
    </li>
  );
}
