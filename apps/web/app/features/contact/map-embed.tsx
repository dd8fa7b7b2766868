import { useState } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { useHydrated } from "~/lib/use-media";
import { addressLine, mapEmbedLink, mapLink, useSettings } from "~/lib/settings";

/**
 * The church on a map (SPEC §2.8). The map provider's frame weighs more than the rest of the page
 * and sets its own cookies, so it loads only when the visitor asks for it: until then a light
 * stand-in shows the address, a button to load the map here, and a link to open it in a new tab.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const settings = useSettings();
  const title = `Map of ${addressLine(settings)}`;
  if (shown) {
    return (
      <iframe
        src={mapEmbedLink(settings)}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[4/3] w-full rounded-2xl border-0 shadow-md"
      />
    );
  }
  return (
    <div className="relative flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-indigo-50 p-6 text-center ring-1 ring-indigo-100">
      {/* A hint of streets, drawn in CSS. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-60 [background-image:linear-gradient(90deg,#c7d2fe_2px,transparent_2px),linear-gradient(#c7d2fe_2px,transparent_2px)] [background-size:56px_56px]"
      />
      <span aria-hidden="true" className="relative grid size-14 place-items-center rounded-full bg-indigo-900 text-amber-300 shadow-lg">
        <Icon name="map-pin" className="size-7" />
      </span>
      <p className="relative font-semibold text-indigo-950">{addressLine(settings)}</p>
      <div className="relative flex flex-wrap justify-center gap-3">
        {hydrated ? (
          <button type="button" onClick={() => setShown(true)} className={buttonClass({ size: "sm" })}>
            Show the map here
          </button>
        ) : null}
        <ExternalLink href={mapLink(settings)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          Open in Google Maps
          <Icon name="external" className="size-4" />
        </ExternalLink>
      </div>
    </div>
  );
}
