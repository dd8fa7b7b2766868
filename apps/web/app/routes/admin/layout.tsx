import { useEffect, useId, useState } from "react";
import { Link, NavLink, Outlet, replace, useLocation, useNavigate } from "react-router";
import { LampstandMark } from "~/components/site/lampstand-mark";
import { Icon } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { PageSpinner } from "~/components/ui/page-spinner";
import { ADMIN_LINKS, DASHBOARD_NAME } from "~/features/admin/admin-nav";
import { MailNotice } from "~/features/outbox/mail-notice";
import { signedOutOnPurpose, storedToken, useAdminName, useStoredToken } from "~/lib/session-storage";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

/**
 * Only with a stored token (SPEC §2.11); without one, straight to /login, replacing this entry,
 * before anything of the panel is drawn: the panel renders in the browser only (the token lives
 * in localStorage), and the server sends a spinner in its place.
 */
/** The signed-in staff member's own password. */
const CHANGE_PASSWORD_PATH = "/admin/change-password";

export function clientLoader() {
  if (!storedToken()) throw replace("/login");
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Opening the admin panel…" />;
}

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Admin Panel", args) }, { name: "robots", content: "noindex" }];

/**
 * The admin panel (SPEC §2.11): sidebar, header with the name, Change password and Logout, the
 * screen, a footer.
 */
export default function AdminLayout() {
  const token = useStoredToken();
  const name = useAdminName();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const sidebarId = useId();

  // The token went away (a 401 from any screen, or a logout in another tab): back to the login.
  useEffect(() => {
    if (!token && !signedOutOnPurpose()) navigate("/login?expired=1", { replace: true });
  }, [token, navigate]);

  if (!token) return <PageSpinner label="Opening the login page…" />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900">
      <a href="#admin-main" className="sr-only z-[60] rounded-md bg-amber-400 px-4 py-2 font-semibold text-indigo-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 shadow-sm">
        <button
          type="button"
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          className="focus-ring grid size-11 place-items-center rounded-md border border-slate-300 lg:hidden"
        >
          <Icon name={menuOpen ? "close" : "menu"} />
          <span className="sr-only">Menu</span>
        </button>
        <Link to="/admin/" className="focus-ring flex items-center gap-2 rounded-md font-bold text-indigo-950">
          <LampstandMark className="size-9" />
          <span className="text-lg">Admin Panel</span>
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <span className="hidden text-sm text-slate-700 sm:inline" data-admin-name="">
            {name}
          </span>
          {/* The account's own settings, beside whose account it is (on a phone, where the name does not fit either, in the menu). */}
          <NavLink
            to={CHANGE_PASSWORD_PATH}
            className={({ isActive }) =>
              `focus-ring hidden min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-indigo-900 hover:bg-indigo-50 sm:inline-flex ${isActive ? "bg-indigo-50" : ""}`
            }
          >
            <Icon name="lock" className="size-4" />
            Change password
          </NavLink>
          <button type="button" onClick={() => navigate("/admin/logout")} className="focus-ring inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-indigo-900 hover:bg-indigo-50">
            <StaffIcon name="logout" className="size-4" />
            Logout
          </button>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          id={sidebarId}
          aria-label="Admin"
          className={`${menuOpen ? "block" : "hidden"} fixed inset-y-0 top-16 left-0 z-30 w-64 overflow-y-auto border-r border-slate-200 bg-indigo-950 p-4 lg:sticky lg:block lg:h-[calc(100vh-4rem)]`}
        >
          <ul className="flex flex-col gap-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => setMenuOpenAt(null)}
                  className={({ isActive }) =>
                    `focus-ring-on-dark flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold ${isActive ? "bg-amber-400 text-indigo-950" : "text-indigo-100 hover:bg-white/10"}`
                  }
                >
                  <Icon name={link.icon} className="size-5" />
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/" className="focus-ring-on-dark mt-6 flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-indigo-200 hover:text-white">
            <Icon name="arrow-right" className="size-4 rotate-180" />
            View the website
          </Link>
          {/* On a phone the header has no room for it beside Logout. */}
          <Link
            to={CHANGE_PASSWORD_PATH}
            onClick={() => setMenuOpenAt(null)}
            className="focus-ring-on-dark mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-indigo-200 hover:text-white sm:hidden"
          >
            <Icon name="lock" className="size-4" />
            Change password
          </Link>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <MailNotice screen={location.pathname} />
          <Outlet />
        </main>
      </div>
      <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {DASHBOARD_NAME}
      </footer>
    </div>
  );
}
