import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { PAGE_MESSAGES, type PageDraft, type PageSummary, type PublishedPage, type SavePageRequest } from "@lampstand/contract/pages";
import { apiUrl, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, visit, type WatchedTab } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * The staff's page editor (issue 20): pages changed, published, restored, created and placed in
 * the menu through /admin/pages in Chromium, read back from the public API and the public pages;
 * two tabs on one page; the keyboard alone; a phone's width. Pages this file makes have addresses
 * starting with PREFIX and are deleted at the end.
 */

const PREFIX = "e2e-editor";
const PHONE = { width: 375, height: 812 } as const;
type NewTab = (options?: BrowserContextOptions) => Promise<WatchedTab>;

let token: string;

async function staff<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(apiUrl(baseUrl, path), {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { "Content-Type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const publicPage = async (slug: string) => {
  const response = await fetch(apiUrl(baseUrl, apiPath(API_PATHS.page, { slug })));
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as PublishedPage) : undefined };
};

/** A page made through the API (what the editor sends), as the start of a test. */
async function makePage(slug: string, title: string, words: string): Promise<PageDraft> {
  const body: SavePageRequest = {
    title,
    description: "Made by the page editor's end-to-end tests.",
    content: { heading: title, blocks: [{ type: "text", paragraphs: [words] }] },
    version: null,
  };
  const made = await staff<PageDraft>(apiPath(API_PATHS.page, { slug }), { method: "PUT", body });
  expect(made.status).toBe(201);
  return made.body;
}

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
});

test.afterAll(async () => {
  const pages = await staff<PageSummary[]>(API_PATHS.pageDrafts);
  for (const page of pages.body) if (page.slug.startsWith(PREFIX)) await staff(apiPath(API_PATHS.page, { slug: page.slug }), { method: "DELETE" });
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/** An admin screen in a fresh tab, signed in by the stored token. */
async function openScreen(newTab: NewTab, path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const { page } = await newTab({ viewport });
  await page.addInitScript(
    ({ session }) => {
      window.localStorage.setItem("token", session);
      window.localStorage.setItem("adminName", "Page Tester");
    },
    { session: token },
  );
  expect(await visit(page, `${baseUrl}${path}`)).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

const block = (page: Page, index: number) => page.locator(`[data-item="content.blocks.${index}"]`);
/** The headings of the page's own blocks (not those inside a container). */
const topBlocks = (page: Page) =>
  page.locator("[data-block]").evaluateAll((frames) => frames.filter((frame) => /^content\.blocks\.\d+$/.test(frame.getAttribute("data-item") ?? "")).map((frame) => frame.querySelector("h3")?.textContent ?? ""));
const alertText = (page: Page, tone: "error" | "success") => page.locator(`[data-editor-alert="${tone}"]`).innerText();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

describe("a new page", () => {
  test("built by keyboard: a block added, moved and removed, focus following the block", async ({ newTab }) => {
    const page = await openScreen(newTab, "/admin/pages/new");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("New page");
    expect(await block(page, 0).locator("h3").first().innerText()).toBe("1. Text");

    const kind = page.locator('[data-add-block="content.blocks"] select');
    await kind.focus();
    await kind.selectOption("accordion");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toContain("Add block");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("2. Accordion");

    // Move the accordion up: focus goes with it to its new place.
    // From the block's heading, the next stop is its first control (Move down is off for the last block).
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Move up: 2. Accordion");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("1. Accordion");
    expect(await block(page, 1).locator("h3").first().innerText()).toBe("2. Text");

    // Remove the text block, by keyboard too.
    await block(page, 1).getByRole("button", { name: "Remove: 2. Text" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => topBlocks(page)).toEqual(["1. Accordion"]);
    expect(await block(page, 0).locator("h3").first().innerText()).toBe("1. Accordion");
  });

  test("with an accordion: a draft is not public, publishing makes it so, placed in the menu", async ({ newTab }) => {
    const slug = `${PREFIX}-easter`;
    const page = await openScreen(newTab, "/admin/pages/new");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(slug);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Easter at Lampstand");
    await page.getByRole("combobox", { name: "Place in the menu", exact: true }).selectOption("church");
    await page.getByRole("textbox", { name: "Page heading", exact: true }).fill("Easter at Lampstand");
    // Replace the starting text block with an accordion of two sections.
    await block(page, 0).getByRole("button", { name: "Remove: 1. Text" }).click();
    await page.locator('[data-add-block="content.blocks"] select').selectOption("accordion");
    await page.locator('[data-add-block="content.blocks"]').getByRole("button", { name: /Add block/ }).click();
    const accordion = block(page, 0);
    await accordion.getByRole("combobox", { name: "Opening", exact: true }).selectOption("multiple");
    const first = page.locator('[data-item="content.blocks.0.items.0"]');
    await first.getByRole("textbox", { name: "Section title", exact: true }).fill("Good Friday");
    await first.getByRole("textbox", { name: "Paragraph 1 text", exact: true }).fill("A quiet service at noon.");
    await accordion.getByRole("button", { name: "Add section" }).click();
    const second = page.locator('[data-item="content.blocks.0.items.1"]');
    await second.getByRole("textbox", { name: "Section title", exact: true }).fill("Easter Sunday");
    await second.locator('[data-item="content.blocks.0.items.1.blocks.0"]').getByRole("textbox", { name: "Paragraph 1 text", exact: true }).fill("Sunrise worship <script>alert(1)</script>");

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${baseUrl}/admin/pages/${slug}`);
    await page.getByRole("heading", { level: 1, name: "Edit page: Easter at Lampstand" }).waitFor();
    expect((await publicPage(slug)).status).toBe(404);
    const listed = await staff<PageSummary[]>(API_PATHS.pageDrafts);
    expect(listed.body.find((summary) => summary.slug === slug)).toMatchObject({ published_at: null, placement: { menu: "church", footer: false } });

    // The preview draws the draft with the public renderers, marked as not published.
    const preview = await openScreen(newTab, `/admin/pages/${slug}/preview`);
    await preview.locator("[data-preview-banner]").getByText("Preview — not published").waitFor();
    expect(await preview.getByRole("heading", { level: 1 }).innerText()).toBe("Easter at Lampstand");
    await preview.getByRole("button", { name: "Easter Sunday" }).waitFor();
    expect(await preview.locator("script:not([src]):not([type])", { hasText: "alert(1)" }).count()).toBe(0);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => alertText(page, "success")).toContain("Published");
    const published = await publicPage(slug);
    expect(published.status).toBe(200);
    expect(published.body?.content.blocks[0]).toMatchObject({ type: "accordion", mode: "multiple", items: [{ title: "Good Friday" }, { title: "Easter Sunday" }] });
    expect(published.body?.placement).toEqual({ menu: "church", footer: false });

    // The page is at its address, and THE CHURCH leads to it, after its built-in groups: the
    // header's dropdown on a wide screen, the phone menu's group on a narrow one.
    const site = await newTab({ viewport: VIEWPORTS.desktop });
    expect(await visit(site.page, `${baseUrl}/${slug}`)).toBe(200);
    expect(await site.page.getByRole("heading", { level: 1 }).innerText()).toBe("Easter at Lampstand");
    expect(await visit(site.page, `${baseUrl}/`)).toBe(200);
    const mainNav = site.page.getByRole("navigation", { name: "Main", exact: true });
    await mainNav.getByRole("button", { name: "The Church" }).click();
    await mainNav.getByRole("link", { name: "Easter at Lampstand" }).click();
    await site.page.waitForURL(`${baseUrl}/${slug}`);
    await site.page.getByRole("heading", { level: 1, name: "Easter at Lampstand" }).waitFor();

    const phone = await newTab({ viewport: PHONE });
    expect(await visit(phone.page, `${baseUrl}/`)).toBe(200);
    await phone.page.getByRole("button", { name: "Menu", exact: true }).click();
    const phoneNav = phone.page.getByRole("navigation", { name: "Main menu", exact: true });
    await phoneNav.getByRole("button", { name: "More", exact: true }).click();
    await phoneNav.getByRole("link", { name: "Easter at Lampstand" }).click();
    await phone.page.waitForURL(`${baseUrl}/${slug}`);
    await phone.page.getByRole("heading", { level: 1, name: "Easter at Lampstand" }).waitFor();
  });
});

describe("an existing page", () => {
  test("two tabs: the second save gets the conflict message and keeps its text", async ({ newTab, problems }) => {
    const slug = `${PREFIX}-conflict`;
    await makePage(slug, "Harvest", "Bring what you can.");
    const first = await openScreen(newTab, `/admin/pages/${slug}`);
    const second = await openScreen(newTab, `/admin/pages/${slug}`);

    await block(first, 0).getByRole("textbox", { name: "Paragraph 1 text", exact: true }).fill("Bring fruit and bread.");
    await first.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => alertText(first, "success")).toContain("Draft saved");

    const mine = "Bring vegetables, and a friend.";
    await block(second, 0).getByRole("textbox", { name: "Paragraph 1 text", exact: true }).fill(mine);
    await second.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => alertText(second, "error")).toBe(PAGE_MESSAGES.conflict);
    expect(await block(second, 0).getByRole("textbox", { name: "Paragraph 1 text", exact: true }).inputValue()).toBe(mine);
    expect(await second.getByText("Unsaved changes", { exact: true }).count()).toBe(1);

    const draft = await staff<PageDraft>(apiPath(API_PATHS.pageDraft, { slug }));
    expect(draft.body.content.blocks[0]).toMatchObject({ paragraphs: ["Bring fruit and bread."] });
    // The browser logs the refused save (409) as a console error: expected, and only that one.
    const refused = problems.consoleErrors.filter((line) => line.includes("status of 409"));
    expect(refused).toHaveLength(1);
    problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((line) => !refused.includes(line)));
  });

  test("a picture uploaded through the image pipeline into a block, and the unsaved-changes guard before leaving", async ({ newTab, browser }) => {
    const slug = `${PREFIX}-picture`;
    await makePage(slug, "Pictures", "A page with a picture.");
    const picture = await drawPicture(browser, { width: 1200, height: 800, from: "#312e81", to: "#fbbf24" });
    const page = await openScreen(newTab, `/admin/pages/${slug}`);
    await page.locator('[data-add-block="content.blocks"] select').selectOption("picture");
    await page.locator('[data-add-block="content.blocks"]').getByRole("button", { name: /Add block/ }).click();
    const pictureBlock = block(page, 1);
    await pictureBlock.getByLabel("Or upload a photo").setInputFiles({ name: picture.filename, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });
    await pictureBlock.getByText("Uploaded picture", { exact: true }).waitFor();
    await pictureBlock.getByRole("textbox", { name: "What the picture shows", exact: true }).fill("Gold light over the hall.");

    // Leaving with the change unsaved asks first; staying keeps everything.
    await page.getByRole("link", { name: "All pages" }).click();
    const leave = page.getByRole("alertdialog");
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    expect(page.url()).toBe(`${baseUrl}/admin/pages/${slug}`);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => alertText(page, "success")).toContain("Draft saved");
    const draft = await staff<PageDraft>(apiPath(API_PATHS.pageDraft, { slug }));
    const saved = draft.body.content.blocks[1];
    expect(saved?.type).toBe("picture");
    const src = saved?.type === "picture" ? saved.picture.src : "";
    expect(src).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect((await fetch(apiUrl(baseUrl, `/${src}`))).headers.get("content-type")).toBe("image/webp");
    // Saved: leaving asks nothing.
    await page.getByRole("link", { name: "All pages" }).click();
    await page.waitForURL(`${baseUrl}/admin/pages`);
  });

  test("restoring an older version brings its text back, after a confirm", async ({ newTab }) => {
    const slug = `${PREFIX}-restore`;
    const made = await makePage(slug, "Our Year", "The first words.");
    expect((await staff(apiPath(API_PATHS.publishPage, { slug }), { method: "POST", body: { version: made.version } })).status).toBe(200);

    const page = await openScreen(newTab, `/admin/pages/${slug}`);
    await block(page, 0).getByRole("textbox", { name: "Paragraph 1 text", exact: true }).fill("The second words.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => alertText(page, "success")).toContain("Published");
    expect((await publicPage(slug)).body?.content.blocks[0]).toMatchObject({ paragraphs: ["The second words."] });

    const history = page.locator("[data-revision]");
    await expect.poll(() => history.count()).toBe(2);
    await history.nth(1).getByRole("button", { name: /Restore/ }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Restore and publish" }).click();
    await expect.poll(() => alertText(page, "success")).toContain("published again");
    expect(await block(page, 0).getByRole("textbox", { name: "Paragraph 1 text", exact: true }).inputValue()).toBe("The first words.");
    expect((await publicPage(slug)).body?.content.blocks[0]).toMatchObject({ paragraphs: ["The first words."] });
    await expect.poll(() => history.count()).toBe(3);
  });

  test("a value card's title on /our-values, published, shows on the public page", async ({ newTab }) => {
    const page = await openScreen(newTab, "/admin/pages/our-values");
    const cards = page.locator("[data-block]").filter({ has: page.getByRole("combobox", { name: "Card look", exact: true }) });
    const firstCard = cards.first().locator('[data-item$=".items.0"]').first();
    const title = firstCard.getByRole("textbox", { name: "Card title", exact: true });
    const before = await title.inputValue();
    const changed = `${before} (E2E)`;
    await title.fill(changed);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => alertText(page, "success")).toContain("Published");
    try {
      const site = await newTab({ viewport: VIEWPORTS.desktop });
      expect(await visit(site.page, `${baseUrl}/our-values`)).toBe(200);
      await site.page.getByRole("heading", { name: changed }).waitFor();
    } finally {
      await title.fill(before);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect.poll(() => alertText(page, "success")).toContain("Published");
    }
  });
});

describe("the public pages' JavaScript", () => {
  test("holds none of the editor's code: only the panel's routes load it", async () => {
    const html = await (await fetch(`${baseUrl}/our-values`)).text();
    const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
    expect(manifestPath).toBeDefined();
    const source = await (await fetch(`${baseUrl}${manifestPath}`)).text();
    const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as {
      routes: Record<string, { module: string; imports?: string[] }>;
    };
    const loading = Object.entries(manifest.routes)
      .filter(([, route]) => [route.module, ...(route.imports ?? [])].some((file) => /page-editor|block-form|edit-path/.test(file)))
      .map(([id]) => id);
    expect(loading.length).toBeGreaterThan(0);
    expect(loading.filter((id) => !id.startsWith("routes/admin/") && !id.startsWith("admin-"))).toEqual([]);
  });
});

describe("at a phone's width and on a desktop", () => {
  test("the list and the editor are axe-clean at 375 px, and screenshots at 390 and 1280 px", async ({ newTab }) => {
    const slug = `${PREFIX}-looks`;
    await makePage(slug, "A page to look at", "Words to look at.");
    for (const path of ["/admin/pages", `/admin/pages/${slug}`, "/admin/pages/new"]) {
      const page = await openScreen(newTab, path, PHONE);
      if (path !== "/admin/pages") await page.locator('[data-add-block="content.blocks"]').waitFor();
      expect(await axeViolations(page), path).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    if (process.env.SCREENSHOTS_DIR) {
      for (const viewport of [{ width: 390, height: 844 }, VIEWPORTS.desktop]) {
        for (const [name, path] of [
          ["list", "/admin/pages"],
          ["editor", `/admin/pages/${slug}`],
        ] as const) {
          const page = await openScreen(newTab, path, viewport);
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/page-${name}-${viewport.width}.png`, fullPage: true });
        }
      }
    }
  });
});
