import { LampstandMark } from "~/components/site/lampstand-mark";
import { Icon, type IconName } from "./icons";

/**
 * What stands where a picture is missing (a post or event without one, or one that failed to
 * load): the parish colours, a glyph and the mark, drawn in CSS so it costs no download. It is
 * decorative: the title beside it says what the card is.
 */
export function PicturePlaceholder({ icon, className = "" }: { icon: IconName; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      className={`relative grid place-items-center overflow-hidden bg-gradient-to-br from-indigo-950 via-indigo-900 to-indigo-700 text-amber-300 ${className}`}
    >
      <div className="absolute -top-1/4 -right-1/4 size-3/4 rounded-full bg-amber-400/10" />
      <div className="absolute -bottom-1/3 -left-1/4 size-2/3 rounded-full bg-indigo-500/20" />
      <div className="relative flex flex-col items-center gap-3">
        <Icon name={icon} className="size-12" />
        <LampstandMark className="size-8 opacity-80" />
      </div>
    </div>
  );
}
