import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteConfig } from "@lampstand/web/site-config";
import { baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, visit } from "../support/pages.ts";

/** The site frame in use: the header menu by mouse, keyboard, touch and on a phone; Back; scrolling. */

test.afterEach(({ problems }) => {
  // Nothing in the frame may throw or break the CSP, whatever the test did.
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });
const churchButton = (page: Page) => mainNav(page).getByRole("button", { name: "The Church" });

const expanded = (button: ReturnType<typeof churchButton>) => button.getAttribute("aria-expanded");

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? "");
}

describe("desktop header", () => {
  test("opens THE CHURCH on hover, keeps it open inside, and closes it about 200 ms after the pointer leaves", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.desktop });
    const button = churchButton(page);
    const panelLink = mainNav(page).getByRole("link", { name: "Church Leaders" });
    expect(await panelLink.isVisible()).toBe(false);

    await button.hover();
    await expect.poll(() => expanded(button)).toBe("true");
    expect(await mainNav(page).getByRole("link", { name: "Our Beliefs" }).isVisible()).toBe(true);
    expect(await mainNav(page).getByText("Who We Are", { exact: true }).isVisible()).toBe(true);
    expect(await mainNav(page).getByText("Leadership", { exact: true }).isVisible()).toBe(true);

    // Down into the panel in small steps, across the gap under the button: it stays open.
    const box = (await panelLink.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.waitForTimeout(500);
    expect(await expanded(button)).toBe("true");

    // Record in the page when the pointer left and when the panel closed.
    await page.evaluate(() => {
      const state = window as unknown as { leftAt?: number; closedAt?: number };
      const trigger = document.querySelector('nav[aria-label="Main"] button[aria-expanded]')!;
      trigger.parentElement!.addEventListener("pointerleave", () => (state.leftAt = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (trigger.getAttribute("aria-expanded") === "false") {
          state.closedAt = performance.now();
          observer.disconnect();
        }
      }).observe(trigger, { attributes: true });
    });
    await page.mouse.move(640, 700);
    await expect.poll(() => expanded(button)).toBe("false");
    const delay = await page.evaluate(() => {
      const state = window as unknown as { leftAt?: number; closedAt?: number };
      return (state.closedAt ?? NaN) - (state.leftAt ?? NaN);
    });
    expect(delay).toBeGreaterThanOrEqual(190);
    expect(delay).toBeLessThan(1000);
    expect(await panelLink.isVisible()).toBe(false);

    // Hover and choose a page: it navigates and the dropdown is gone.
    await button.hover();
    await mainNav(page).getByRole("link", { name: "The General Overseer" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/general-overseer");
    await expect.poll(() => heading(page).innerText()).toBe("The General Overseer");
    await page.mouse.move(640, 700);
    await expect.poll(() => expanded(button)).toBe("false");
  });

  test("works from the keyboard: Tab to THE CHURCH, Enter opens, arrows and Tab reach the items, Escape closes", async ({ open }) => {
    const page = await open("/our-mission", { viewport: VIEWPORTS.desktop });
    const button = churchButton(page);

    for (let presses = 0; presses < 10 && (await focusedText(page)) !== "THE CHURCH"; presses++) {
      await page.keyboard.press("Tab");
    }
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    expect(await expanded(button)).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Our Values");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Our Beliefs");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Our Priorities");
    await page.keyboard.press("End");
    expect(await focusedText(page)).toBe("Church Leaders");

    await page.keyboard.press("Escape");
    expect(await expanded(button)).toBe("false");
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // Space toggles; ArrowDown on the closed button opens it at the first item.
    await page.keyboard.press("Space");
    expect(await expanded(button)).toBe("true");
    await page.keyboard.press("Space");
    expect(await expanded(button)).toBe("false");
    await page.keyboard.press("ArrowDown");
    expect(await expanded(button)).toBe("true");
    expect(await focusedText(page)).toBe("Our Values");

    // Tabbing past the last item leaves the dropdown, which closes behind it.
    await page.keyboard.press("End");
    await page.keyboard.press("Tab");
    expect(await expanded(button)).toBe("false");
    expect(await focusedText(page)).toBe("MINISTRIES");

    // Enter on an item navigates.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/our-values");
    expect(await expanded(button)).toBe("false");
  });

  test("toggles THE CHURCH with a tap on a touch screen, and a tap elsewhere closes it", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.desktop, hasTouch: true });
    const button = churchButton(page);
    await button.tap();
    expect(await expanded(button)).toBe("true");
    await button.tap();
    expect(await expanded(button)).toBe("false");
    await button.tap();
    expect(await expanded(button)).toBe("true");
    // A tap beside the open panel (the panel itself covers the page heading).
    await page.touchscreen.tap(1200, 600);
    expect(await expanded(button)).toBe("false");
  });

  test("has every header item, the member portal in a new tab, and GIVE to /donate", async ({ open }) => {
    const page = await open("/", { viewport: VIEWPORTS.desktop });
    const nav = mainNav(page);
    for (const [name, href] of [
      ["Home", "/"],
      ["Ministries", "/ministries"],
      ["Events", "/events/all/"],
      ["Contact", "/contact"],
      ["Prayer Request", "/prayer-request"],
      ["Give", "/donate"],
    ] as const) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    // RESOURCES is a menu: the resources hub, then the sermons (issue 23).
    const resources = nav.getByRole("button", { name: "Resources", exact: true });
    await resources.click();
    expect(await resources.getAttribute("aria-expanded")).toBe("true");
    expect(await nav.getByRole("link", { name: "All Resources", exact: true }).getAttribute("href")).toBe("/resources");
    expect(await nav.getByRole("link", { name: "Sermons", exact: true }).getAttribute("href")).toBe("/sermons");
    await page.keyboard.press("Escape");
    const portal = nav.getByRole("link", { name: /Member Portal/ });
    expect(await portal.getAttribute("href")).toBe(siteConfig.links.memberPortal);
    expect(await portal.getAttribute("target")).toBe("_blank");
    expect((await portal.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

    // Every link that leaves the site, header, page and footer alike.
    const external = await page.$$eval("a[href^='http']", (elements) =>
      (elements as HTMLAnchorElement[])
        .filter((anchor) => new URL(anchor.href).origin !== location.origin)
        .map((anchor) => ({ href: anchor.href, target: anchor.target, rel: anchor.rel })),
    );
    expect(external.length).toBeGreaterThanOrEqual(4);
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: "_blank" });
      expect(link.rel.split(" "), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }

    // The fixed header does not cover the page: the spacer is 100 px high.
    const spacer = await page.locator("[data-header-spacer]").boundingBox();
    expect(spacer?.height).toBe(100);
  });

  test("has the footer's links, placeholders, contact and social links", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.desktop });
    const footer = page.getByRole("contentinfo");
    for (const path of [
      "/men-ministry",
      "/women-ministry",
      "/youth-ministry",
      "/children-ministry",
      "/choir-ministry",
      "/ministries",
      "/prayer-request",
      "/open-heaven",
      "/sunday-school",
      "/resources",
    ]) {
      expect(await footer.locator(`a[href="${path}"]`).count(), path).toBe(1);
    }
    // The two placeholders are shown but are not links: they have no target yet.
    expect(await footer.getByText("Pastors' Helpline", { exact: true }).count()).toBe(1);
    expect(await footer.getByText("Documents", { exact: true }).count()).toBe(1);
    expect(await footer.getByRole("link", { name: /Helpline|Documents/ }).count()).toBe(0);
    expect(await footer.locator(`a[href="mailto:${siteConfig.emails.general}"]`).count()).toBe(1);
    expect(await footer.locator("a[href^='tel:']").count()).toBe(1);
    expect(await footer.locator(`a[href="${siteConfig.links.map}"]`).count()).toBe(1);
    for (const name of ["Facebook", "Instagram", "YouTube"]) {
      expect(await footer.getByRole("link", { name: new RegExp(`on ${name}`) }).count(), name).toBe(1);
    }
    expect(await footer.innerText()).toContain(String(new Date().getUTCFullYear()));
  });
});

describe("phone-sized menu", () => {
  test("opens with the toggle, expands one group at a time, and closes after choosing a page", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    expect(await mainNav(page).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    // The menu is hidden, so out of the accessibility tree: find it by the id the toggle controls.
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    expect(await menu.evaluate((element) => element.localName + ":" + element.getAttribute("aria-label"))).toBe("nav:Main menu");
    expect(await menu.isVisible()).toBe(false);

    await toggle.tap();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);

    const whoWeAre = menu.getByRole("button", { name: "Who We Are" });
    const leadership = menu.getByRole("button", { name: "Leadership" });
    await whoWeAre.tap();
    expect(await whoWeAre.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Our Beliefs" }).isVisible()).toBe(true);

    await leadership.tap();
    expect(await leadership.getAttribute("aria-expanded")).toBe("true");
    expect(await whoWeAre.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.getByRole("link", { name: "Our Beliefs" }).isVisible()).toBe(false);

    await leadership.tap();
    expect(await leadership.getAttribute("aria-expanded")).toBe("false");
    await leadership.tap();

    await menu.getByRole("link", { name: "Church Leaders" }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/church-leaders");
    await expect.poll(() => heading(page).innerText()).toBe("Church Leaders");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);

    // Reopened, it starts with every group closed; Escape closes it and gives focus back.
    await toggle.tap();
    expect(await whoWeAre.getAttribute("aria-expanded")).toBe("false");
    expect(await leadership.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // A tap on the page below the menu closes it too.
    await toggle.tap();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const menuBox = (await menu.boundingBox())!;
    const below = menuBox.y + menuBox.height + 20;
    expect(below).toBeLessThan(VIEWPORTS.mobile.height);
    await page.touchscreen.tap(195, below);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    // The other items are there too, GIVE and the portal included.
    await toggle.tap();
    for (const name of ["Home", "Ministries", "Events", "Contact", "Prayer Request", "Give"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    // RESOURCES opens like the groups above: the hub and the sermons.
    await menu.getByRole("button", { name: "Resources", exact: true }).tap();
    expect(await menu.getByRole("link", { name: "All Resources", exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Sermons", exact: true }).getAttribute("href")).toBe("/sermons");
    expect(await menu.getByRole("link", { name: /Member Portal/ }).getAttribute("target")).toBe("_blank");
  });
});

describe("the narrowest phones", () => {
  test("every page of the sitemap fits 320 px: nothing scrolls sideways, and the header's Menu button is on the screen", async ({ open }) => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => new URL(address!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    const page = await open("/", { viewport: { width: 320, height: 640 } });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    for (const path of paths) {
      expect(await visit(page, `${baseUrl}${path}`), path).toBe(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const box = (await toggle.boundingBox())!;
      expect(box.x + box.width, `${path}: the Menu button's right edge`).toBeLessThanOrEqual(320);
    }
  });
});

describe("page heading and scrolling", () => {
  test("goes back to the previous page with the heading's Back button, or home when opened directly", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.desktop });
    await page.getByRole("contentinfo").getByRole("link", { name: "Sunday School" }).click();
    await expect.poll(() => heading(page).innerText()).toBe("Sunday School");
    await page.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/our-values");
    await expect.poll(() => heading(page).innerText()).toBe("Our Values");

    await visit(page, `${baseUrl}/our-mission`);
    await page.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("scrolls smoothly to the top on a path change, and Back restores the position", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.mobile });
    const start = await scrollDownTo(page, footerLink(page));
    expect(start).toBeGreaterThan(400);

    await recordScrollPositions(page);
    await footerLink(page).click();
    await expect.poll(() => heading(page).innerText()).toBe("Sunday School");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await scrollPositions(page);
    // A smooth scroll passes through positions between the start and the top; a jump does not.
    expect(positions.some((y) => y > 0 && y < start - 1)).toBe(true);

    await page.goBack();
    await expect.poll(() => heading(page).innerText()).toBe("Our Values");
    // Back to where the visitor was (give or take a clamp at the page's end), not to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start - 200);
  });

  test("jumps to the top without animation when the visitor asks for reduced motion", async ({ open }) => {
    const page = await open("/our-values", { viewport: VIEWPORTS.mobile, reducedMotion: "reduce" });
    const start = await scrollDownTo(page, footerLink(page));
    expect(start).toBeGreaterThan(400);
    await recordScrollPositions(page);
    await footerLink(page).click();
    await expect.poll(() => heading(page).innerText()).toBe("Sunday School");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await scrollPositions(page);
    expect(positions.filter((y) => y > 0 && y < start - 1)).toEqual([]);
  });
});

const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Sunday School" });

/**
 * Scrolls to the page's end, then (instantly) far enough back for `link` to show, and returns
 * where the page then is. The link must be in view before the click: otherwise the click itself
 * scrolls it into view first (at 390 px the footer is taller than the screen, and its Quick Links
 * sit above the part the end of the page shows), and the position the test starts from is not
 * the one the visitor left, nor the one Back restores.
 */
async function scrollDownTo(page: Page, link: ReturnType<typeof footerLink>): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 100 || box.bottom > window.innerHeight) window.scrollBy({ top: box.top - window.innerHeight / 2, behavior: "instant" });
    return window.scrollY;
  });
}

/** Samples window.scrollY on every animation frame from now on. */
async function recordScrollPositions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { scrollSamples: number[] };
    state.scrollSamples = [];
    const sample = () => {
      state.scrollSamples.push(window.scrollY);
      if (state.scrollSamples.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function scrollPositions(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
}
