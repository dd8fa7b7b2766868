import { z } from "./zod.ts";
import { emailField, hasNoNul, noNul, requiredText } from "./text-fields.ts";

/**
 * The church's settings (issue 20, ARCHITECTURE decision 7): everything that differs between two
 * congregations and is not a page — name, address, phone, e-mail addresses, links, giving, the time
 * zone and the service times. Staff edit them on /admin/settings (PUT /settings); every page, feed
 * and calendar reads them (GET /settings). Field names are the issue's; `description` and `logo`
 * go beyond it (the footer and search engines show the one, the header the other).
 */

/** English weekday names, Sunday first (the calendar's order). */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An address a visitor's browser may open: http(s) only (no javascript:, no data:). */
function webAddress(label: string) {
  return z
    .string({ error: `${label} must be a web address.` })
    .trim()
    .max(2000, { error: `${label} must be at most 2000 characters.` })
    .refine(hasNoNul, noNul(label))
    .refine((value) => /^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value) && URL.canParse(value), {
      error: `${label} must be a web address starting with https:// (or http://).`,
    });
}

/** A link that may not be set yet: null (or "" from a form) means "not yet", shown as such. */
function optionalWebAddress(label: string) {
  return z.union([z.literal("").transform(() => null), z.null(), webAddress(label)]).default(null);
}

/**
 * A link staff may point anywhere a visitor can follow safely: a web address, an e-mail, phone or
 * text-message link, or a path of this site ("/give"). Never `javascript:`, `data:` or a
 * protocol-relative "//elsewhere" (which browsers read as another site).
 */
function linkAddress(label: string) {
  const problem = `${label} must be a web address (https://…), a mailto:, tel: or sms: link, or a path of this site such as /donate.`;
  return z
    .string({ error: problem })
    .trim()
    .max(2000, { error: `${label} must be at most 2000 characters.` })
    .refine(hasNoNul, noNul(label))
    .refine((value) => isSafeLink(value), { error: problem });
}

/** Whether `value` is a link of the kinds linkAddress admits. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (/^(?:mailto|tel|sms):[^\s]+$/i.test(value)) return URL.canParse(value);
  return /^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value) && URL.canParse(value);
}

/** A link that may not be set yet: null (or "") means "not yet". */
function optionalLink(label: string) {
  return z.union([z.literal("").transform(() => null), z.null(), linkAddress(label)]).default(null);
}

/** The IANA time zone `value` names, as Intl spells it ("america/chicago" → "America/Chicago"), or null. */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z_+\-/0-9]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone this server's Intl knows ("America/Chicago", "Africa/Lagos", "UTC"). */
const timeZoneField = z
  .string({ error: "Time zone is required." })
  .trim()
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    context.addIssue({ code: "custom", message: 'Time zone must be an IANA time zone name, such as "America/Chicago" or "Africa/Lagos".' });
    return z.NEVER;
  });

export const serviceTimeSchema = z.object({
  day: z.enum(WEEKDAYS, { error: `Day must be one of ${WEEKDAYS.join(", ")}.` }),
  /** 24-hour wall-clock time in the church's time zone. */
  time: z
    .string({ error: 'Time must be written as HH:MM (24-hour), e.g. "10:00" or "19:30".' })
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be written as HH:MM (24-hour), e.g. "10:00" or "19:30".' }),
  name: requiredText("Service name", 120),
});
export type ServiceTime = z.infer<typeof serviceTimeSchema>;

/** A picture of the image pipeline ("uploads/<sha256>.webp"), as the API hands pictures out. */
const uploadedPicture = z.string().regex(/^uploads\/[0-9a-f]{64}\.webp$/, { error: "Logo must be a picture uploaded to this site." });

export const siteSettingsSchema = z.object({
  name: requiredText("Church name", 80),
  denomination: requiredText("Denomination", 120),
  /** One or two sentences about the church: the footer and search engines show it. */
  description: requiredText("Description", 300),
  /** The header's mark; null keeps the built-in lampstand mark. */
  logo: uploadedPicture.nullable().default(null),
  address: z.object({
    street: requiredText("Street", 120),
    city: requiredText("City", 80),
    region: requiredText("Region", 80),
    postalCode: requiredText("Postal code", 20),
    country: requiredText("Country", 80),
  }),
  phone: requiredText("Office phone", 40),
  /** SPEC §2.8's five addresses; `general` is the one used wherever one address is shown. */
  emails: z.object({
    general: emailField,
    finance: emailField,
    information: emailField,
    welfare: emailField,
    technical: emailField,
  }),
  /** The church's accounts (SPEC §2.2: three platforms); one not set is left out where they are listed. */
  social: z.object({
    facebook: optionalWebAddress("Facebook page"),
    instagram: optionalWebAddress("Instagram account"),
    youtube: optionalWebAddress("YouTube channel"),
  }),
  links: z.object({
    memberPortal: optionalWebAddress("Member portal"),
    liveStream: optionalWebAddress("Live stream"),
    /** The choir's messaging-app group (SPEC §2.4). */
    messagingApp: optionalLink("Choir messaging group"),
    /** SPEC §2.9's two third-party giving options: until set they lead to the home page, and say so. */
    givingPartner: optionalLink("Giving partner"),
    paymentApp: optionalLink("Payment app"),
    /** Placeholders SPEC §2.2 and §2.5 keep without a target yet: shown as "coming soon" until set. */
    pastorsHelpline: optionalLink("Pastors' helpline"),
    documents: optionalLink("Documents"),
    pastorsReportingPortal: optionalLink("Pastors' reporting portal"),
  }),
  textToGive: z.object({
    number: requiredText("Text-to-give number", 40),
    keyword: requiredText("Text-to-give keyword", 30),
  }),
  timeZone: timeZoneField,
  serviceTimes: z.array(serviceTimeSchema).max(30, { error: "At most 30 service times." }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** A link as the server hands it out: checked on the way in, null while not set. */
const storedLink = z.string().nullable();

/**
 * GET /settings: the settings, and the version an editor sends back with its change. Checked on
 * the way in, they leave as they are: the fields that normalise what staff typed (empty links, the
 * time zone's spelling) are plain strings here, since a schema that transforms cannot write JSON.
 */
export const siteSettingsResponseSchema = siteSettingsSchema.extend({
  social: z.object({ facebook: storedLink, instagram: storedLink, youtube: storedLink }),
  links: z.object({
    memberPortal: storedLink,
    liveStream: storedLink,
    messagingApp: storedLink,
    givingPartner: storedLink,
    paymentApp: storedLink,
    pastorsHelpline: storedLink,
    documents: storedLink,
    pastorsReportingPortal: storedLink,
  }),
  timeZone: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** At most this many addresses per alert list. */
export const MAX_ALERT_ADDRESSES = 20;

function alertAddresses(label: string) {
  return z
    .array(emailField, { error: `${label} must be a list of e-mail addresses.` })
    .max(MAX_ALERT_ADDRESSES, { error: `${label}: at most ${MAX_ALERT_ADDRESSES} addresses.` })
    // The same address twice would get every alert twice.
    .transform((addresses) => addresses.filter((address, index) => addresses.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index));
}

/**
 * Who is told by e-mail (issue 21): the prayer team of each new prayer request, the office of each
 * contact message. People's private addresses, so staff only: never in the public answer of
 * GET /settings, only in the one a signed-in staff member gets.
 */
export const notificationsSchema = z.object({
  prayerRequests: alertAddresses("Prayer team addresses"),
  contactMessages: alertAddresses("Office addresses"),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export const NO_NOTIFICATIONS: Notifications = { prayerRequests: [], contactMessages: [] };

/** GET /settings as a signed-in staff member reads it: the public settings and the alert lists. */
export const staffSiteSettingsResponseSchema = siteSettingsResponseSchema.extend({
  notifications: z.object({ prayerRequests: z.array(z.string()), contactMessages: z.array(z.string()) }),
});
export type StaffSiteSettingsResponse = z.infer<typeof staffSiteSettingsResponseSchema>;

/** The version an editor started from: a change made from an older one is refused (409). */
const versionField = z.number({ error: "Version is required." }).int().min(0);

/**
 * PUT /settings: the whole settings, and the version the editor started from (409 when it is not
 * the latest). The logo is not part of it: it is a picture, changed with PUT or DELETE
 * /settings/logo, so a script that sends back what it read cannot point it at a picture that is
 * not there (a `logo` sent here is ignored, like any other unknown field). The alert addresses
 * may be left out, and are then kept as they are.
 */
export const updateSiteSettingsRequestSchema = siteSettingsSchema.omit({ logo: true }).extend({
  version: versionField,
  /** Left out: the alert lists stay as they are (a script sending back the public settings clears nobody). */
  notifications: notificationsSchema.optional(),
});
export type UpdateSiteSettingsRequest = z.input<typeof updateSiteSettingsRequestSchema>;

/** The form field of PUT /settings/logo that carries the picture (multipart, beside `version`). */
export const LOGO_FIELD = "logo";

/** PUT /settings/logo's text field, and DELETE /settings/logo's query: the version the editor started from. */
export const logoVersionSchema = z.object({
  version: z.coerce.number({ error: "Version is required." }).int({ error: "Version is required." }).min(0, { error: "Version is required." }),
});

/** What staff read when their change is refused or made (the admin screen shows these as they are). */
export const SETTINGS_MESSAGES = {
  conflict:
    "Someone else saved the settings since you opened them. Your changes are still in the form: open the settings in another tab to see theirs, then reload this one and make your changes again.",
  saved: "Settings saved. The site shows them now.",
  logoSaved: "Logo uploaded. The site shows it now.",
  logoRemoved: "Logo removed: the site shows the built-in mark again.",
} as const;
