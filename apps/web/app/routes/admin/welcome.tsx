import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { ADMIN_LINKS } from "~/features/admin/admin-nav";
import { AdminDashboard, type DashboardLinks } from "~/features/admin/dashboard";
import { HELD_SECTION_ID } from "~/features/inbox/held-list";
import { useAdminName } from "~/lib/session-storage";

const DASHBOARD_LINKS: DashboardLinks = {
  prayers: "/admin/view-prayers",
  contacts: "/admin/view-contacts",
  heldPrayers: `/admin/view-prayers#${HELD_SECTION_ID}`,
  heldContacts: `/admin/view-contacts#${HELD_SECTION_ID}`,
  events: "/admin/upload-event",
  newsletters: "/admin/upload-pastordesk",
};

/** /admin (SPEC §2.11): the welcome; the dashboard of the week (issue 24); the way to each screen. */
export default function AdminWelcome() {
  const name = useAdminName();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10">
      <div>
        <h1 className="text-3xl font-bold text-indigo-950">Welcome, {name}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Use the sidebar to upload sliders for the home page, the pastor&apos;s monthly desk and upcoming events, to manage the staff
          accounts, and to read the prayer requests and messages visitors send.
        </p>
      </div>
      <AdminDashboard links={DASHBOARD_LINKS} />
      <section aria-labelledby="all-screens">
        <h2 id="all-screens" className="text-xl font-bold text-indigo-950">
          All screens
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="focus-ring flex h-full items-center gap-4 rounded-xl bg-white p-5 font-semibold text-indigo-950 shadow-sm ring-1 ring-slate-200 hover:ring-indigo-300">
                <span aria-hidden="true" className="grid size-11 place-items-center rounded-lg bg-indigo-900 text-amber-300">
                  <Icon name={link.icon} className="size-5" />
                </span>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
