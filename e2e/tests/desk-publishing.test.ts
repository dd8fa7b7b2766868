import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { DeskPost } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { apiUrl, createPost, deletePaths, remove, signIn, type Picture } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, htmlText, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * The pastor's newsletter as drafts, scheduled and published posts (issue 24, ADR 042), against
 * the production build: a draft is on no public page until published; a scheduled post appears
 * on the list, its page, the feed and the sitemap at its time by itself, with the pages already
 * cached before. The time is real: the post is scheduled a few seconds ahead and the test waits
 * (no fake clock, so the server's timer and caches run as in production). The admin's buttons,
 * states and versions with Restore are used as staff would, axe clean at both widths.
 */
const TAG = "E2E publishing";
let token: string;
let picture: Picture;

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  picture = await drawPicture(browser, { width: 1200, height: 800, from: "#1e3a8a", to: "#fde68a" });
});

test.afterAll(async () => {
  for (const post of await staffPosts()) {
    if (post.title.includes(TAG)) await remove(baseUrl, token, deletePaths.post(post.id));
  }
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label}\\*?$`));
const card = (page: Page, title: string): Locator => page.locator("[data-item-card]").filter({ hasText: title });
const text = { month: "December", year: "2026", message: "Dear church family,\n\nThe candles are lit and the doors are open." };

/** Every post, drafts and scheduled ones too, as staff list them. */
async function staffPosts(): Promise<DeskPost[]> {
  return (await (await fetch(apiUrl(baseUrl, API_PATHS.viewDesks), { headers: { Authorization: `Bearer ${token}` } })).json()) as DeskPost[];
}

/** Fills the form's title, month, year and message (`text`'s), as the pastor types them. */
async function writeLetter(page: Page, title: string): Promise<void> {
  await field(page, "Title").fill(title);
  await field(page, "Month").fill(text.month);
  await field(page, "Year").fill(text.year);
  await field(page, "Message").fill(text.message);
}

/** Whether the public pages name post `id` (titled `title`): the list, its page, the RSS feed, the sitemap. */
async function publicPages(id: number, title: string): Promise<Record<string, boolean>> {
  const read = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, body: await response.text() };
  };
  const [list, post, rss, sitemap] = await Promise.all(["/pastor-desk", `/pastor-desk/${id}`, "/pastor-desk/rss.xml", "/sitemap.xml"].map(read));
  return {
    list: htmlText(list!.body).includes(title),
    post: post!.status === 200,
    rss: rss!.body.includes(title),
    sitemap: sitemap!.body.includes(`/pastor-desk/${id}<`),
  };
}
const everywhere = { list: true, post: true, rss: true, sitemap: true };
const nowhere = { list: false, post: false, rss: false, sitemap: false };

async function openScreen(page: Page): Promise<Page> {
  expect(await visit(page, `${baseUrl}/admin/upload-pastordesk`)).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe("the pastor's newsletter: drafts, schedules, versions", () => {
  test("a scheduled post appears on its own at its time: list, post page, feed and sitemap", async ({ open }) => {
    const title = `${TAG}: Advent letter`;
    const at = Date.now() + 8000;
    const post = await createPost(baseUrl, token, { ...text, title, publish_at: new Date(at).toISOString() });
    // Read (and so cached) before its time, in the browser too.
    expect(await publicPages(post.id, title)).toEqual(nowhere);
    const page = await open("/pastor-desk");
    expect(await page.getByText(title).count()).toBe(0);
    expect(await publicPages(post.id, title)).toEqual(nowhere);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 1000));
    expect(await publicPages(post.id, title)).toEqual(everywhere);
    expect(await visit(page, `${baseUrl}/pastor-desk`)).toBe(200);
    await page.getByText(title).first().waitFor();
  });

  test("a draft is on no public page until staff publish it from the form", async ({ staffPage }) => {
    const title = `${TAG}: Quiet draft`;
    const draft = await createPost(baseUrl, token, { ...text, title, status: "draft" }, picture);
    expect(await publicPages(draft.id, title)).toEqual(nowhere);

    // Its View says so, and offers no way to a website page that does not show it yet.
    expect(await visit(staffPage, `${baseUrl}/admin/post/${draft.id}`)).toBe(200);
    await staffPage.getByText("Visitors cannot see this message yet.").waitFor();
    expect((await staffPage.locator("[data-desk-status]").innerText()).trim()).toBe("Draft");
    expect(await staffPage.getByRole("link", { name: "Open on the website" }).count()).toBe(0);

    const page = await openScreen(staffPage);
    const item = card(page, title);
    expect((await item.locator("[data-desk-status]").innerText()).trim()).toBe("Draft");
    await item.getByRole("button", { name: /^Edit/ }).click();
    // Not published yet: no versions to restore.
    await page.getByText("Not published yet, so no versions.").waitFor();
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Post updated successfully!" }).waitFor();
    // The list is read again after a save: the card changes when that answer arrives.
    await expect.poll(async () => (await card(page, title).locator("[data-desk-status]").innerText()).trim()).toBe("Published");
    expect(await publicPages(draft.id, title)).toEqual(everywhere);
  });

  test("Save draft and Schedule… from the form; the list says which; a past time is refused", async ({ staffPage }) => {
    const page = await openScreen(staffPage);
    const title = `${TAG}: Christmas Eve`;
    await writeLetter(page, title);
    await field(page, "Picture").setInputFiles({ name: picture.filename, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });
    await page.getByRole("button", { name: "Schedule…" }).click();
    await field(page, "Date").fill("2020-12-24");
    await field(page, "Time").fill("18:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.getByText("Choose a date and time later than now to schedule the newsletter.").first().waitFor();

    const year = new Date().getFullYear() + 1;
    await field(page, "Date").fill(`${year}-12-24`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.locator('[data-notification="success"]', { hasText: "Newsletter scheduled for" }).waitFor();
    await expect
      .poll(async () => (await card(page, title).locator("[data-desk-status]").innerText()).trim())
      .toMatch(new RegExp(`^Scheduled for Dec 24, ${year}, 6:00\\sPM \\(CST\\)$`));
    const scheduled = await staffPosts();
    const post = scheduled.find((each) => each.title === title)!;
    // 6 PM in Chicago in December is midnight UTC.
    expect(post.publish_at).toBe(`${year}-12-25T00:00:00.000Z`);
    expect(await publicPages(post.id, title)).toEqual(nowhere);

    // Editing it shows its time; Save draft takes it back to a draft.
    await card(page, title).getByRole("button", { name: /^Edit/ }).click();
    expect(await field(page, "Date").inputValue()).toBe(`${year}-12-24`);
    expect(await field(page, "Time").inputValue()).toBe("18:00");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Draft saved." }).waitFor();
    await expect.poll(async () => (await card(page, title).locator("[data-desk-status]").innerText()).trim()).toBe("Draft");
  });

  test("a draft may wait for its picture; publishing asks for one", async ({ staffPage }) => {
    const page = await openScreen(staffPage);
    const title = `${TAG}: Picture later`;
    await writeLetter(page, title);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(MESSAGES.fillRequiredFields).first().waitFor();
    expect(await card(page, title).count()).toBe(0);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Draft saved." }).waitFor();
    await expect.poll(async () => (await card(page, title).locator("[data-desk-status]").innerText()).trim()).toBe("Draft");
    const saved = await staffPosts();
    expect(saved.find((post) => post.title === title)?.image).toBeNull();
  });

  test("each publish is a version; Restore publishes an earlier one again; axe clean at 1280 and 375 px", async ({ staffTab }) => {
    const title = `${TAG}: Epiphany`;
    const post = await createPost(baseUrl, token, { ...text, title }, picture);
    const { page } = await staffTab({ viewport: VIEWPORTS.desktop });
    await openScreen(page);
    await card(page, title).getByRole("button", { name: /^Edit/ }).click();
    await field(page, "Title").fill(`${title}, revised`);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.locator('[data-notification="success"]', { hasText: "Post updated successfully!" }).waitFor();

    await card(page, "Epiphany, revised").getByRole("button", { name: /^Edit/ }).click();
    const versions = page.getByRole("region", { name: /^Published versions of/ });
    await versions.getByRole("listitem").nth(1).waitFor();
    expect(await versions.getByRole("listitem").count()).toBe(2);
    expect(await versions.getByText("on the website now").count()).toBe(1);
    expect(await versions.getByText(/^Saved .+ by .+/).count()).toBe(2);
    await page.getByRole("button", { name: "Schedule…" }).click();
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    }

    await versions.getByRole("button", { name: /^Restore/ }).click();
    await versions.getByRole("listitem").nth(2).waitFor();
    expect(await field(page, "Title").inputValue()).toBe(title);
    expect(htmlText(await (await fetch(`${baseUrl}/pastor-desk/${post.id}`)).text())).toContain(title);
    expect(htmlText(await (await fetch(`${baseUrl}/pastor-desk/${post.id}`)).text())).not.toContain("revised");
  });
});
