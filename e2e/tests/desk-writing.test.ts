import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { DeskPost } from "@lampstand/contract/entities";
import { apiUrl, deletePaths, remove, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * Writing the pastor's newsletter (issue 24): the toolbar writes its syntax around the selection,
 * by mouse and by keyboard; the live preview beside the text shows the formatted blocks at a
 * phone's and a desktop's width; and after Publish now the public post page draws the very same blocks.
 */

const TAG = "E2E desk writing";
let token: string;

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
});

test.afterAll(async () => {
  const posts = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewDesks), { headers: { Authorization: `Bearer ${token}` } })).json()) as DeskPost[];
  for (const post of posts) if (post.title.includes(TAG)) await remove(baseUrl, token, deletePaths.post(post.id));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const messageBox = (page: Page) => page.getByLabel(/^Message\*?$/);
const toolbarButton = (page: Page, name: string) => page.getByRole("group", { name: "Formatting" }).getByRole("button", { name, exact: true });

/** Each block of a formatted message as "kind: text as read", in order. */
async function blockStructure(message: Locator): Promise<string[]> {
  return message.locator("[data-block]").evaluateAll((blocks) =>
    blocks.map((block) => {
      const strong = [...block.querySelectorAll("strong")].map((element) => `**${element.textContent}**`);
      const italic = [...block.querySelectorAll("em")].map((element) => `*${element.textContent}*`);
      const items = [...block.querySelectorAll("li")].map((element) => element.textContent);
      const text = items.length ? items.join(" | ") : (block as HTMLElement).innerText.replace(/\s+/g, " ").trim();
      return [`${block.getAttribute("data-block")}: ${text}`, ...strong, ...italic].join(" ");
    }),
  );
}

/** Types `text` at the end of the message box and selects it, as a pastor drags over what they wrote. */
async function typeAndSelect(page: Page, text: string): Promise<void> {
  const box = messageBox(page);
  await box.press("End");
  await box.pressSequentially(text);
  await box.evaluate((element: HTMLTextAreaElement, length) => element.setSelectionRange(element.value.length - length, element.value.length), text.length);
}

describe("the newsletter's toolbar and preview", () => {
  test("formats with the toolbar, previews at both widths, and publishes the same blocks", async ({ staffTab, browser }) => {
    const { page } = await staffTab({ viewport: VIEWPORTS.desktop });
    expect(await visit(page, `${baseUrl}/admin/upload-pastordesk`)).toBe(200);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByLabel(/^Title\*?$/).fill(`${TAG}: Unto us`);
    await page.getByLabel(/^Month\*?$/).fill("December");
    await page.getByLabel(/^Year\*?$/).fill("2026");

    const box = messageBox(page);
    await box.fill("Dear church family,\n\n");
    // Heading with nothing selected: a placeholder, selected, is typed over.
    await toolbarButton(page, "Heading").click();
    await page.keyboard.type("Christmas");
    await box.press("End");
    await page.keyboard.type("\n\n");
    await typeAndSelect(page, "Toy drive:");
    // By keyboard: Ctrl+B in the box.
    await box.press("Control+b");
    await box.press("End");
    await page.keyboard.type(" bring a new toy by the 14th.\n\n");
    await typeAndSelect(page, "Carol service\nCandlelight at 11pm");
    await toolbarButton(page, "List").click();
    await box.press("End");
    await page.keyboard.type("\n\n");
    await typeAndSelect(page, "For to us a child is born.");
    // By keyboard: Tab from the box's toolbar to the Scripture button and press Enter; the reference is selected for typing.
    await toolbarButton(page, "Scripture").focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.type("Isaiah 9:6");
    expect(await box.inputValue()).toBe(
      "Dear church family,\n\n## Christmas\n\n**Toy drive:** bring a new toy by the 14th.\n\n- Carol service\n- Candlelight at 11pm\n\n> Isaiah 9:6\n> For to us a child is born.",
    );

    const expected = [
      "paragraph: Dear church family,",
      "heading: Christmas",
      "paragraph: Toy drive: bring a new toy by the 14th. **Toy drive:**",
      "list: Carol service | Candlelight at 11pm",
      "scripture: Isaiah 9:6 For to us a child is born.",
    ];
    // A phone's width first: the blocks in a 390 px frame.
    const preview = page.locator("[data-preview-frame]");
    expect(await preview.getAttribute("data-preview-frame")).toBe("phone");
    expect(await preview.evaluate((element) => element.getBoundingClientRect().width)).toBe(390);
    expect(await blockStructure(preview)).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);

    // Desktop width: the same blocks, the post column zoomed down to fit the pane beside the text.
    await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Desktop" }).click();
    expect(await preview.getAttribute("data-preview-frame")).toBe("desktop");
    expect(await blockStructure(preview)).toEqual(expected);

    const picture = await drawPicture(browser, { width: 1200, height: 800, from: "#1e1b4b", to: "#fde68a" });
    await page.getByLabel(/^Picture\*?$/).setInputFiles({ name: picture.filename, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });
    await page.getByRole("button", { name: "Publish now" }).click();
    const view = page.locator("[data-item-card]").filter({ hasText: `${TAG}: Unto us` }).getByRole("link", { name: /^View/ });
    await view.waitFor();
    const id = (await view.getAttribute("href"))!.replace("/admin/post/", "");

    // The public page: the same blocks, and the title once (the page's heading only).
    const visitor = await browser.newPage({ viewport: VIEWPORTS.desktop });
    try {
      expect(await visit(visitor, `${baseUrl}/pastor-desk/${id}`)).toBe(200);
      expect(await blockStructure(visitor.locator("[data-formatted-message]"))).toEqual(expected);
      expect(await visitor.getByText(`${TAG}: Unto us`, { exact: true }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });

  test("on a phone, Write and Preview take turns and the screen stays axe clean", async ({ staffTab }) => {
    const { page } = await staffTab({ viewport: { width: 375, height: 812 } });
    expect(await visit(page, `${baseUrl}/admin/upload-pastordesk`)).toBe(200);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await messageBox(page).fill("Welcome Home\n\nPsalm 34:8\nTaste and see that the Lord is good.");
    expect(await page.locator("[data-preview-frame]").isVisible()).toBe(false);
    // The six buttons fit the phone's width (they wrap rather than overflow).
    for (const name of ["Heading", "Bold", "Italic", "List", "Quotation", "Scripture"]) {
      const box = (await toolbarButton(page, name).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("group", { name: "Message view" }).getByRole("button", { name: "Preview" }).click();
    expect(await messageBox(page).isVisible()).toBe(false);
    const preview = page.locator("[data-preview-frame]");
    expect(await blockStructure(preview)).toEqual(["title: Welcome Home", "scripture: Psalm 34:8 Taste and see that the Lord is good."]);
    // The desktop frame is zoomed to fit the phone's screen rather than overflowing it.
    await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Desktop" }).click();
    expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});
