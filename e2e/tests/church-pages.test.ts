import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteConfig } from "@lampstand/web/site-config";
import { baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, visit } from "../support/pages.ts";

/**
 * THE CHURCH pages (SPEC §2.4): the counts the spec gives, read from the HTML the server sends
 * (in a tab with JavaScript switched off, so nothing can be added after the fact), then the
 * accordions' behaviour and the layout in Chromium with JavaScript.
 */

/** The doctrines SPEC §2.4 names, in the order it names them. */
const NAMED_BELIEFS = [
  "The Bible",
  "God",
  "Jesus Christ",
  "The Holy Spirit",
  "The Trinity",
  "The Fall of Man",
  "Salvation",
  "Sanctification",
  "Baptism of the Holy Spirit",
  "Divine Healing",
  "The Rapture",
  "The Tribulation",
  "The Millennial Age",
  "The Judgement Seat",
  "Eternal Heaven",
  "The Lake of Fire",
  "Water Baptism",
  "Restitution",
  "The Lord's Supper",
];

const LAMENTATIONS_3_22_23 =
  "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.";

/** The accordion toggles inside the page's main content, by their visible titles. */
function accordionButtons(page: Page): Locator {
  return page.locator("main button[aria-expanded]");
}

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}

/** What each element says to a screen reader: its text without the parts hidden with aria-hidden (an accordion's +). */
async function spokenTextsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const spoken = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
      return [...node.childNodes].map(spoken).join("");
    };
    return elements.map((element) => spoken(element).replace(/\s+/g, " ").trim());
  });
}

/** The panel an accordion button opens (present in the HTML even while closed). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

describe("THE CHURCH pages as the server sends them", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context?.close();
  });

  async function open(path: string): Promise<void> {
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
  }

  test("Our Values: 14 cards, each with an icon, a title and a scripture-backed text", async () => {
    await open("/our-values");
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(14);
    for (const card of await cards.all()) {
      expect((await card.getByRole("heading", { level: 2 }).textContent())?.trim()).toBeTruthy();
      expect(await card.locator('svg[aria-hidden="true"]').count()).toBe(1);
      expect(await card.locator("blockquote").textContent()).toMatch(/\w{3,}/);
      expect(await card.locator("figcaption").textContent()).toMatch(/^(\d )?[A-Z][a-z]+ \d+:\d+(-\d+)?$/);
      expect((await card.locator("p").first().textContent())!.length).toBeGreaterThan(60);
    }
  });

  test("We Believe In: about 22 topics, the 19 the spec names among them in its order, each with scripture", async () => {
    await open("/our-beliefs");
    const titles = await spokenTextsOf(accordionButtons(page));
    expect(titles.length).toBeGreaterThanOrEqual(22);
    expect(new Set(titles).size).toBe(titles.length);
    const positions = NAMED_BELIEFS.map((name) => titles.indexOf(name));
    expect(positions.filter((position) => position < 0)).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const button of await accordionButtons(page).all()) {
      const panel = await panelOf(page, button);
      expect(await panel.textContent()).toMatch(/We believe .{40,}Scripture: .*\d+:\d+/);
    }
  });

  test("Our Priorities: 8 cards", async () => {
    await open("/our-priorities");
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(8);
    for (const card of await cards.all()) expect(await card.getByRole("heading", { level: 2 }).count()).toBe(1);
  });

  test("Our Mission: an image with alt text and a five-point vision that plants churches within five minutes", async () => {
    await open("/our-mission");
    const image = page.locator("main img");
    expect(await image.count()).toBe(1);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(20);
    const vision = page.getByRole("region", { name: "Our vision" }).getByRole("listitem");
    expect(await vision.count()).toBe(5);
    const points = (await textsOf(vision)).join(" ");
    expect(points).toMatch(/five minutes' walk or drive .* developing countries/);
    expect(points).toMatch(/five minutes' drive in developed countries/);
  });

  test("Our Legacy: an accordion of 8 history items naming the denomination", async () => {
    await open("/our-legacy");
    const titles = await spokenTextsOf(accordionButtons(page));
    expect(titles).toHaveLength(8);
    expect(await page.locator("main").textContent()).toContain(siteConfig.denomination.name);
  });

  test("Our Origin: milestones 1980, 1981, 1991 and 2019 in order, alternating left and right, each with a picture", async () => {
    await open("/our-origin");
    const milestones = page.locator("main li[data-align]");
    expect(await milestones.count()).toBe(4);
    const years: string[] = [];
    const sides: Array<string | null> = [];
    for (const milestone of await milestones.all()) {
      years.push((await milestone.locator("time").textContent())!.trim());
      sides.push(await milestone.getAttribute("data-align"));
      expect((await milestone.locator("img").getAttribute("alt"))?.trim()).toBeTruthy();
      expect((await milestone.getByRole("heading", { level: 2 }).textContent())?.trim()).toBeTruthy();
    }
    expect(years).toEqual(["1980", "1981", "1991", "2019"]);
    expect(sides).toEqual(["left", "right", "left", "right"]);
  });

  test("The General Overseer: four biography sections, a portrait, social links and the way to the prophecies", async () => {
    await open("/general-overseer");
    expect(await spokenTextsOf(accordionButtons(page))).toEqual(["Early Life", "Call to Ministry", "Leadership", "Family & Legacy"]);
    const main = page.locator("main");
    expect(await main.textContent()).toContain(siteConfig.generalOverseer.name);
    expect(await main.getByRole("img", { name: siteConfig.generalOverseer.name }).count()).toBe(1);
    for (const [platform, href] of Object.entries(siteConfig.social)) {
      const link = main.locator(`a[href="${href}"]`);
      expect(await link.count(), platform).toBe(1);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect((await link.getAttribute("aria-label"))?.toLowerCase()).toContain(platform);
    }
    expect(await main.getByRole("link", { name: "View This Year's Prophecies" }).getAttribute("href")).toBe("/prophecies");
  });

  test("This Year's Prophecies: three items, Lamentations 3:22-23 for Nigeria, the others marked as still to come", async () => {
    await open("/prophecies");
    expect(await page.locator("main").textContent()).toContain("2025");
    const buttons = accordionButtons(page);
    expect(await spokenTextsOf(buttons)).toEqual(["For Individuals", "For Nigeria", "For International"]);
    const [individuals, nigeria, international] = await Promise.all([0, 1, 2].map((index) => panelOf(page, buttons.nth(index))));
    const nigeriaText = (await nigeria!.textContent())!.replace(/\s+/g, " ");
    expect(nigeriaText).toContain(LAMENTATIONS_3_22_23);
    expect(nigeriaText).toContain("Lamentations 3:22-23");
    for (const placeholder of [individuals!, international!]) {
      const text = (await placeholder.textContent())!;
      expect(text).toMatch(/will be published here/);
      expect(text).not.toContain(LAMENTATIONS_3_22_23);
    }
  });

  test("Church leaders: ten leaders, each with a portrait named in its alt text, a title and a role", async () => {
    await open("/church-leaders");
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(10);
    for (const card of await cards.all()) {
      const name = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
      const alt = await card.locator("img").getAttribute("alt");
      expect(alt).toContain(name);
      const [title, role] = await textsOf(card.locator("p"));
      expect(title).toMatch(/^(Pastor|Deacon|Deaconess)/i);
      expect(role).toBeTruthy();
    }
  });
});

describe("THE CHURCH pages in Chromium", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context?.close();
  });

  const expanded = (name: string) => page.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");
  const click = (name: string) => page.getByRole("button", { name, exact: true }).click();
  const openTitles = async () =>
    (await spokenTextsOf(page.locator('main button[aria-expanded="true"]'))).sort((a, b) => a.localeCompare(b));

  test("We Believe In: every topic opens and closes on its own", async () => {
    await visit(page, `${baseUrl}/our-beliefs`);
    expect(await openTitles()).toEqual([]);
    await click("The Bible");
    await click("Divine Healing");
    expect(await openTitles()).toEqual(["Divine Healing", "The Bible"]);
    expect(await page.getByText("inspired Word of God").isVisible()).toBe(true);
    await click("The Bible");
    expect(await expanded("The Bible")).toBe("false");
    expect(await expanded("Divine Healing")).toBe("true");
    expect(await page.getByText("inspired Word of God").isVisible()).toBe(false);
  });

  test("The General Overseer: one section open at a time, and clicking the open one closes it", async () => {
    await visit(page, `${baseUrl}/general-overseer`);
    expect(await openTitles()).toEqual(["Early Life"]);
    await click("Leadership");
    expect(await openTitles()).toEqual(["Leadership"]);
    await click("Call to Ministry");
    expect(await openTitles()).toEqual(["Call to Ministry"]);
    await click("Call to Ministry");
    expect(await openTitles()).toEqual([]);
  });

  test("The General Overseer's 'View This Year's Prophecies' goes to /prophecies", async () => {
    await visit(page, `${baseUrl}/general-overseer`);
    await page.getByRole("link", { name: "View This Year's Prophecies" }).click();
    await page.waitForURL(`${baseUrl}/prophecies`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "This Year's Prophecies" }).isVisible()).toBe(true);
  });

  test("This Year's Prophecies: one item open at a time, and clicking the open one closes it", async () => {
    await visit(page, `${baseUrl}/prophecies`);
    expect(await openTitles()).toEqual(["For Nigeria"]);
    expect(await page.getByText(LAMENTATIONS_3_22_23).isVisible()).toBe(true);
    await click("For Individuals");
    expect(await openTitles()).toEqual(["For Individuals"]);
    expect(await page.getByText(LAMENTATIONS_3_22_23).isVisible()).toBe(false);
    await click("For International");
    expect(await openTitles()).toEqual(["For International"]);
    await click("For International");
    expect(await openTitles()).toEqual([]);
  });

  test("Our Priorities: two columns of alternating shape on wide screens, one column on phones", async () => {
    await visit(page, `${baseUrl}/our-priorities`);
    const cards = page.locator("main article");
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const lefts = [...new Set(boxes.map((box) => Math.round(box!.x)))];
    expect(lefts).toHaveLength(2);
    // Side by side: each pair shares a row.
    expect(Math.round(boxes[0]!.y)).toBe(Math.round(boxes[1]!.y));
    const corners = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return `${style.borderTopLeftRadius} ${style.borderTopRightRadius}`;
      }),
    );
    expect(corners[0]).not.toBe(corners[1]);
    corners.forEach((corner, index) => expect(corner).toBe(corners[index % 2]));

    await page.setViewportSize(VIEWPORTS.mobile);
    const phoneBoxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    expect(new Set(phoneBoxes.map((box) => Math.round(box!.x))).size).toBe(1);
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  test("Our Origin: milestones alternate sides of the line on wide screens and stack on phones", async () => {
    await visit(page, `${baseUrl}/our-origin`);
    const milestones = page.locator("main li[data-align]");
    const middle = VIEWPORTS.desktop.width / 2;
    for (const milestone of await milestones.all()) {
      const box = (await milestone.locator("article").boundingBox())!;
      if ((await milestone.getAttribute("data-align")) === "left") expect(box.x + box.width).toBeLessThan(middle);
      else expect(box.x).toBeGreaterThan(middle);
    }
    await page.setViewportSize(VIEWPORTS.mobile);
    const xs = await Promise.all((await milestones.all()).map(async (milestone) => Math.round((await milestone.locator("article").boundingBox())!.x)));
    expect(new Set(xs).size).toBe(1);
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
