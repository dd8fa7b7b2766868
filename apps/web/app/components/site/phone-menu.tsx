import { lazy, Suspense, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { useCloseOnPointerDownOutside } from "./use-close-on-outside";

// The links' code comes when the menu is first wanted: a touch, hover or focus of the toggle
// fetches it before the click that opens the menu (ADR 020). Every page's first view is lighter
// by about 1.5 KB gzip; the toggle itself works as soon as the page has hydrated.
const loadLinks = () => import("./phone-menu-links");
const PhoneMenuLinks = lazy(() => loadLinks().then((module) => ({ default: module.PhoneMenuLinks })));

/**
 * Small screens: a toggle that shows the whole menu below the header. THE CHURCH's two groups
 * expand there one at a time (opening one closes the other). Choosing a link closes the menu.
 */
export function PhoneMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = () => setOpenAt(null);

  // A tap on the page below the menu closes it.
  useCloseOnPointerDownOutside(open, wrapperRef, close);

  const toggle = () => {
    if (open) close();
    else setOpenAt(location.key);
  };

  return (
    <div
      ref={wrapperRef}
      className="shrink-0 xl:hidden"
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
        onPointerDown={loadLinks}
        onPointerEnter={loadLinks}
        onFocus={loadLinks}
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
          <Suspense fallback={null}>
            <PhoneMenuLinks pathname={location.pathname} close={close} />
          </Suspense>
        ) : null}
      </nav>
    </div>
  );
}
