import { describe, expect, it } from "vitest";
import { pageContentSchema, type Block, type BlockOf, type BlockType, type PageContent, type Span } from "@lampstand/contract/page-blocks";
import { PAGE_SLUG_PATTERN } from "@lampstand/contract/pages";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { baptismalPage } from "./baptismal";
import { childrenMinistryPage } from "./children-ministry";
import { choirMinistryPage } from "./choir-ministry";
import { donatePage } from "./donate";
import { giveByTextPage } from "./give-by-text";
import { homePage } from "./home";
import { homeFellowshipPage } from "./home-fellowship";
import { keyResourcesPage } from "./key-resources";
import { menMinistryPage } from "./men-ministry";
import { ministriesPage } from "./ministries";
import { onlineDonationPage } from "./online-donation";
import { openHeavenPage } from "./open-heaven";
import { operationAndrewPage } from "./operation-andrew";
import { prayerPointPage } from "./prayer-point";
import { resourcesPage } from "./resources";
import { sundaySchoolPage } from "./sunday-school";
import { womenMinistryPage } from "./women-ministry";
import { youthMinistryPage } from "./youth-ministry";

/**
 * The seed documents of SPEC §2.5 (ministries and resources), §2.9 (giving) and the home page's own
 * sections: each is a valid page, and each holds the spec texts the page's end-to-end tests look for
 * (e2e/tests/ministries-resources, giving, home), so a fresh site seeded from them passes those tests.
 */

type Seed = { slug: string; title: string; description: string; content: PageContent };

const MINISTRY_PAGES = [womenMinistryPage, menMinistryPage, choirMinistryPage, youthMinistryPage, childrenMinistryPage];
const SEEDS: Seed[] = [
  ministriesPage,
  ...MINISTRY_PAGES,
  resourcesPage,
  keyResourcesPage,
  openHeavenPage,
  prayerPointPage,
  sundaySchoolPage,
  homeFellowshipPage,
  baptismalPage,
  operationAndrewPage,
  donatePage,
  giveByTextPage,
  onlineDonationPage,
  homePage,
];

/** A setting's value in a fresh site, as a paragraph shows it. */
function settingText(name: string): string {
  const value = name.split(".").reduce<unknown>((object, key) => (object as Record<string, unknown>)[key], DEFAULT_SETTINGS);
  if (typeof value !== "string") throw new Error(`No text setting ${name}`);
  return value;
}

/** A piece of a paragraph (not a card, which has a `text` too): only the keys a span has. */
function isSpan(value: unknown): value is Span {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  return "setting" in value ? keys.every((key) => key === "setting" || key === "link") : "text" in value && keys.every((key) => ["text", "strong", "href"].includes(key));
}

/** Every text of a page as a reader of a fresh site sees it: a paragraph's pieces joined, settings filled in. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isSpan)) return [value.map((span) => ("setting" in span ? settingText(span.setting) : span.text)).join("")];
    return value.flatMap(texts);
  }
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}
const pageText = (seed: Seed) => texts(seed.content).join("\n");

/** Every block of a page, those inside panels, columns and accordion sections included. */
function blocks(list: readonly Block[]): Block[] {
  return list.flatMap((block): Block[] => {
    if (block.type === "panel") return [block, ...blocks(block.blocks)];
    if (block.type === "columns") return [block, ...blocks(block.first), ...blocks(block.second)];
    if (block.type === "accordion") return [block, ...blocks(block.items.flatMap((item) => item.blocks))];
    return [block];
  });
}
function blocksOf<T extends BlockType>(seed: Seed, type: T): BlockOf<T>[] {
  return blocks(seed.content.blocks).filter((block): block is BlockOf<T> => block.type === type);
}
function cardsHeaded(seed: Seed, heading: string | undefined) {
  const found = blocksOf(seed, "cards").filter((block) => block.heading === heading);
  expect(found, `${seed.slug}: cards headed ${heading}`).toHaveLength(1);
  return found[0]!;
}
/** Where every link of a page leads, in order: an address, or the setting it follows. */
function links(seed: Seed): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      if ("href" in value) {
        const { href } = value as { href: unknown };
        found.push(typeof href === "string" ? href : `setting:${(href as { setting: string }).setting}`);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(seed.content);
  return found;
}

describe("the seed documents", () => {
  it.each(SEEDS.map((seed) => [seed.slug, seed] as const))("%s is a valid page, unchanged by validation", (_slug, seed) => {
    expect(seed.slug).toMatch(PAGE_SLUG_PATTERN);
    // Validation neither refuses nor rewrites it: what is seeded is what the renderers get.
    expect(pageContentSchema.parse(seed.content)).toEqual(seed.content);
  });

  it.each(SEEDS.map((seed) => [seed.slug, seed] as const))("%s has today's heading, title and description", (_slug, seed) => {
    const page = PUBLIC_PAGES.find((candidate) => candidate.path === (seed.slug === "home" ? "/" : `/${seed.slug}`));
    expect(page).toBeDefined();
    expect(seed.content.heading).toBe(page?.heading);
    expect(seed.title).toBe(page?.title);
    expect(seed.description).toBe(page?.description);
  });

  it("has one document per slug", () => {
    expect(new Set(SEEDS.map((seed) => seed.slug)).size).toBe(SEEDS.length);
  });
});

describe("ministries (SPEC §2.4)", () => {
  const paths = ["/women-ministry", "/men-ministry", "/choir-ministry", "/youth-ministry", "/children-ministry"];

  it("lists the five ministries on the index, each card linking to its page, then the events", () => {
    const grid = cardsHeaded(ministriesPage, undefined);
    expect(grid.items.map((card) => [card.title, card.link?.href])).toEqual([
      ["Women Ministry", "/women-ministry"],
      ["Men Ministry", "/men-ministry"],
      ["Choir (Music) Ministry", "/choir-ministry"],
      ["Youth Ministry", "/youth-ministry"],
      ["Children Ministry", "/children-ministry"],
    ]);
    expect(grid.cta?.link.href).toBe("/events");
  });

  it.each(MINISTRY_PAGES.map((seed) => [seed.slug, seed] as const))("%s has a vision, a mission, what it does, a picture and a button to /events", (slug, seed) => {
    const visionMission = blocksOf(seed, "cards").find((block) => block.look === "panel");
    expect(visionMission?.items.map((card) => card.title)).toEqual(["Our Vision", "Our Mission"]);
    for (const card of visionMission?.items ?? []) expect(texts(card.text).join("").length).toBeGreaterThan(60);
    expect(cardsHeaded(seed, "What we do").items.length).toBeGreaterThan(0);
    expect(links(seed)).toContain("/events");
    expect(blocksOf(seed, "picture")[0]?.picture.alt).toMatch(/\S{10,}/);
    // The other four ministries and the index, never the page itself.
    expect(links(seed).filter((href) => paths.includes(href))).toEqual(paths.filter((path) => path !== `/${slug}`));
  });

  it("offers Donate on the children ministry page only, and joining the choir through the messaging app", () => {
    for (const seed of MINISTRY_PAGES) expect(links(seed).includes("/donate")).toBe(seed === childrenMinistryPage);
    const donate = blocksOf(childrenMinistryPage, "buttons").flatMap((block) => block.links).find((link) => link.href === "/donate");
    expect(donate?.label).toBe("Donate");
    const join = blocksOf(choirMinistryPage, "buttons").flatMap((block) => block.links)[0];
    expect(join).toEqual({ label: "Join the choir on WhatsApp", href: { setting: "links.messagingApp" } });
  });
});

describe("resources (SPEC §2.5)", () => {
  it("shows the hub's five cards: three pages, the video channel, and the reporting portal that is coming soon", () => {
    const grid = cardsHeaded(resourcesPage, undefined);
    expect(grid.look).toBe("resource");
    expect(grid.items.map((card) => [card.title, card.link?.href])).toEqual([
      ["Key Resources", "/key-resources"],
      ["Key Ministries", "/ministries"],
      ["Pastor's Desk", "/pastor-desk"],
      ["Pastors' Reporting Portal", { setting: "links.pastorsReportingPortal" }],
      ["Video Channel", { setting: "social.youtube" }],
    ]);
    // Not set on a fresh site, so the card says "coming soon" (and links nowhere).
    expect(DEFAULT_SETTINGS.links.pastorsReportingPortal).toBeNull();
  });

  it("links exactly the seven key resources", () => {
    const grid = cardsHeaded(keyResourcesPage, undefined);
    expect(grid.items.map((card) => card.link?.href)).toEqual([
      "/open-heaven",
      "/prayer-point",
      "/sunday-school",
      "/home-fellowship",
      "/baptismal",
      "/prayer-request",
      "/operation-andrew",
    ]);
  });

  it("gives the Open Heavens prices and terms of SPEC §9, and takes orders by e-mail or phone only", () => {
    const text = pageText(openHeavenPage);
    for (const expected of ["13 dollars", "15 dollars", "50 copies or more", "Fewer than 50 copies", "Orders begin mid-December", "not sold to individuals"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/no online ordering and no card payment/);
    expect(text).toContain(`General Overseer of ${DEFAULT_SETTINGS.denomination}`);
    expect(blocksOf(openHeavenPage, "office-contact")).toEqual([{ type: "office-contact", subject: "Open Heavens order", showAddress: false }]);
  });

  it("prices the Sunday school manuals as SPEC §9 says, with the youth manual on offer", () => {
    const [table] = blocksOf(sundaySchoolPage, "price-table");
    expect(table?.rows.map((row) => [row.name, row.price])).toEqual([
      ["Sunday School Students' Manual", "1200 naira"],
      ["Sunday School Teachers' Manual", "1200 naira"],
      ["House Fellowship Manual", "1000 naira"],
      ["Order of Service Manual", "500 naira"],
      ["Youth Sunday School Manual", "12 dollars"],
    ]);
    // The offer's heading and its price sit in one section (the columns block).
    const offer = blocksOf(sundaySchoolPage, "columns").find((block) => texts(block).join("\n").includes("New this year: the Youth Sunday School Manual"));
    expect(texts(offer).join("\n")).toContain("12 dollars");
  });

  it("prices the one home fellowship manual", () => {
    const [table] = blocksOf(homeFellowshipPage, "price-table");
    expect(table?.rows.map((row) => [row.name, row.price])).toEqual([["House Fellowship Manual", "1000 naira"]]);
  });

  it.each([sundaySchoolPage, homeFellowshipPage].map((seed) => [seed.slug, seed] as const))(
    "%s orders through Pricing, How to Order and Contact Us, one open at a time, Pricing first",
    (_slug, seed) => {
      const [accordion] = blocksOf(seed, "accordion");
      expect(accordion?.items.map((item) => item.title)).toEqual(["Pricing", "How to Order", "Contact Us"]);
      expect(accordion?.mode).toBe("single");
      expect(accordion?.open).toEqual([0]);
      expect(accordion?.items[2]?.blocks.some((block) => block.type === "office-contact")).toBe(true);
    },
  );

  it("lists the fifteen baptismal lessons, with a download that is not available yet", () => {
    const lessons = cardsHeaded(baptismalPage, "The 15 lessons");
    expect(lessons.items).toHaveLength(15);
    for (const lesson of lessons.items) expect(`${lesson.title} ${texts(lesson.text).join("")}`.length).toBeGreaterThan(30);
    expect(blocksOf(baptismalPage, "download")).toEqual([{ type: "download", label: "Download manual", note: expect.stringMatching(/will be available soon/) }]);
  });

  it("gives the thirty days of the November 2025 fast, with a download that is not available yet", () => {
    const days = cardsHeaded(prayerPointPage, "The 30 days");
    expect(days.items).toHaveLength(30);
    days.items.forEach((day, index) => {
      expect(day.eyebrow).toBe(`Day ${index + 1}`);
      expect(day.date).toBe(`2025-11-${String(index + 1).padStart(2, "0")}`);
      expect(day.meta).toMatch(/\d+:\d+/);
    });
    expect(blocksOf(prayerPointPage, "text").find((block) => block.heading === "How to take part")?.dates).toEqual({ from: "2025-11-01", to: "2025-11-30" });
    expect(blocksOf(prayerPointPage, "download")).toEqual([
      { type: "download", label: "Download The 2025 Prayer Guide", note: expect.stringMatching(/will be available soon/) },
    ]);
  });

  it("explains Operation Andrew: seven names on a card, two cards for each attendee", () => {
    const figures = cardsHeaded(operationAndrewPage, "The card");
    expect(figures.items.map((card) => [card.title, card.value])).toEqual([
      ["Names on each card", "7"],
      ["Cards for each attendee", "2"],
    ]);
    expect(blocksOf(operationAndrewPage, "picture")[0]?.picture.alt).toMatch(/seven numbered blank lines/);
    expect(cardsHeaded(operationAndrewPage, "How to use your cards").items).toHaveLength(7);
  });
});

describe("giving (SPEC §2.9)", () => {
  it("offers the four ways to give; the partner and app options follow their settings, which lead home until set", () => {
    const options = cardsHeaded(donatePage, "Choose how you would like to give");
    expect(options.items.map((card) => [card.title, card.link?.href])).toEqual([
      ["Give by Text", "/give-by-text"],
      ["Online Donation", "/online-donation"],
      ["Give through our giving partner", { setting: "links.givingPartner" }],
      ["Give with a mobile payment app", { setting: "links.paymentApp" }],
    ]);
    expect(options.items[1]?.link?.label).toBe("Start online giving");
    expect(DEFAULT_SETTINGS.links.givingPartner).toBeNull();
    expect(DEFAULT_SETTINGS.links.paymentApp).toBeNull();
    expect(pageText(donatePage)).toContain(`Write to ${DEFAULT_SETTINGS.emails.finance}.`);
  });

  it("says to text the keyword to the number of the settings, and how to get a year-end receipt", () => {
    const text = pageText(giveByTextPage);
    const { keyword, number } = DEFAULT_SETTINGS.textToGive;
    expect(keyword).toBe("GIVE");
    expect(text).toContain(`Text ${keyword} to ${number}`);
    expect(text).toMatch(/year-end receipt/i);
    expect(text).toMatch(/create an account/i);
    expect(blocksOf(giveByTextPage, "text-to-give")).toEqual([{ type: "text-to-give", note: expect.any(String), action: "Open my messages" }]);
  });

  it("places the donation wizard under the no-payment notice", () => {
    expect(pageText(onlineDonationPage)).toContain("No payment is taken online yet.");
    expect(blocksOf(onlineDonationPage, "widget")).toEqual([{ type: "widget", widget: "donation-wizard" }]);
  });
});

describe("the home page's own sections (SPEC §2.3)", () => {
  it("has the about section with three cards linking to values, beliefs and priorities", () => {
    const panel = homePage.content.blocks[0];
    expect(panel?.type).toBe("panel");
    const about = panel?.type === "panel" ? panel.blocks : [];
    expect(about[0]?.type === "text" && about[0].heading).toBe("A church that lives what it believes");
    const grid = about[1]?.type === "cards" ? about[1] : undefined;
    expect(grid?.items.map((card) => [card.title, card.link?.href])).toEqual([
      ["Our Values", "/our-values"],
      ["Our Beliefs", "/our-beliefs"],
      ["Our Priorities", "/our-priorities"],
    ]);
    for (const card of grid?.items ?? []) expect(card.picture?.alt.length).toBeGreaterThan(10);
  });

  it("has the activities strip, then the welcome with the service times", () => {
    expect(homePage.content.blocks[1]).toEqual({ type: "widget", widget: "home-activities" });
    const welcome = homePage.content.blocks[2];
    expect(texts(welcome).join("\n")).toContain("You are welcome here");
    expect(blocks([welcome!]).filter((block) => block.type === "service-times")).toEqual([
      { type: "service-times", heading: "Service times", directionsLabel: "Get directions" },
    ]);
  });
});
