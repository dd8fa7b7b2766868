import { useId } from "react";
import type { BlockOf } from "@lampstand/contract/page-blocks";
import { OfficeContactTiles } from "~/components/page-kit/office-contact";
import { UnavailableDownload } from "~/components/page-kit/unavailable-download";
import { Icon } from "~/components/ui/icons";
import { addressLine, useSettings } from "~/lib/settings";

export function PriceTableBlock({ block }: { block: BlockOf<"price-table"> }) {
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {block.nameHeading}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {block.priceHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index} className="border-b border-slate-100">
                <th scope="row" className="py-3 pr-4 font-normal">
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  {row.detail ? <span className="block text-sm text-slate-600">{row.detail}</span> : null}
                </th>
                <td className="py-3 text-right font-bold whitespace-nowrap text-indigo-900">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note ? <p className="mt-3 text-sm text-slate-600">{block.note}</p> : null}
    </div>
  );
}

export function OfficeContactBlock({ block }: { block: BlockOf<"office-contact"> }) {
  const settings = useSettings();
  return (
    <div className="space-y-3">
      <OfficeContactTiles subject={block.subject} email={settings.emails.general} phone={settings.phone} />
      {block.showAddress ? (
        <p className="flex gap-2 text-slate-700">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-indigo-800" />
          {addressLine(settings)}
        </p>
      ) : null}
    </div>
  );
}

export function DownloadBlock({ block }: { block: BlockOf<"download"> }) {
  return <UnavailableDownload label={block.label} note={block.note} noteId={useId()} />;
}

