import { clockTime, useSettings } from "~/lib/settings";

/**
 * The service times of the settings (day · name, then the time), as the home page lists them.
 * Staff keep them in one place, /admin/settings; the footer shows the same list.
 */
export function ServiceTimesList() {
  const { serviceTimes } = useSettings();
  return (
    <dl className="mt-4 divide-y divide-indigo-100">
      {serviceTimes.map((service, index) => (
        <div key={index} className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-slate-800">
            <span className="font-semibold text-indigo-950">{service.day}</span> · {service.name}
          </dt>
          <dd className="font-semibold whitespace-nowrap text-indigo-900">
            <time dateTime={service.time}>{clockTime(service.time)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
