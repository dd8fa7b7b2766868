import { imageUrl } from "@lampstand/contract/image-url";
import { useRootData } from "~/lib/root-data";
import { useSettings } from "~/lib/settings";
import { LampstandMark } from "./lampstand-mark";

/**
 * The church's mark: the logo staff uploaded (settings), else the built-in lampstand. Decorative:
 * the church's name stands beside it inside the same link. A logo of 48 px gets the pipeline's
 * narrowest copy (480 px), enough for any screen's density.
 */
export function ChurchLogo({ className }: { className?: string }) {
  const { logo } = useSettings();
  const { apiBase } = useRootData();
  if (!logo) return <LampstandMark className={className} />;
  return <img src={`${imageUrl(apiBase, logo)}?w=480`} alt="" width={48} height={48} className={`object-contain ${className ?? ""}`} />;
}
