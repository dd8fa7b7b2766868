import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import type { SermonPage, SermonSeries } from "@lampstand/contract/sermons";
import { silentMp3 as mp3 } from "@lampstand/server/silent-mp3";
import { apiUrl, remove, signIn, staffGet, type Picture } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";

/**
 * The staff's sermon screens (issue 23): a series made with its artwork, a sermon uploaded with a
 * real MP3 (silent MPEG frames made in code, 7 seconds long), its scripture and video link checked
 * by the server's rules before anything is sent, its upload's progress, the duration the server
 * read shown on its card; then edited and deleted after a confirmation that names it, each change
 * read back from the API. Everything carries TAG and is deleted at the end.
 */

const TAG = "E2E sermons";
const PHONE = { width: 375, height: 812 } as const;
const SECONDS = 7;

let token: string;
let artwork: Picture;

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  artwork = await drawPicture(browser, { width: 1400, height: 1400, from: "#1e1b4b", to: "#f59e0b" });
});

const listSermons = async () => (await staffGet<SermonPage>(baseUrl, token, `${API_PATHS.sermons}?per_page=100`)).sermons.filter((sermon) => sermon.title.includes(TAG));
const listSeries = async () => (await staffGet<SermonSeries[]>(baseUrl, token, API_PATHS.sermonSeriesList)).filter((series) => series.title.includes(TAG));

test.afterAll(async () => {
  for (const sermon of await listSermons()) await remove(baseUrl, token, apiPath(API_PATHS.sermon, { id: sermon.id }));
  for (const series of await listSeries()) await remove(baseUrl, token, apiPath(API_PATHS.sermonSeries, { id: series.id }));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

async function openScreen(page: Page, path: string): Promise<Page> {
  expect(await visit(page, `${baseUrl}${path}`)).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label}\\*?$`));
const card = (page: Page, title: string): Locator => page.locator("[data-item-card]").filter({ hasText: title });
const notified = (page: Page, text: string) => page.locator('[data-notification="success"]', { hasText: text }).waitFor();
const heading1 = async (page: Page) => (await page.getByRole("heading", { level: 1 }).innerText()).trim();

/** What the progress bar showed while a save ran. */
async function recordProgress(page: Page): Promise<() => Promise<{ bars: number[]; labels: string[] }>> {
  await page.evaluate(() => {
    const seen = { bars: [] as number[], labels: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>("[data-upload-progress] progress");
      if (bar) {
        seen.bars.push(bar.value);
        seen.labels.push(bar.labels[0]?.textContent ?? "");
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { bars: number[]; labels: string[] } }).__seen);
}

describe("Sermons (issue 23, staff)", () => {
  test("a series, then a sermon with its MP3, scripture and video; edited; deleted after a confirmation that names it", { timeout: 120_000 }, async ({ staffPage }) => {
    // The series, with its artwork, on its own screen.
    let page = await openScreen(staffPage, "/admin/sermons/series");
    expect(await heading1(page)).toBe("Add Sermon Series");
    await field(page, "Title").fill(`${TAG}: Walking in the Spirit`);
    await field(page, "Description").fill("Six Sundays in Galatians 5.");
    await field(page, "Artwork").setInputFiles({ name: "spirit.png", mimeType: artwork.type, buffer: Buffer.from(artwork.bytes) });
    await page.getByRole("img", { name: "Preview of the chosen picture" }).waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await notified(page, "Series added successfully!");
    await card(page, "Walking in the Spirit").waitFor();
    const [series] = await listSeries();
    expect(series?.description).toBe("Six Sundays in Galatians 5.");
    expect(series?.image).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);

    await page.getByRole("link", { name: "Back to sermons" }).click();
    await page.waitForURL(`${baseUrl}/admin/sermons`);
    page = await openScreen(page, "/admin/sermons");
    expect(await heading1(page)).toBe("Upload Sermon");

    // Only title, date and speaker are required.
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await page.locator("[data-form-message]").innerText()).trim()).toBe(MESSAGES.fillRequiredFields);
    for (const label of ["Title", "Date", "Speaker"]) expect(await field(page, label).getAttribute("aria-invalid"), label).toBe("true");
    expect(await field(page, "Summary").getAttribute("aria-invalid")).toBeNull();

    await field(page, "Title").fill(`${TAG}: Freedom that serves`);
    await field(page, "Date").fill("2026-11-22");
    await field(page, "Speaker").fill("Pastor Grace Adeyemi");
    await field(page, "Series").selectOption({ label: `${TAG}: Walking in the Spirit` });
    await field(page, "Summary").fill("Called to freedom, we use it to serve one another in love.");
    await field(page, "Notes").fill("Freedom\n\nFor you were called to freedom.\n\nGod bless.");

    // The server's rules, in its words, by the field, before anything is sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(request.url());
    });
    await field(page, "Scripture").fill("Galatians 5:13-15\nJhon 8:36");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText('"Jhon" is not a book of the Bible.').first().waitFor();
    expect(await field(page, "Scripture").getAttribute("aria-invalid")).toBe("true");
    await field(page, "Scripture").fill("Galatians 5:13-15\njohn 8:36");
    await field(page, "Video link").fill("https://example.org/sermon.mp4");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(/^Video link must be a YouTube or Vimeo address/).first().waitFor();
    expect(await field(page, "Video link").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    await field(page, "Video link").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

    // A file that is no audio is refused in the browser; the MP3 is taken.
    const audio = field(page, "Audio");
    await audio.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Sunday notes") });
    await page.getByText("The file is not an MP3 or M4A audio file.", { exact: false }).first().waitFor();
    await audio.setInputFiles({ name: "freedom.mp3", mimeType: "audio/mpeg", buffer: mp3(SECONDS) });
    await page.getByText(/freedom\.mp3 · \d+ KB/).waitFor();

    // A slow connection, so the bar has something to show.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 32 * 1024 });
    const seen = await recordProgress(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await notified(page, "Sermon uploaded successfully!");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const { bars, labels } = await seen();
    expect(bars.some((value) => value > 0 && value < 100)).toBe(true);
    expect(labels.some((label) => /^Uploading the audio…\d+%$/.test(label))).toBe(true);
    expect(bars.at(-1)).toBe(100);

    // The card shows the duration the server read from the file.
    const sermonCard = card(page, "Freedom that serves");
    await sermonCard.waitFor();
    expect(await sermonCard.locator("[data-duration]").innerText()).toContain(`0:0${SECONDS}`);
    expect(await sermonCard.getByText(`Audio, ${SECONDS} seconds`).count()).toBe(1);
    expect(await sermonCard.getByText(`Pastor Grace Adeyemi · ${TAG}: Walking in the Spirit`).count()).toBe(1);
    expect(await sermonCard.getByText("Galatians 5:13-15; John 8:36").count()).toBe(1);
    expect(await field(page, "Title").inputValue()).toBe("");

    const [stored] = await listSermons();
    expect(stored).toMatchObject({
      title: `${TAG}: Freedom that serves`,
      date: "2026-11-22",
      speaker: "Pastor Grace Adeyemi",
      series: { id: series!.id },
      scripture: ["Galatians 5:13-15", "John 8:36"],
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      audio: { type: "audio/mpeg", bytes: mp3(SECONDS).length, duration_seconds: SECONDS },
    });

    // Edit: the form filled from the sermon, its audio playable; a change of title and no new file keeps the audio.
    await sermonCard.getByRole("button", { name: /^Edit/ }).click();
    expect(await heading1(page)).toBe("Update Sermon");
    expect(await field(page, "Scripture").inputValue()).toBe("Galatians 5:13-15\nJohn 8:36");
    expect(await field(page, "Series").inputValue()).toBe(String(series!.id));
    expect(await page.getByText("Current audio", { exact: true }).count()).toBe(1);
    expect(await page.locator("audio").getAttribute("src")).toBe(`/api/sermons/${stored!.id}/audio`);
    await field(page, "Title").fill(`${TAG}: Freedom that serves one another`);
    await field(page, "Video link").fill("https://vimeo.com/76979871");
    await page.getByRole("button", { name: "Update" }).click();
    await notified(page, "Sermon updated successfully!");
    expect(await heading1(page)).toBe("Upload Sermon");
    await card(page, "serves one another").waitFor();
    const [edited] = await listSermons();
    expect(edited).toMatchObject({ id: stored!.id, title: `${TAG}: Freedom that serves one another`, video_url: "https://vimeo.com/76979871", audio: stored!.audio });

    // Delete asks first, naming the sermon; Cancel keeps it.
    await card(page, "serves one another").getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Sermon" });
    await dialog.waitFor();
    expect(await dialog.getByText(`Are you sure you want to delete the sermon “${TAG}: Freedom that serves one another”?`, { exact: false }).count()).toBe(1);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await listSermons()).toHaveLength(1);

    await card(page, "serves one another").getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await notified(page, "Sermon deleted successfully!");
    await card(page, "serves one another").waitFor({ state: "detached" });
    expect(await listSermons()).toEqual([]);
    expect((await fetch(apiUrl(baseUrl, apiPath(API_PATHS.sermonAudio, { id: stored!.id })))).status).toBe(404);
  });

  test("a chosen audio file counts as an unsaved change", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/sermons");
    await field(page, "Audio").setInputFiles({ name: "unsaved.mp3", mimeType: "audio/mpeg", buffer: mp3(1) });
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Prayers" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    expect(page.url()).toBe(`${baseUrl}/admin/sermons`);
    expect(await page.getByText("unsaved.mp3", { exact: false }).count()).toBe(1);
  });

  test("both screens pass axe and fit the screen at 1280 and 375 px, the delete dialog too", { timeout: 120_000 }, async ({ staffTab }) => {
    const form = new FormData();
    form.set("title", `${TAG}: Axe series`);
    const made = await fetch(apiUrl(baseUrl, API_PATHS.sermonSeriesList), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(made.status).toBe(201);
    const sermon = new FormData();
    for (const [name, value] of Object.entries({ title: `${TAG}: Axe sermon`, date: "2026-10-04", speaker: "Elder Samuel Okoro", scripture: "Psalm 23:1-6" })) sermon.set(name, value);
    sermon.set("audio", new Blob([new Uint8Array(mp3(2))], { type: "audio/mpeg" }), "axe.mp3");
    expect((await fetch(apiUrl(baseUrl, API_PATHS.sermons), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: sermon })).status).toBe(201);

    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      for (const path of ["/admin/sermons", "/admin/sermons/series"]) {
        const page = await openScreen((await staffTab({ viewport })).page, path);
        await page.locator("[data-item-card]").first().waitFor();
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        if (path === "/admin/sermons") {
          await card(page, "Axe sermon").getByRole("button", { name: /^Edit/ }).click();
          await page.getByText("Current audio", { exact: true }).waitFor();
          expect(await axeViolations(page), `editing at ${viewport.width}px`).toEqual([]);
          await card(page, "Axe sermon").getByRole("button", { name: /^Delete/ }).click();
          await page.getByRole("alertdialog").waitFor();
          expect(await axeViolations(page), `dialog at ${viewport.width}px`).toEqual([]);
        }
        await page.context().close();
      }
    }
  });

  test("the keyboard reaches every field of the sermon form, each visibly focused", async ({ staffTab }) => {
    const page = await openScreen((await staffTab({ viewport: PHONE })).page, "/admin/sermons");
    await page.getByRole("heading", { level: 1 }).focus();
    const reached: Array<{ name: string; visible: boolean }> = [];
    for (let step = 0; step < 30 && reached.at(-1)?.name !== "Submit"; step++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
        return { name: (label ?? element.textContent ?? "").replace("*", "").trim(), visible: style.outlineStyle !== "none" || style.boxShadow !== "none" };
      });
      if (reached.at(-1)?.name !== focused.name) reached.push(focused);
    }
    const names = reached.map((item) => item.name);
    for (const label of ["Title", "Date", "Speaker", "Series", "Scripture", "Summary", "Notes", "Video link", "Audio", "Picture", "Submit"]) expect(names, label).toContain(label);
    expect(reached.filter((item) => !item.visible)).toEqual([]);
  });
});
