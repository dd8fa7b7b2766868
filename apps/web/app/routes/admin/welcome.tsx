import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { ADMIN_LINKS } from "~/features/admin/admin-nav";
import { useAdminName } from "~/lib/session-storage";

/** /admin (SPEC §2.11): a welcome, and the way to each screen. */
export default function AdminWelcome() {
  const name = useAdminName();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold text-indigo-950">Welcome, {name}</h1>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">
        Use the sidebar to upload sliders for the home page, the pastor&apos;s monthly desk and upcoming events, to manage the staff
        accounts, and to read the prayer requests and messages visitors send.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
    </div>
  );
}
