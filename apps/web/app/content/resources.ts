/**
 * The resources section (SPEC §2.5): the hub, the key resources, the Open Heavens devotional and
 * the manuals of the Sunday school and home fellowship, with the prices and limits of SPEC §9.
 * Contact details and external links come from site.config, never from here.
 */
import type { PictogramName } from "~/components/page-kit/pictograms";
import { siteConfig } from "~/site.config";

/** Where a resource card leads: a page of this site, another site (new tab), or nowhere yet. */
export type ResourceTarget = { kind: "internal"; to: string } | { kind: "external"; href: string } | { kind: "coming-soon" };

export type ResourceCardContent = {
  title: string;
  description: string;
  icon: PictogramName;
  target: ResourceTarget;
};

/** The five cards of the resources hub. */
export const RESOURCE_HUB: readonly ResourceCardContent[] = [
  {
    title: "Key Resources",
    description: "The Open Heavens devotional, Sunday school and fellowship manuals, the baptismal class, prayer guides and more.",
    icon: "book",
    target: { kind: "internal", to: "/key-resources" },
  },
  {
    title: "Key Ministries",
    description: "Find your place among the men, women, youth, children and choir ministries of the parish.",
    icon: "people",
    target: { kind: "internal", to: "/ministries" },
  },
  {
    title: "Pastor's Desk",
    description: "Monthly letters from our pastor: encouragement, teaching and news from the life of the parish.",
    icon: "pen",
    target: { kind: "internal", to: "/pastor-desk" },
  },
  {
    title: "Pastors' Reporting Portal",
    description: "A secure place for pastors and fellowship leaders to send in their parish and fellowship reports.",
    icon: "chart",
    target: siteConfig.links.pastorsReportingPortal
      ? { kind: "external", href: siteConfig.links.pastorsReportingPortal }
      : { kind: "coming-soon" },
  },
  {
    title: "Video Channel",
    description: "Watch our services live, catch up on past sermons and share a message with a friend.",
    icon: "play",
    target: { kind: "external", href: siteConfig.social.youtube },
  },
];

/** The seven cards of the key resources page. */
export const KEY_RESOURCES: readonly ResourceCardContent[] = [
  {
    title: "Open Heavens",
    description: "The daily devotional: a Bible reading, a message and a prayer for every day of the year. How to order copies.",
    icon: "sun",
    target: { kind: "internal", to: "/open-heaven" },
  },
  {
    title: "Prayer Guide",
    description: "The thirty-day fasting and prayer guide for 1 to 30 November 2025, a theme and a scripture for each day.",
    icon: "flame",
    target: { kind: "internal", to: "/prayer-point" },
  },
  {
    title: "Sunday School",
    description: "Manuals for students, teachers and young people, with prices and how to order them.",
    icon: "book-open",
    target: { kind: "internal", to: "/sunday-school" },
  },
  {
    title: "Home Fellowship",
    description: "The house fellowship manual that guides our midweek gatherings in homes across the city.",
    icon: "home",
    target: { kind: "internal", to: "/home-fellowship" },
  },
  {
    title: "Baptismal Manual",
    description: "Fifteen lessons that prepare new believers for water baptism and the first steps of Christian life.",
    icon: "water",
    target: { kind: "internal", to: "/baptismal" },
  },
  {
    title: "Prayer Request",
    description: "Tell us what is on your heart. Our prayer team will stand with you in prayer.",
    icon: "heart",
    target: { kind: "internal", to: "/prayer-request" },
  },
  {
    title: "Operation Andrew",
    description: "Pray for seven people by name and bring them to Jesus: how the Operation Andrew cards work.",
    icon: "user-plus",
    target: { kind: "internal", to: "/operation-andrew" },
  },
];

/** A price as SPEC §9 gives it: a whole amount in naira or in US dollars. */
export type Price = { amount: number; currency: "naira" | "dollars" };

/** "1200 naira", "12 dollars": the wording of SPEC §9, unambiguous for readers on either side of the Atlantic. */
export function formatPrice(price: Price): string {
  return `${price.amount} ${price.currency}`;
}

/** Open Heavens ordering terms (SPEC §9). */
export const OPEN_HEAVENS = {
  /** Orders of this many copies or more get the lower price. */
  bulkMinimum: 50,
  bulkPrice: { amount: 13, currency: "dollars" },
  standardPrice: { amount: 15, currency: "dollars" },
  ordersBegin: "mid-December",
  tagline: "A daily devotional to begin every day of the year with God.",
  image: {
    src: "/images/resources/open-heavens.svg",
    alt: "Illustration of an Open Heavens devotional book whose cover shows clouds parting and rays of light over a sunrise.",
  },
  about: [
    `Open Heavens is a daily devotional written by ${siteConfig.generalOverseer.name}, the General Overseer of ${siteConfig.denomination.name}. A new edition is published for every year, with one page for each day.`,
    "Many of our members begin the morning with it before they reach for the phone: a few minutes in the Word and in prayer that set the direction for the whole day. Families read it together at the breakfast table, and fellowship leaders use it to open their meetings.",
  ],
  features: [
    "A Bible passage to read and a verse to memorise",
    "A short message that applies the Scripture to daily life",
    "A prayer point and an action point for the day",
    "A hymn to sing",
    "A plan to read through the whole Bible in a year",
  ],
} as const satisfies {
  bulkMinimum: number;
  bulkPrice: Price;
  standardPrice: Price;
  ordersBegin: string;
  tagline: string;
  image: { src: string; alt: string };
  about: readonly string[];
  features: readonly string[];
};

export type Manual = {
  name: string;
  /** Who uses it. */
  audience: string;
  price: Price;
};

/** What the Sunday school and home fellowship pages show (components/resource-order-page.tsx). */
export type ResourceOrderContent = {
  tagline: string;
  image: { src: string; alt: string };
  aboutHeading: string;
  about: string[];
  /** A manual picked out above the ordering details. */
  offer?: { heading: string; text: string; manual: Manual };
  manuals: Manual[];
  pricingNote: string;
  howToOrder: string[];
  contactNote: string;
};

const youthManual: Manual = {
  name: "Youth Sunday School Manual",
  audience: "Teenagers and young adults",
  price: { amount: 12, currency: "dollars" },
};

const houseFellowshipManual: Manual = {
  name: "House Fellowship Manual",
  audience: "House fellowship leaders and members",
  price: { amount: 1000, currency: "naira" },
};

export const SUNDAY_SCHOOL: ResourceOrderContent = {
  tagline: "Manuals for students, teachers and young people: prices and how to order.",
  image: {
    src: "/images/resources/sunday-school.svg",
    alt: "Illustration of a stack of three Sunday school manuals beside an open Bible and a pencil.",
  },
  aboutHeading: "Learning the Word together",
  about: [
    "Sunday school is where the whole church studies the Bible together, class by class, before the main service. Everyone follows the same lesson each week, so a family can talk over the same passage on the drive home.",
    "The lessons come from manuals prepared by the denomination for the whole year. Students follow along in their own copy; teachers have a companion edition with background notes, discussion questions and guidance for leading the class.",
  ],
  offer: {
    heading: "New this year: the Youth Sunday School Manual",
    text: "Written for teenagers and young adults, with a lesson for every week, discussion questions that take real life seriously, a memory verse and a practical challenge to live out before the next class.",
    manual: youthManual,
  },
  manuals: [
    { name: "Sunday School Students' Manual", audience: "Adult Sunday school classes", price: { amount: 1200, currency: "naira" } },
    { name: "Sunday School Teachers' Manual", audience: "Sunday school teachers", price: { amount: 1200, currency: "naira" } },
    houseFellowshipManual,
    { name: "Order of Service Manual", audience: "Ministers and service coordinators", price: { amount: 500, currency: "naira" } },
    youthManual,
  ],
  pricingNote:
    "Prices are per copy. Manuals printed by the denomination's publishing house are priced in naira; the youth manual is printed for our region and priced in US dollars. The office will confirm the total in your currency when you order.",
  howToOrder: [
    "Count how many copies of each manual your class, department or parish needs.",
    "E-mail or call the church office with your name, your parish or fellowship, and the manuals and quantities you want.",
    "The office confirms the order, the total and when your manuals will be ready.",
    "Collect the manuals from the church office, where payment is also made. Please order a few weeks before the new Sunday school year begins.",
  ],
  contactNote: "Questions about the manuals or about joining a Sunday school class? The church office will be glad to help.",
};

export const HOME_FELLOWSHIP: ResourceOrderContent = {
  tagline: "The house fellowship manual: prices, ordering and contacts.",
  image: {
    src: "/images/resources/home-fellowship.svg",
    alt: "Illustration of a house with warm lit windows and a small group gathered around a table with an open book.",
  },
  aboutHeading: "Church in the living room",
  about: [
    "On weekday evenings, small groups of our members meet in homes across the city to pray, read the Bible and care for one another. House fellowship is where newcomers become friends and where needs are noticed early.",
    "Every fellowship follows the same weekly study from the House Fellowship Manual: a passage, a short teaching, questions for discussion and a prayer focus. Hosts and leaders use it to guide the evening; members use it to prepare and to look back on what they learned.",
  ],
  manuals: [houseFellowshipManual],
  pricingNote:
    "The price is per copy and is set by the denomination's publishing house. The office will confirm the total in your currency when you order.",
  howToOrder: [
    "Fellowship leaders collect the number of copies their group needs.",
    "E-mail or call the church office with your name, your fellowship and the number of copies.",
    "The office confirms the order, the total and when the manuals will be ready.",
    "Collect the manuals from the church office, where payment is also made.",
  ],
  contactNote:
    "Would you like to join or host a house fellowship near you, or do you have a question about the manual? Get in touch with the church office.",
};
