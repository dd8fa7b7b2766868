import { Icon } from "~/components/ui/icons";
import { telHref, useSettings } from "~/lib/settings";

/** The church office's e-mail and phone as two large links (how printed resources are ordered). */
export function OfficeContact({ subject }: { subject: string }) {
  const settings = useSettings();
  return <OfficeContactTiles subject={subject} email={settings.emails.general} phone={settings.phone} />;
}

/** The two tiles for a given e-mail address and phone (the page blocks pass the settings' ones). */
export function OfficeContactTiles({ subject, email, phone }: { subject: string; email: string; phone: string }) {
  const tile =
    "focus-ring flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 transition-colors hover:border-indigo-300 hover:bg-indigo-50 motion-reduce:transition-none";
  const badge = "flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-900 text-white";
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      <li>
        <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={tile}>
          <span className={badge}>
            <Icon name="mail" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm text-slate-600">E-mail the church office</span>
            <span className="block font-semibold [overflow-wrap:anywhere] text-indigo-900">{email}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={telHref(phone)} className={tile}>
          <span className={badge}>
            <Icon name="phone" className="size-5" />
          </span>
          <span>
            <span className="block text-sm text-slate-600">Call the church office</span>
            <span className="block font-semibold text-indigo-900">{phone}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
