/**
 * The church's identity in one place (ARCHITECTURE decision 7): another parish deploys
 * Lampstand by editing this file and the content files, not the components.
 * Every value below is a fictional placeholder until the church supplies its own.
 */

const address = {
  street: "7400 Harwin Drive",
  city: "Houston",
  region: "TX",
  postalCode: "77036",
  country: "USA",
} as const;

/** The address on one line, as people write it on an envelope or type it into a map. */
const addressLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

export const siteConfig = {
  name: "Lampstand",
  description: "Lampstand is a church family: worship with us, grow in faith and serve the community.",
  /** The denomination the parish belongs to. */
  denomination: {
    name: "Living Waters Pentecostal Mission",
  },
  /** The denomination's General Overseer. */
  generalOverseer: {
    name: "Pastor Samuel A. Adeyemi",
  },
  address,
  addressLine,
  /** The church's time zone (IANA): event times are wall-clock times here, and the calendar's "this month". */
  timeZone: "America/Chicago",
  phones: {
    office: "+1 (713) 555-0142",
  },
  /** The e-mail addresses of SPEC §2.8, shown on the contact page; `general` is the one used elsewhere. */
  emails: {
    general: "info@lampstandchurch.org",
    finance: "finance@lampstandchurch.org",
    information: "information@lampstandchurch.org",
    welfare: "welfare@lampstandchurch.org",
    technical: "technical@lampstandchurch.org",
  },
  /** Social accounts of the parish (three platforms, SPEC §2.2). */
  social: {
    facebook: "https://www.facebook.com/lampstandchurch",
    instagram: "https://www.instagram.com/lampstandchurch",
    youtube: "https://www.youtube.com/@lampstandchurch",
  },
  links: {
    /** The external church-management portal where members log in. */
    memberPortal: "https://portal.lampstandchurch.org/login",
    /** The video channel with the live stream. */
    liveStream: "https://www.youtube.com/@lampstandchurch/streams",
    /** A map search of the address. */
    map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
    /** The map embedded on the contact page; the server's Content-Security-Policy admits frames from this origin only. */
    mapEmbed: `https://www.google.com/maps?output=embed&q=${encodeURIComponent(addressLine)}`,
    /** Join link of the choir's messaging-app (WhatsApp) group. */
    messagingApp: "https://chat.whatsapp.com/LampstandChoirJoin",
    /** Placeholders the spec keeps without a target yet (SPEC §2.2, §2.5): rendered as "coming soon". */
    pastorsHelpline: null,
    documents: null,
    pastorsReportingPortal: null,
  },
  /** Text-to-give (SPEC §2.9): text the keyword to the number. */
  textToGive: {
    number: "+1 (713) 555-0199",
    keyword: "GIVE",
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A text message to `phone`, with `body` already typed in. */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, "")}?body=${encodeURIComponent(body)}`;
}
