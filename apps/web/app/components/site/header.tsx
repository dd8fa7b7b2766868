import { Link } from "react-router";
import { useSettings } from "~/lib/settings";
import { deferred } from "~/lib/deferred";
import { ChurchLogo } from "./church-logo";
import { PhoneMenu } from "./phone-menu";

/** Hidden below 1280 px: a phone never fetches the inline menu's code (ADR 020). */
const DesktopMenu = deferred(() => import("./desktop-menu").then((module) => module.DesktopMenu));

/** The header is fixed; the spacer after it (SPEC §2.2: 100 px) keeps content from sliding beneath it. */
export const HEADER_HEIGHT_CLASS = "h-[100px]";

/**
 * The site header (SPEC §2.2): logo, HOME, THE CHURCH dropdown, MINISTRIES, RESOURCES, EVENTS,
 * CONTACT, PRAYER REQUEST, the member portal (new tab) and GIVE. Wide screens get the inline
 * menu; narrower ones a toggle with expandable groups.
 */
export function SiteHeader() {
  const settings = useSettings();
  return (
    <>
      <header className={`fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 shadow-sm ${HEADER_HEIGHT_CLASS}`}>
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          {/* On the narrowest phones (320 px) the name wraps rather than push the Menu button off the screen. */}
          <Link to="/" className="focus-ring flex min-w-0 items-center gap-3 rounded-md">
            <ChurchLogo className="size-12 shrink-0" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-lg font-bold tracking-tight break-words text-indigo-950 min-[360px]:text-xl">{settings.name}</span>
              <span className="max-w-[11rem] text-xs text-slate-600">{settings.denomination}</span>
            </span>
          </Link>
          <DesktopMenu />
          <PhoneMenu />
        </div>
      </header>
      <div aria-hidden="true" className={HEADER_HEIGHT_CLASS} data-header-spacer="" />
    </>
  );
}
