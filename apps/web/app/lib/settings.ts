import type { SiteSettings } from "@lampstand/contract/site-settings";
import { DEFAULT_SETTINGS } from "~/content/default-settings";

/**
 * The church's settings as every component reads them (issue 20). For now the defaults; the
 * settings work makes this the root loader's copy of GET /settings, so that a change staff save
 * shows on the next page view. Components call `useSettings()` and never import the defaults.
 */
export function useSettings(): SiteSettings {
  return DEFAULT_SETTINGS;
}

/** The address on one line, as people write it on an envelope or type it into a map. */
export function addressLine(settings: Pick<SiteSettings, "address">): string {
  const { street, city, region, postalCode } = settings.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** A map search of the church's address. */
export function mapLink(settings: Pick<SiteSettings, "address">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(settings))}`;
}

/** The map the contact page embeds; the server's Content-Security-Policy admits frames from its origin only. */
export function mapEmbedLink(settings: Pick<SiteSettings, "address">): string {
  return `https://www.google.com/maps?output=embed&q=${encodeURIComponent(addressLine(settings))}`;
}

/** "19:30" → "7:30 PM", as service times are shown. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
