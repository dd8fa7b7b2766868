import type { SiteSettings } from "@lampstand/contract/site-settings";
import { rootDataOf, useRootData } from "./root-data";

/**
 * The church's settings as every component reads them (issue 20): the root loader's copy of
 * GET /settings, read once per page, so a change staff save shows on the next page view. Every
 * address runs the root loader (an unknown one is the site layout's 404 route), so there is no
 * fallback: a page drawn without them would show another church's words, and the browser would
 * carry the defaults for nothing (ADR 020). Unit tests give the root's data as the server does.
 */
export function useSettings(): SiteSettings {
  return present(useRootData().settings);
}

/** The same for a route's `meta` function, from its `matches`. */
export function settingsOf(args: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> }): SiteSettings {
  return present(rootDataOf(args.matches)?.settings);
}

function present(settings: SiteSettings | undefined): SiteSettings {
  if (!settings) throw new Error("The church's settings are missing: nothing here ran under the root loader's data.");
  return settings;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A text message to `phone`, with `body` already typed in. */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, "")}?body=${encodeURIComponent(body)}`;
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
