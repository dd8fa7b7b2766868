import { useId } from "react";
import type { BlockOf } from "@lampstand/contract/page-blocks";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { addressLine, clockTime, mapLink, useSettings } from "~/lib/settings";
import { AnyLink } from "~/components/ui/any-link";

/**
 * The service times of the settings, with the address and the way there. id="service-times": the
 * home banner's "Join us this Sunday!" leads here (a page shows this block once).
 */
export function ServiceTimesBlock({ block }: { block: BlockOf<"service-times"> }) {
  const settings = useSettings();
  const id = useId();
  return (
    <section id="service-times" aria-labelledby={id} className="scroll-mt-[120px] rounded-2xl bg-indigo-50 p-6 ring-1 ring-indigo-100 sm:p-8">
      <h3 id={id} className="flex items-center gap-2 text-xl font-bold text-indigo-950">
        <Icon name="clock" className="size-6 text-amber-700" />
        {block.heading}
      </h3>
      <dl className="mt-4 divide-y divide-indigo-100">
        {settings.serviceTimes.map((service, index) => (
          <div key={index} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-slate-800">
              <span className="font-semibold text-indigo-950">{service.day}</span> · {service.name}
            </dt>
            <dd className="font-semibold whitespace-nowrap text-indigo-900">{clockTime(service.time)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-4 border-t border-indigo-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-slate-800">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{addressLine(settings)}</span>
        </p>
        <AnyLink href={mapLink(settings)} className={`shrink-0 self-start sm:self-auto ${buttonClass({ size: "sm" })}`}>
          {block.directionsLabel}
          <Icon name="external" className="size-4" />
        </AnyLink>
      </div>
    </section>
  );
}

export function TextToGiveBlock({ block }: { block: BlockOf<"text-to-give"> }) {
  const { textToGive } = useSettings();
  const sms = `sms:${textToGive.number.replace(/[^\d+]/g, "")}?body=${encodeURIComponent(textToGive.keyword)}`;
  return (
    <div className="rounded-3xl bg-indigo-950 p-6 text-white sm:p-10">
      <p className="text-lg">
        Text <strong className="rounded-md bg-amber-400 px-2 py-0.5 font-extrabold tracking-wide text-indigo-950">{textToGive.keyword}</strong> to{" "}
        <strong className="text-amber-300">{textToGive.number}</strong>
      </p>
      <p className="mt-4 leading-relaxed text-indigo-100">{block.note}</p>
      <a href={sms} className={`mt-6 ${buttonClass({ variant: "accent", size: "lg" })}`}>
        {block.action}
      </a>
    </div>
  );
}

