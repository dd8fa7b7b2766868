import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Link, useLocation } from "react-router";
import { siteConfig } from "~/site.config";
import { ChevronDownIcon, ExternalLinkIcon, LampstandMark, MenuIcon } from "./site-icons";
import {
  CHURCH_GROUPS,
  EXTERNAL_LINK_PROPS,
  GIVE_LINK,
  HOME_LINK,
  MAIN_LINKS,
  PORTAL_LINK,
  isCurrent,
  type NavLinkItem,
} from "./site-nav";

/** SPEC §2.2: the desktop dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** The header is fixed; the spacer after it (SPEC §2.2: 100 px) keeps content from sliding beneath it. */
export const HEADER_HEIGHT_CLASS = "h-[100px]";

/** Defined in app.css with the other frame link styles. */
const focusRing = "site-focus";

/**
 * The site header (SPEC §2.2): logo, HOME, THE CHURCH dropdown, MINISTRIES, RESOURCES, EVENTS,
 * CONTACT, PRAYER REQUEST, the member portal (new tab) and GIVE. Wide screens get the inline
 * menu; narrower ones a toggle with expandable groups.
 */
export function SiteHeader() {
  return (
    <>
      <header className={`fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 shadow-sm ${HEADER_HEIGHT_CLASS}`}>
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className={`flex shrink-0 items-center gap-3 rounded-md ${focusRing}`}>
            <LampstandMark className="size-12" />
            <span className="flex flex-col leading-tight">
              <span className="text-xl font-bold tracking-tight text-indigo-950">{siteConfig.name}</span>
              <span className="max-w-[11rem] text-xs text-slate-600">{siteConfig.denomination.name}</span>
            </span>
          </Link>
          <DesktopNav />
          <MobileMenu />
        </div>
      </header>
      <div aria-hidden="true" className={HEADER_HEIGHT_CLASS} data-header-spacer="" />
    </>
  );
}

const desktopLinkClass = "site-nav-link";

function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <NavItemLink item={HOME_LINK} pathname={pathname} className={desktopLinkClass} />
        </li>
        <li>
          <ChurchDropdown pathname={pathname} />
        </li>
        {MAIN_LINKS.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} pathname={pathname} className={desktopLinkClass} />
          </li>
        ))}
        <li>
          <a href={PORTAL_LINK.href} {...EXTERNAL_LINK_PROPS} className={desktopLinkClass}>
            {PORTAL_LINK.label}
            <ExternalLinkIcon className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="ml-2">
          <GiveButton />
        </li>
      </ul>
    </nav>
  );
}

function NavItemLink({ item, pathname, className, onClick }: { item: NavLinkItem; pathname: string; className: string; onClick?: () => void }) {
  return (
    <Link to={item.to} className={className} aria-current={isCurrent(pathname, item.to) ? "page" : undefined} onClick={onClick}>
      {item.label}
    </Link>
  );
}

function GiveButton({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={GIVE_LINK.to}
      onClick={onClick}
      className={`inline-flex items-center rounded-full bg-amber-400 px-5 py-2 text-sm font-bold tracking-wide text-indigo-950 uppercase shadow-sm hover:bg-amber-300 ${focusRing}`}
    >
      {GIVE_LINK.label}
    </Link>
  );
}

/**
 * THE CHURCH (desktop). A disclosure: the button has aria-expanded and controls a panel of
 * links. Mouse: opens on hover, closes 200 ms after the pointer leaves button and panel (so a
 * diagonal move into the panel does not shut it). Touch: tapping the button toggles it.
 * Keyboard: Enter/Space toggle, ArrowDown opens and focuses the first link, arrows move between
 * links, Escape closes and returns focus to the button, tabbing out closes it.
 */
function ChurchDropdown({ pathname }: { pathname: string }) {
  // Open "at" a location key: any navigation (even to the same path) closes it without an effect.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const show = () => {
    cancelClose();
    setOpenAt(key);
  };
  const hide = () => {
    cancelClose();
    setOpenAt(null);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Focus the first link after the panel has been shown by ArrowDown.
  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      links(panelRef.current)[0]?.focus();
    }
  }, [open]);

  // A tap or click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    // Touch screens fire pointerenter just before the click: the tap toggles instead.
    if (event.pointerType === "mouse") show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenAt(null), DROPDOWN_CLOSE_DELAY_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) {
        focusFirstOnOpen.current = false;
        links(panelRef.current)[0]?.focus();
      } else show();
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      hide();
      buttonRef.current?.focus();
      return;
    }
    if (!open || !panelRef.current?.contains(event.target as Node)) return;
    const items = links(panelRef.current);
    const index = items.indexOf(event.target as HTMLAnchorElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
  };

  const current = CHURCH_GROUPS.some((group) => group.links.some((link) => isCurrent(pathname, link.to)));

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        // Focus moved outside the button and its links (Tab past the last one): close.
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onButtonKeyDown}
        className={`${desktopLinkClass} ${current ? "text-amber-800" : ""}`}
      >
        The Church
        <ChevronDownIcon className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      {/* pt-3 (not a margin) keeps the pointer inside the wrapper on its way to the panel. */}
      <div ref={panelRef} id={panelId} hidden={!open} className="absolute top-full left-1/2 w-[34rem] -translate-x-1/2 pt-3">
        <div className="grid grid-cols-2 gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
          {CHURCH_GROUPS.map((group) => (
            <GroupLinks key={group.title} group={group} pathname={pathname} onNavigate={hide} />
          ))}
        </div>
      </div>
    </div>
  );
}

function GroupLinks({ group, pathname, onNavigate }: { group: (typeof CHURCH_GROUPS)[number]; pathname: string; onNavigate: () => void }) {
  const titleId = useId();
  return (
    <div>
      <p id={titleId} className="mb-2 text-xs font-bold tracking-widest text-amber-800 uppercase">
        {group.title}
      </p>
      <ul aria-labelledby={titleId} className="flex flex-col">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavItemLink
              item={link}
              pathname={pathname}
              onClick={onNavigate}
              className="site-dropdown-link"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function links(container: HTMLElement | null): HTMLAnchorElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]")) : [];
}

/**
 * Small screens: a toggle that shows the whole menu below the header. THE CHURCH's two groups
 * expand there one at a time (opening one closes the other). Choosing a link closes the menu.
 */
function MobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = () => setOpenAt(null);

  // A tap on the page below the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  const toggle = () => {
    if (open) close();
    else {
      setOpenGroup(null);
      setOpenAt(location.key);
    }
  };

  const mobileLinkClass = "site-menu-link";

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
        className={`flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-indigo-950 hover:bg-slate-50 ${focusRing}`}
      >
        <MenuIcon open={open} className="size-6" />
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
              <NavItemLink item={HOME_LINK} pathname={location.pathname} className={mobileLinkClass} onClick={close} />
            </li>
            <li>
              <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-amber-800 uppercase">The Church</p>
              <ul className="flex flex-col gap-1">
                {CHURCH_GROUPS.map((group) => (
                  <MobileGroup
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
                <NavItemLink item={item} pathname={location.pathname} className={mobileLinkClass} onClick={close} />
              </li>
            ))}
            <li>
              <a href={PORTAL_LINK.href} {...EXTERNAL_LINK_PROPS} className={`${mobileLinkClass} flex items-center gap-2`} onClick={close}>
                {PORTAL_LINK.label}
                <ExternalLinkIcon className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="px-3 pt-3">
              <GiveButton onClick={close} />
            </li>
          </ul>
        ) : null}
      </nav>
    </div>
  );
}

function MobileGroup({
  group,
  pathname,
  expanded,
  onToggle,
  onNavigate,
}: {
  group: (typeof CHURCH_GROUPS)[number];
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
        className={`flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-indigo-950 hover:bg-indigo-50 ${focusRing}`}
      >
        {group.title}
        <ChevronDownIcon className={`size-5 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 flex flex-col border-l-2 border-amber-400 pl-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavItemLink
              item={link}
              pathname={pathname}
              onClick={onNavigate}
              className="site-submenu-link"
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
