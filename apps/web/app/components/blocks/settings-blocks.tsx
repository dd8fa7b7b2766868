import type { BlockOf } from "@lampstand/contract/page-blocks";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { addressLine, clockTime, mapLink, useSettings } from "~/lib/settings";
import { SmartLink } from "./inline";
import { BlockHeading } from "./text-block";

export function ServiceTimesBlock({ block }: { block: BlockOf<"service-times"> }) {
  const settings = useSettings();
  return (
    <section aria-label={block.heading} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <BlockHeading text={block.heading} headingStyle="plain" />
      <ul className="mt-4 divide-y divide-slate-100">
        {settings.serviceTimes.map((service, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-semibold text-indigo-950">{service.name}</span>
            <span className="text-slate-700">
              {service.day} {clockTime(service.time)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex gap-2 text-slate-700">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-indigo-800" />
        {addressLine(settings)}
      </p>
      <p className="mt-3">
        <SmartLink href={mapLink(settings)} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950">
          {block.directionsLabel}
        </SmartLink>
      </p>
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

