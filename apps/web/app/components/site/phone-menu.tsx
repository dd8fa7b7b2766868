import { useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { CHURCH_GROUPS, HOME_LINK, MAIN_LINKS, type NavGroup } from "./nav-links";
import { GiveLink, GroupLinkList, NavItemLink, PortalLink, useCloseOnPointerDownOutside } from "./nav-items";

const linkClass = "site-menu-link";

/**
 * Small screens: a toggle that shows the whole menu below the header. THE CHURCH's two groups
 * expand there one at a time (opening one closes the other). Choosing a link closes the menu.
 */
export function PhoneMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = () => setOpenAt(null);

  // A tap on the page below the menu closes it.
  useCloseOnPointerDownOutside(open, wrapperRef, close);

  const toggle = () => {
    if (open) close();
    else {
      setOpenGroup(null);
      setOpenAt(location.key);
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="xl:hidden"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className="focus-ring flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-indigo-950 hover:bg-slate-50"
      >
        <Icon name={open ? "close" : "menu"} className="size-6" />
        Menu
      </button>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-100px)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        {/* Rendered only while open: the closed menu would add its links to every page's HTML for nothing
            (the toggle needs JavaScript anyway, and the desktop menu carries the same links for crawlers). */}
        {open ? (
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
            <li>
              <NavItemLink item={HOME_LINK} pathname={location.pathname} className={linkClass} onClick={close} />
            </li>
            <li>
              <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-amber-800 uppercase">The Church</p>
              <ul className="flex flex-col gap-1">
                {CHURCH_GROUPS.map((group) => (
                  <PhoneMenuGroup
                    key={group.title}
                    group={group}
                    pathname={location.pathname}
                    expanded={openGroup === group.title}
                    onToggle={() => setOpenGroup((current) => (current === group.title ? null : group.title))}
                    onNavigate={close}
                  />
                ))}
              </ul>
            </li>
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} pathname={location.pathname} className={linkClass} onClick={close} />
              </li>
            ))}
            <li>
              <PortalLink className={`${linkClass} flex items-center gap-2`} iconClassName="size-4" onClick={close} />
            </li>
            <li className="px-3 pt-3">
              <GiveLink onClick={close} />
            </li>
          </ul>
        ) : null}
      </nav>
    </div>
  );
}

function PhoneMenuGroup({
  group,
  pathname,
  expanded,
  onToggle,
  onNavigate,
}: {
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
        className="focus-ring flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-indigo-950 hover:bg-indigo-50"
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
