/**
 * The church's identity in one place (ARCHITECTURE decision 7): another parish deploys
 * Lampstand by editing this file and the content files, not the components.
 * Every value below is a placeholder until the church supplies its own.
 */
export const siteConfig = {
  name: "Lampstand",
  description: "Lampstand is a church family: worship with us, grow in faith and serve the community.",
  address: {
    street: "100 Placeholder Avenue",
    city: "Springfield",
    region: "ST",
    postalCode: "00000",
    country: "USA",
  },
  phones: {
    office: "+1 (555) 010-0100",
  },
  emails: {
    general: "info@example.org",
    finance: "finance@example.org",
    information: "information@example.org",
    welfare: "welfare@example.org",
    technical: "technical@example.org",
  },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
  },
  links: {
    memberPortal: "https://example.org/portal",
    liveStream: "https://www.youtube.com/",
  },
} as const;

export type SiteConfig = typeof siteConfig;
