import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteConfig } from "@lampstand/web/site-config";
import { baseUrl, test as e2eTest } from "../support/fixtures.ts";
import { VIEWPORTS, visit } from "../support/pages.ts";

/**
 * The home page (SPEC §2.3, §9): what the server sends before any JavaScript, then the banner
 * carousel, the alternating overlay link and the prayer panel at work in Chromium.
 */

type OpenOptions = BrowserContextOptions & { fakeClock?: boolean };

const test = e2eTest
  /** The home page, hydrated. With `fakeClock`, time stands still until the test moves it. */
  .extend("openHome", ({ newTab }) => async ({ fakeClock = false, ...options }: OpenOptions = {}): Promise<Page> => {
    const { page } = await newTab({ viewport: VIEWPORTS.desktop, ...options });
    // Installed before the page's scripts run, so every timer of the page is a fake one.
    if (fakeClock) await page.clock.install();
    expect(await visit(page, `${baseUrl}/`)).toBe(200);
    if (fakeClock) {
      // The fake clock keeps running until paused, and pausing at a time already past throws: a
      // second ahead of the page's "now" outlasts the round trip on a loaded machine (CI hit 1 ms).
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1_000);
    }
    return page;
  })
  /** The page exactly as the server sent it: JavaScript off, so nothing has run. */
  .extend("openServerHtml", ({ open }) => () => open("/", { javaScriptEnabled: false }));

test.afterEach(({ problems }) => {
  // Whatever a test did on the page, nothing may have gone wrong in it.
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const carousel = (page: Page) => page.getByRole("region", { name: "Welcome banners" });
/** The slide on show: the others are aria-hidden, so only one slide group is in the accessibility tree. */
const shownSlide = (page: Page) => carousel(page).getByRole("group").getAttribute("aria-label");
const joinUs = (page: Page) => page.getByRole("link", { name: "Join us this Sunday!" });
const pastorDesk = (page: Page) => page.getByRole("link", { name: "Pastor Desk", exact: true });
const prayerPanel = (page: Page) => page.getByRole("region", { name: "Need Prayer or Spiritual Support?" });

describe("home page as the server sends it", () => {
  test("has one h1 and the five default banners, the first one loaded first", async ({ openServerHtml }) => {
    const page = await openServerHtml();
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Welcome to Lampstand"]);

    const banners = page.locator('img[src^="/images/banners/"]');
    expect(await banners.evaluateAll((images) => images.map((image) => image.getAttribute("src")))).toEqual([
      "/images/banners/banner1.svg",
      "/images/banners/banner2.svg",
      "/images/banners/banner3.svg",
      "/images/banners/banner4.svg",
      "/images/banners/banner5.svg",
    ]);
    const attributes = await banners.evaluateAll((images) =>
      images.map((image) => ({
        alt: image.getAttribute("alt") ?? "",
        loading: image.getAttribute("loading"),
        fetchpriority: image.getAttribute("fetchpriority"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    );
    for (const image of attributes) {
      expect(image.alt.length).toBeGreaterThan(10);
      expect([image.width, image.height]).toEqual(["1920", "900"]);
    }
    // The first picture is the largest paint: never lazy, fetched at high priority.
    expect(attributes[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
    for (const image of attributes.slice(1)) expect(image.loading).toBe("lazy");
    expect(await banners.first().isVisible()).toBe(true);

    expect(await joinUs(page).getAttribute("href")).toBe("#service-times");
    expect(await carousel(page).getByRole("button", { name: "Next slide" }).count()).toBe(1);
    expect(await carousel(page).getByRole("button", { name: "Previous slide" }).count()).toBe(1);
    expect(await carousel(page).getByRole("button", { name: /^Show slide \d of 5$/ }).count()).toBe(5);
  });

  test("has the about section with three cards linking to values, beliefs and priorities", async ({ openServerHtml }) => {
    const page = await openServerHtml();
    const about = page.getByRole("region", { name: "A church that lives what it believes" });
    const cards = about.getByRole("article");
    expect(await cards.count()).toBe(3);
    const links = about.getByRole("link");
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual([
      "/our-values",
      "/our-beliefs",
      "/our-priorities",
    ]);
    expect(await links.allInnerTexts()).toEqual(["Our Values", "Our Beliefs", "Our Priorities"]);
    for (const alt of await about.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))) {
      expect(alt.length).toBeGreaterThan(10);
    }
  });

  test("has the activities strip (#activities-section) with its four tiles; the member portal opens a new tab", async ({ openServerHtml }) => {
    const page = await openServerHtml();
    const tiles = page.locator("#activities-section a");
    const found = await tiles.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href"),
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel"),
        text: (anchor as HTMLElement).innerText,
      })),
    );
    expect(found.map(({ href, target, rel }) => ({ href, target, rel }))).toEqual([
      { href: siteConfig.links.memberPortal, target: "_blank", rel: "noopener noreferrer" },
      { href: "/events/all/", target: null, rel: null },
      { href: "/live", target: null, rel: null },
      { href: "/pastor-desk/", target: null, rel: null },
    ]);
    expect(found[0]?.text).toMatch(/Member Portal/);
    expect(found[1]?.text).toMatch(/Events/);
    expect(found[2]?.text).toMatch(/Live Streaming/);
    expect(found[3]?.text).toMatch(/Pastor's Desk/);
  });

  test("has the welcome section with the service times and the address", async ({ openServerHtml }) => {
    const page = await openServerHtml();
    const welcome = page.getByRole("region", { name: "You are welcome here" });
    expect(await welcome.isVisible()).toBe(true);
    const times = welcome.locator("#service-times");
    expect(await times.getByRole("heading", { name: "Service times" }).isVisible()).toBe(true);
    expect(await times.innerText()).toMatch(/Sunday[\s\S]*10:00 AM/);
    expect(await welcome.innerText()).toContain(siteConfig.addressLine);
    // Before any JavaScript the prayer panel is not there at all.
    expect(await prayerPanel(page).count()).toBe(0);
  });
});

describe("banner carousel", () => {
  test("moves with the arrows, the dots and the arrow keys, looping at both ends", async ({ openHome }) => {
    const page = await openHome();
    const region = carousel(page);
    // Paused first, so the 5 s autoplay cannot move a slide between two steps of the test.
    await region.getByRole("button", { name: "Pause slideshow" }).click();
    expect(await region.getByRole("button", { name: "Play slideshow" }).isVisible()).toBe(true);
    expect(await shownSlide(page)).toBe("1 of 5");

    const next = region.getByRole("button", { name: "Next slide" });
    const previous = region.getByRole("button", { name: "Previous slide" });
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 5");
    await previous.click();
    await expect.poll(() => shownSlide(page)).toBe("1 of 5");
    await previous.click();
    await expect.poll(() => shownSlide(page)).toBe("5 of 5");
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe("1 of 5");

    const dot = region.getByRole("button", { name: "Show slide 3 of 5" });
    await dot.click();
    await expect.poll(() => shownSlide(page)).toBe("3 of 5");
    expect(await dot.getAttribute("aria-current")).toBe("true");
    expect(await region.getByRole("button", { name: "Show slide 1 of 5" }).getAttribute("aria-current")).toBeNull();
    // The shown picture is really on screen, and its neighbours' pictures are on their way.
    await expect.poll(() => page.locator('img[src="/images/banners/banner3.svg"]').isVisible()).toBe(true);
    expect(await page.locator('img[src="/images/banners/banner5.svg"]').isVisible()).toBe(false);

    // Keyboard: Enter on a control, and the arrow keys while a control has focus.
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSlide(page)).toBe("4 of 5");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe("5 of 5");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe("1 of 5");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shownSlide(page)).toBe("5 of 5");
  });

  test("plays every 5 s, loops, and keeps playing after the visitor uses it", async ({ openHome }) => {
    const page = await openHome({ fakeClock: true });
    const region = carousel(page);
    // The page's own timers started while it loaded; a click starts the 5 s afresh, at a known time.
    await region.getByRole("button", { name: "Show slide 4 of 5" }).click();
    await expect.poll(() => shownSlide(page)).toBe("4 of 5");
    await page.clock.runFor(4_900);
    expect(await shownSlide(page)).toBe("4 of 5");
    await page.clock.runFor(200);
    await expect.poll(() => shownSlide(page)).toBe("5 of 5");
    await page.clock.runFor(5_000);
    await expect.poll(() => shownSlide(page)).toBe("1 of 5");

    // Using the arrows does not stop the autoplay; the next turn comes 5 s after the click.
    await page.clock.runFor(2_500);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 5");
    await page.clock.runFor(4_000);
    expect(await shownSlide(page)).toBe("2 of 5");
    await page.clock.runFor(1_100);
    await expect.poll(() => shownSlide(page)).toBe("3 of 5");

    // Pause stops it (WCAG 2.2.2); Play starts it again.
    await region.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(15_000);
    expect(await shownSlide(page)).toBe("3 of 5");
    await region.getByRole("button", { name: "Play slideshow" }).click();
    await page.clock.runFor(5_100);
    await expect.poll(() => shownSlide(page)).toBe("4 of 5");
  });

  test("alternates the overlay link between the Sunday invitation and the Pastor Desk every 5 s", async ({ openHome }) => {
    const page = await openHome({ fakeClock: true });
    // One of the two is offered at a time; which one depends on how long the page took to load.
    const showing = async () => {
      const [join, desk] = [await joinUs(page).count(), await pastorDesk(page).count()];
      expect(join + desk).toBe(1);
      return join === 1 ? "join-us" : "pastor-desk";
    };
    const first = await showing();
    await page.clock.runFor(5_000);
    await expect.poll(showing).not.toBe(first);
    await page.clock.runFor(5_000);
    await expect.poll(showing).toBe(first);

    // It holds still under the pointer (nobody clicks a link that changed under them)...
    await joinUs(page).or(pastorDesk(page)).hover();
    await page.clock.runFor(12_000);
    expect(await showing()).toBe(first);
    // ...and once the pointer leaves, the next change comes 5 s later.
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_900);
    expect(await showing()).toBe(first);
    await page.clock.runFor(200);
    await expect.poll(showing).not.toBe(first);
    const hrefs = { "join-us": "#service-times", "pastor-desk": "/pastor-desk" } as const;
    expect(await joinUs(page).or(pastorDesk(page)).getAttribute("href")).toBe(hrefs[await showing()]);
    await page.clock.runFor(5_000);
    await expect.poll(showing).toBe(first);
    expect(await joinUs(page).or(pastorDesk(page)).getAttribute("href")).toBe(hrefs[first]);

    // Paused, nothing rotates: both links are offered side by side.
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await expect.poll(() => pastorDesk(page).isVisible()).toBe(true);
    expect(await joinUs(page).isVisible()).toBe(true);
    expect(await pastorDesk(page).getAttribute("href")).toBe("/pastor-desk");
  });

  test("does not play on its own for visitors who ask for reduced motion", async ({ openHome }) => {
    const page = await openHome({ fakeClock: true, reducedMotion: "reduce" });
    expect(await carousel(page).getByRole("button", { name: "Play slideshow" }).isVisible()).toBe(true);
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe("1 of 5");
    expect(await joinUs(page).isVisible()).toBe(true);
    expect(await pastorDesk(page).isVisible()).toBe(true);
    // Changes by hand are announced politely while nothing moves on its own: the picture, and (issue 24) its caption, laid out apart.
    expect(await carousel(page).locator("[aria-live]").evaluateAll((regions) => regions.map((region) => region.getAttribute("aria-live")))).toEqual(["polite", "polite"]);
  });

  test("fills the window below the header on wide screens", async ({ openHome }) => {
    const page = await openHome();
    const sizes = await page.evaluate(() => {
      const banner = document.querySelector('[aria-roledescription="carousel"]')!.getBoundingClientRect();
      const header = document.querySelector("header")!.getBoundingClientRect();
      return { banner: banner.height, header: header.height, window: window.innerHeight };
    });
    expect(Math.abs(sizes.banner - (sizes.window - sizes.header))).toBeLessThanOrEqual(1);
  });
});

describe("prayer panel", () => {
  test("slides in once #activities-section is half visible, and Close hides it for the rest of the visit", async ({ openHome }) => {
    const page = await openHome();
    expect(await prayerPanel(page).count()).toBe(0);

    // A third of the strip in view: not yet.
    await page.evaluate(() => {
      const strip = document.getElementById("activities-section")!;
      const top = strip.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + strip.offsetHeight * 0.3 - window.innerHeight, behavior: "instant" });
    });
    await page.waitForTimeout(400);
    expect(await prayerPanel(page).count()).toBe(0);

    await page.locator("#activities-section").scrollIntoViewIfNeeded();
    await expect.poll(() => prayerPanel(page).isVisible()).toBe(true);
    const panel = prayerPanel(page);
    expect(await panel.getByRole("heading", { name: "Need Prayer or Spiritual Support?" }).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Request Prayer" }).getAttribute("href")).toBe("/prayer-request");
    // The 0.5 s slide-in from the left (SPEC §9).
    const motion = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { duration: style.transitionDuration, left: element.getBoundingClientRect().left };
    });
    expect(motion.duration).toBe("0.5s");
    expect(motion.left).toBeLessThan(100);

    await panel.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => prayerPanel(page).count()).toBe(0);

    // Scrolling away and back does not bring it back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(200);
    await page.locator("#activities-section").scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    expect(await prayerPanel(page).count()).toBe(0);
  });

  test("appears without the slide for visitors who ask for reduced motion, on a phone too", async ({ openHome }) => {
    const page = await openHome({ viewport: VIEWPORTS.mobile, reducedMotion: "reduce" });
    expect(await prayerPanel(page).count()).toBe(0);
    await page.locator("#activities-section").scrollIntoViewIfNeeded();
    await expect.poll(() => prayerPanel(page).isVisible()).toBe(true);
    expect(await prayerPanel(page).evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
    const box = await prayerPanel(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  });
});
