import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { usePlacedPages } from "~/lib/placed-pages";
import { HOME_LINK, MAIN_LINKS, churchGroups, isCurrent, menuGroup, type NavGroup } from "./nav-links";
import { GiveLink, GroupLinkList, NavItemLink, PortalLink } from "./nav-items";
import { useCloseOnPointerDownOutside } from "./use-close-on-outside";

/** SPEC §2.2: the desktop dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

const linkClass = "site-nav-link";

/** The header's inline menu on wide screens (from 1280 px). */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const placed = usePlacedPages();
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <NavItemLink item={HOME_LINK} pathname={pathname} className={linkClass} />
        </li>
        <li>
          <MenuDropdown label="The Church" groups={churchGroups(placed.church)} pathname={pathname} />
        </li>
        {MAIN_LINKS.map((item) => {
          const group = item.menu ? menuGroup(item, placed[item.menu]) : undefined;
          return (
            <li key={item.to}>
              {group ? <MenuDropdown label={item.label} groups={[group]} pathname={pathname} /> : <NavItemLink item={item} pathname={pathname} className={linkClass} />}
            </li>
          );
        })}
        <li>
          <PortalLink className={linkClass} iconClassName="size-3.5" />
        </li>
        <li className="ml-2">
          <GiveLink />
        </li>
      </ul>
    </nav>
  );
}

/**
 * THE CHURCH (desktop), and MINISTRIES or RESOURCES once staff placed pages there. A disclosure: the button has aria-expanded and controls a panel of
 * links. Mouse: opens on hover, closes 200 ms after the pointer leaves button and panel (so a
 * diagonal move into the panel does not shut it); a click keeps it open. Touch: tapping the button toggles it.
 * Keyboard: Enter/Space toggle, ArrowDown opens and focuses the first link, arrows move between
 * links, Escape closes and returns focus to the button, tabbing out closes it.
 */
function MenuDropdown({ label, groups, pathname }: { label: string; groups: readonly NavGroup[]; pathname: string }) {
  // Open "at" a location key: any navigation (even to the same path) closes it without an effect.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const lastPointer = useRef("");
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

  useCloseOnPointerDownOutside(open, wrapperRef, () => setOpenAt(null));

  // Native listeners, not React's onPointerEnter/onPointerLeave: React draws those from the
  // pointerover/pointerout pair, and drops the pair when the pointer comes from a part of the page
  // not hydrated yet (a deferred block the visitor has only read): the dropdown then never opened.
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onPointerEnter = (event: globalThis.PointerEvent) => {
      // Touch screens fire pointerenter just before the click: the tap toggles instead.
      if (event.pointerType === "mouse") showRef.current();
    };
    const onPointerLeave = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpenAt(null), DROPDOWN_CLOSE_DELAY_MS);
    };
    wrapper.addEventListener("pointerenter", onPointerEnter);
    wrapper.addEventListener("pointerleave", onPointerLeave);
    return () => {
      wrapper.removeEventListener("pointerenter", onPointerEnter);
      wrapper.removeEventListener("pointerleave", onPointerLeave);
    };
  }, []);

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

  const current = groups.some((group) => group.links.some((link) => isCurrent(pathname, link.to)));

  return (
    <div
      ref={wrapperRef}
      className="relative"
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
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onClick={(event) => {
          // A mouse opened the panel on its way to the button: its click must not shut it again
          // (whether the hover's render came before the click was a race). With a mouse the panel
          // follows the pointer; touch (tap) and keyboard (Enter, Space: detail 0) toggle.
          if (event.detail > 0 && lastPointer.current === "mouse") show();
          else if (open) hide();
          else show();
        }}
        onKeyDown={onButtonKeyDown}
        className={`${linkClass} ${current ? "text-amber-800" : ""}`}
      >
        {label}
        <Icon name="chevron-down" className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      {/* pt-3 (not a margin) keeps the pointer inside the wrapper on its way to the panel. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-full left-1/2 -translate-x-1/2 pt-3 ${groups.length > 1 ? "w-[34rem]" : "w-64"}`}
      >
        <div className={`grid gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-xl ${groups.length > 1 ? "grid-cols-2" : ""}`}>
          {groups.map((group) => (
            // A single group is the whole menu: its title would repeat the button's.
            <DropdownGroup key={group.title} group={group} pathname={pathname} onNavigate={hide} titled={groups.length > 1} />
          ))}
        </div>
      </div>
    </div>
  );
}

function DropdownGroup({ group, pathname, onNavigate, titled }: { group: NavGroup; pathname: string; onNavigate: () => void; titled: boolean }) {
  const titleId = useId();
  return (
    <div>
      {titled ? (
        <p id={titleId} className="mb-2 text-xs font-bold tracking-widest text-amber-800 uppercase">
          {group.title}
        </p>
      ) : null}
      <GroupLinkList
        group={group}
        pathname={pathname}
        onNavigate={onNavigate}
        aria-labelledby={titled ? titleId : undefined}
        className="flex flex-col"
        linkClassName="site-dropdown-link"
      />
    </div>
  );
}

function links(container: HTMLElement | null): HTMLAnchorElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]")) : [];
}

