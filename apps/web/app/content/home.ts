/**
 * The home page's words and pictures (SPEC §2.3). Links to other sites come from site.config.ts;
 * everything here is the parish's own writing.
 */
import type { Slider } from "@lampstand/contract/entities";

/** Intrinsic size of the banner artwork: the spec's recommended slider size (SPEC §9). */
export const BANNER_SIZE = { width: 1920, height: 900 } as const;

/**
 * The five pictures shown while there are no sliders from the API (SPEC §3: banner1…banner5,
 * ids 1…5), shaped like the API's sliders, with the text alternative each picture needs.
 */
export const DEFAULT_BANNERS: Array<Pick<Slider, "id" | "image" | "verse"> & { alt: string }> = [
  {
    id: 1,
    image: "/images/banners/banner1.svg",
    alt: "Sunrise over rolling hills, with a small chapel standing on the ridge.",
    verse: "This is the day which the LORD hath made; we will rejoice and be glad in it. — Psalm 118:24",
  },
  {
    id: 2,
    image: "/images/banners/banner2.svg",
    alt: "A golden lampstand burning brightly, its light streaming out in every direction.",
    verse: "Ye are the light of the world. A city that is set on an hill cannot be hid. — Matthew 5:14",
  },
  {
    id: 3,
    image: "/images/banners/banner3.svg",
    alt: "Calm water at dusk, with the setting sun laying a path of light across it.",
    verse: "He that believeth on me, out of his belly shall flow rivers of living water. — John 7:38",
  },
  {
    id: 4,
    image: "/images/banners/banner4.svg",
    alt: "A city skyline at night under the moon and stars, with a lit church among the buildings.",
    verse: "Seek the peace of the city … and pray unto the LORD for it. — Jeremiah 29:7",
  },
  {
    id: 5,
    image: "/images/banners/banner5.svg",
    alt: "A golden wheat field ready for harvest under a bright evening sky.",
    verse: "The harvest truly is plenteous, but the labourers are few. — Matthew 9:37",
  },
];

/** The hero text over the banner. The <h1> itself is the page's heading in public-pages.ts. */
export const HERO = {
  tagline: "A Spirit-filled family where everyone is welcome: come as you are, leave with hope.",
  /** The two overlay links that take turns every 5 s (SPEC §2.3, §9). */
  joinUs: { label: "Join us this Sunday!", href: "#service-times" },
  pastorDesk: { label: "Pastor Desk", href: "/pastor-desk" },
} as const;

/** The floating panel that appears once the activities strip is half in view (SPEC §2.3). */
export const PRAYER_PANEL = {
  heading: "Need Prayer or Spiritual Support?",
  text: "You do not have to carry it alone. Our prayer team would be honoured to pray with you.",
  link: { label: "Request Prayer", href: "/prayer-request" },
} as const;
