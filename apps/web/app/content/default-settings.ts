import type { SiteSettings } from "@lampstand/contract/site-settings";

/**
 * The settings a fresh site starts with (issue 20): what site.config.ts held, in the shape staff
 * edit on /admin/settings. The server seeds them on first start; after that the database is the
 * truth, and nothing in a page reads this file — only the seed and the tests that check the seeded
 * site. Every value is a fictional placeholder until the church supplies its own.
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  name: "Lampstand",
  denomination: "Living Waters Pentecostal Mission",
  description: "Lampstand is a church family: worship with us, grow in faith and serve the community.",
  logo: null,
  address: {
    street: "7400 Harwin Drive",
    city: "Houston",
    region: "TX",
    postalCode: "77036",
    country: "USA",
  },
  phone: "+1 (713) 555-0142",
  emails: {
    general: "info@lampstandchurch.org",
    finance: "finance@lampstandchurch.org",
    information: "information@lampstandchurch.org",
    welfare: "welfare@lampstandchurch.org",
    technical: "technical@lampstandchurch.org",
  },
  social: {
    facebook: "https://www.facebook.com/lampstandchurch",
    instagram: "https://www.instagram.com/lampstandchurch",
    youtube: "https://www.youtube.com/@lampstandchurch",
  },
  links: {
    memberPortal: "https://portal.lampstandchurch.org/login",
    liveStream: "https://www.youtube.com/@lampstandchurch/streams",
    messagingApp: "https://chat.whatsapp.com/LampstandChoirJoin",
    givingPartner: null,
    paymentApp: null,
    pastorsHelpline: null,
    documents: null,
    pastorsReportingPortal: null,
  },
  textToGive: { number: "+1 (713) 555-0199", keyword: "GIVE" },
  timeZone: "America/Chicago",
  serviceTimes: [
    { day: "Sunday", time: "09:00", name: "Sunday School" },
    { day: "Sunday", time: "10:00", name: "Celebration Service" },
    { day: "Tuesday", time: "19:00", name: "Bible Study" },
    { day: "Thursday", time: "19:00", name: "Faith Clinic (prayer and healing)" },
    // The monthly Holy Ghost Night is not here: a service time is weekly, and a night held on the
    // first Friday only is a repeating event of the calendar (the seed's), shown on its own dates.
  ],
};
