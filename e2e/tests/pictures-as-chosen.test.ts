import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { apiUrl, createPost, deletePaths, remove, signIn, type Picture } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { axeViolations, visit, VIEWPORTS } from "../support/pages.ts";

/**
 * Pictures as staff chose them (issue 24): a portrait flyer uploaded on the Upload Event screen is
 * shown whole on the event's page, at a phone's width and a desktop's, with its title band at the
 * top and its address band at the bottom both in sight; a newsletter's portrait picture likewise.
 * The flyer's focal point, set on the form by a tap and the arrow keys, is where its card crops it.
 */

const TAG = "E2E whole flyer";
const FLYER = { width: 600, height: 1200 } as const;
/** The flyer's top and bottom bands: what a crop to a wide strip cut off. */
type Colour = { r: number; g: number; b: number };
const TOP: Colour = { r: 200, g: 30, b: 30 };
const BOTTOM: Colour = { r: 30, g: 60, b: 200 };
const ids = { event: 0, post: 0 };
let token: string;

/** A tall flyer: white, a red band across the top and a blue one across the bottom (each 1/8 of its height). */
async function portraitFlyer(): Promise<Picture> {
  const band = (background: Colour) =>
    sharp({ create: { width: FLYER.width, height: FLYER.height / 8, channels: 3, background } })
      .png()
      .toBuffer();
  const bytes = await sharp({ create: { ...FLYER, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([
      { input: await band(TOP), top: 0, left: 0 },
      { input: await band(BOTTOM), top: FLYER.height - FLYER.height / 8, left: 0 },
    ])
    .png()
    .toBuffer();
  return { bytes, filename: "flyer.png", type: "image/png" };
}

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
});

test.afterAll(async () => {
  if (ids.event) await remove(baseUrl, token, deletePaths.event(ids.event));
  if (ids.post) await remove(baseUrl, token, deletePaths.post(ids.post));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/** The colour at a fraction of the way down the picture as drawn on screen, in its middle column (clear of the rounded corners). */
async function colourAt(picture: Locator, fractionDown: number): Promise<Colour> {
  const { data, info } = await sharp(await picture.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const y = Math.min(info.height - 1, Math.floor(info.height * fractionDown));
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
const near = (colour: Colour, expected: Colour) =>
  Math.abs(colour.r - expected.r) + Math.abs(colour.g - expected.g) + Math.abs(colour.b - expected.b) < 60;

/** The page's main picture is the flyer whole: not cropped, its own proportions, both bands in view. */
async function expectWholeFlyer(page: Page, viewport: { width: number; height: number }) {
  const picture = page.locator("main img[fetchpriority=high]");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const drawn = await picture.evaluate((img: HTMLImageElement) => ({
    fit: getComputedStyle(img).objectFit,
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
    natural: img.naturalWidth / img.naturalHeight,
  }));
  // The width and height attributes are the stored picture's: its box is reserved before it arrives.
  expect(drawn).toMatchObject({ fit: "fill", width: String(FLYER.width), height: String(FLYER.height) });
  // The copy the browser chose (a narrower one on a phone) has the flyer's proportions, to a pixel's rounding.
  expect(drawn.natural).toBeCloseTo(FLYER.width / FLYER.height, 2);
  const box = (await picture.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(FLYER.width / FLYER.height, 2);
  // No taller than most of the screen, and within the page's width, centred in its column.
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const column = (await picture.locator("xpath=..").boundingBox())!;
  expect(Math.abs(box.x - column.x - (column.x + column.width - box.x - box.width))).toBeLessThan(2);
  // Both bands are on screen: the title at the top, the address at the bottom.
  expect(near(await colourAt(picture, 0.04), TOP), "the flyer's top band").toBe(true);
  expect(near(await colourAt(picture, 0.96), BOTTOM), "the flyer's bottom band").toBe(true);
  expect(near(await colourAt(picture, 0.5), { r: 255, g: 255, b: 255 }), "the flyer's middle").toBe(true);
}

describe("pictures as staff chose them", () => {
  test("a portrait flyer uploaded for an event, its focal point set, is whole on its page and cropped around the point on its card", async ({ staffTab, newTab }) => {
    const flyer = await portraitFlyer();
    const { page: staff } = await staffTab({ viewport: VIEWPORTS.desktop });
    expect(await visit(staff, `${baseUrl}/admin/upload-event`)).toBe(200);
    const field = (label: string) => staff.getByLabel(new RegExp(`^${label}\\*?$`));
    await field("Title").fill(`${TAG}: Harvest supper`);
    await field("Description").fill("Soup, bread and a short talk; the flyer says where.");
    await field("Ministry").fill("Women's Ministry");
    await field("Date").fill("2099-10-02");
    await field("Time").fill("18:00");
    await field("Venue").fill("Church hall");
    await field("Picture").setInputFiles({ name: flyer.filename, mimeType: flyer.type, buffer: Buffer.from(flyer.bytes) });

    // The focal point, for the cards that crop the flyer: a tap near its top band, then the arrow keys.
    const focal = staff.getByRole("button", { name: /^Focal point: / });
    expect(await focal.getAttribute("aria-label")).toBe("Focal point: 50% across, 50% down");
    await expect.poll(() => staff.locator("[data-focal-point] img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await focal.boundingBox())!;
    await focal.click({ position: { x: box.width * 0.3, y: box.height * 0.1 } });
    const [across, down] = ((await focal.getAttribute("aria-label"))!.match(/\d+/g) ?? []).map(Number);
    expect(Math.abs(across! - 30)).toBeLessThanOrEqual(1);
    expect(Math.abs(down! - 10)).toBeLessThanOrEqual(1);
    await focal.focus();
    await staff.keyboard.press("ArrowRight");
    await staff.keyboard.press("Shift+ArrowUp");
    const chosen = { focal_x: across! + 5, focal_y: down! - 1 };
    expect(await focal.getAttribute("aria-label")).toBe(`Focal point: ${chosen.focal_x}% across, ${chosen.focal_y}% down`);
    // The crop beside it is the one the site's cards will draw.
    expect(await staff.locator("[data-focal-crop]").evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${chosen.focal_x}% ${chosen.focal_y}%`);
    expect(await axeViolations(staff), "the event form with its focal point at 1280 px").toEqual([]);
    await staff.setViewportSize(VIEWPORTS.mobile);
    expect(await axeViolations(staff), "the event form with its focal point at 390 px").toEqual([]);
    await staff.setViewportSize(VIEWPORTS.desktop);

    await staff.getByRole("button", { name: "Submit" }).click();
    await staff.locator('[data-notification="success"]', { hasText: "Event uploaded successfully!" }).waitFor();
    const events = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewEvents))).json()) as ChurchEvent[];
    const created = events.find((event) => event.title === `${TAG}: Harvest supper`)!;
    ids.event = created.id;
    expect(created).toMatchObject(chosen);
    // The staff's own card of it, under the form (found by a search, wherever the list pages it), crops it the same way.
    expect(await visit(staff, `${baseUrl}/admin/upload-event?q=${encodeURIComponent(TAG)}`)).toBe(200);
    const staffCard = staff.locator("[data-item-card]").filter({ hasText: `${TAG}: Harvest supper` }).locator("img");
    await staffCard.waitFor();
    expect(await staffCard.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${chosen.focal_x}% ${chosen.focal_y}%`);

    // The card on the page of all events crops the flyer around that point.
    const { page: visitor } = await newTab({ viewport: VIEWPORTS.mobile });
    expect(await visit(visitor, `${baseUrl}/events/all`)).toBe(200);
    const cardPicture = visitor.locator("article").filter({ hasText: `${TAG}: Harvest supper` }).locator("img");
    expect(await cardPicture.evaluate((img) => [getComputedStyle(img).objectFit, getComputedStyle(img).objectPosition])).toEqual([
      "cover",
      `${chosen.focal_x}% ${chosen.focal_y}%`,
    ]);

    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await newTab({ viewport });
      expect(await visit(page, `${baseUrl}/events/${ids.event}`)).toBe(200);
      await expectWholeFlyer(page, viewport);
      expect(await axeViolations(page), `the event page at ${viewport.width} px`).toEqual([]);
    }
  });

  test("a newsletter's portrait picture is shown whole on its page", async ({ newTab }) => {
    const post = await createPost(baseUrl, token, { title: `${TAG}: the harvest letter`, month: "October", year: "2099", message: "Dear friends,\n\nThe flyer is above." }, await portraitFlyer());
    ids.post = post.id;
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await newTab({ viewport });
      expect(await visit(page, `${baseUrl}/pastor-desk/${post.id}`)).toBe(200);
      await expectWholeFlyer(page, viewport);
    }
  });
});
