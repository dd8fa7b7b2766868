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
    messagingApp: optionalWebAddress("Choir messaging group"),
    /** SPEC §2.9's two third-party giving options: until set they lead to the home page, and say so. */
    givingPartner: optionalWebAddress("Giving partner"),
    paymentApp: optionalWebAddress("Payment app"),
    /** Placeholders SPEC §2.2 and §2.5 keep without a target yet: shown as "coming soon" until set. */
    pastorsHelpline: optionalWebAddress("Pastors' helpline"),
    documents: optionalWebAddress("Documents"),
    pastorsReportingPortal: optionalWebAddress("Pastors' reporting portal"),
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

/** GET /settings: the settings, and the version an editor sends back with its change. */
export const siteSettingsResponseSchema = siteSettingsSchema.extend({
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** PUT /settings: the whole settings, and the version the editor started from (409 when it is not the latest). */
export const updateSiteSettingsRequestSchema = siteSettingsSchema.extend({
  version: z.number({ error: "Version is required." }).int().min(0),
});
export type UpdateSiteSettingsRequest = z.input<typeof updateSiteSettingsRequestSchema>;
