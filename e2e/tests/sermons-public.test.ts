import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { Sermon, SermonSeries } from "@lampstand/contract/sermons";
import { silentMp3 } from "@lampstand/server/silent-mp3";
import { apiUrl, remove, signIn } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, htmlText } from "../support/pages.ts";

/**
 * The public sermon pages (issue 23), on sermons staff add through the real API with real MP3
 * audio made in code: the archive with its filters and search (with JavaScript and without), a
 * sermon's page with its player, a series' page, seeking (a Range request answered 206), and the
 * video facade, which asks nothing of the video's host until the visitor presses play. Everything
 * this file adds it deletes again.
 */

let token: string;
let series: SermonSeries;
const sermons: Sermon[] = [];
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const VIDEO_HOSTS = /youtube|youtu\.be|ytimg|googlevideo|vimeo/;

async function staffForm<T>(method: "POST" | "DELETE", path: string, fields: Record<string, string>, audio?: Buffer): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (audio) form.set("audio", new Blob([Uint8Array.from(audio)], { type: "audio/mpeg" }), "sermon.mp3");
  const response = await fetch(apiUrl(baseUrl, path), { method, headers: { Authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  token = await signIn(baseUrl, admin);
  series = await staffForm<SermonSeries>("POST", API_PATHS.sermonSeriesList, { title: "Songs of Ascent", description: "Fifteen short psalms sung on the way up to Jerusalem." });
  const added: Array<Record<string, string>> = [
    { title: "Lifting Our Eyes", date: "2026-02-01", speaker: "Pastor Miriam Cole", series_id: String(series.id), scripture: "Psalm 121:1-8", summary: "Help does not come from the hills but from the Maker of the hills.", notes: "Our Keeper\n\nPsalm 121:3\n\n\"He that keepeth thee will not slumber.\"", video_url: VIDEO },
    { title: "Glad to Go Up", date: "2026-02-08", speaker: "Pastor Miriam Cole", series_id: String(series.id), scripture: "Psalm 122:1", summary: "Why gathering for worship is a joy and not a duty." },
    { title: "Loaves by the Lakeside", date: "2026-02-15", speaker: "Brother Daniel Osei", scripture: "John 6:1-14", summary: "A boy's lunch in the hands of Jesus feeds a multitude." },
  ];
  for (const fields of added) {
    sermons.push(await staffForm<Sermon>("POST", API_PATHS.sermons, fields, fields.video_url ? silentMp3(6) : undefined));
  }
});

test.afterAll(async () => {
  for (const sermon of sermons) await remove(baseUrl, token, apiPath(API_PATHS.sermon, { id: sermon.id }));
  if (series) await remove(baseUrl, token, apiPath(API_PATHS.sermonSeries, { id: series.id }));
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 }).allInnerTexts();

describe("the sermon archive", () => {
  test("lists the newest first, and narrows by series, speaker, book and search", async ({ open }) => {
    const page = await open("/sermons");
    expect(await cardTitles(page)).toEqual(["Loaves by the Lakeside", "Glad to Go Up", "Lifting Our Eyes"]);
    expect(await page.getByRole("link", { name: "Subscribe in your podcast app" }).getAttribute("href")).toBe("/sermons/podcast.xml");

    const search = page.getByRole("search", { name: "Sermons" });
    const find = async () => {
      await search.getByRole("button", { name: "Find sermons" }).click();
      await page.waitForLoadState("networkidle");
    };
    await search.getByLabel("Series").selectOption({ label: "Songs of Ascent" });
    await find();
    await expect.poll(() => cardTitles(page)).toEqual(["Glad to Go Up", "Lifting Our Eyes"]);
    expect(new URL(page.url()).searchParams.get("series")).toBe(String(series.id));

    await page.getByRole("link", { name: "Clear" }).click();
    await expect.poll(() => cardTitles(page)).toEqual(["Loaves by the Lakeside", "Glad to Go Up", "Lifting Our Eyes"]);
    // The form shows the address's filters: none after Clear.
    expect(await search.getByLabel("Series").inputValue()).toBe("");

    await page.waitForLoadState("networkidle");
    await search.getByLabel("Speaker").selectOption("Brother Daniel Osei");
    await find();
    await expect.poll(() => cardTitles(page)).toEqual(["Loaves by the Lakeside"]);

    // Clear is a navigation: the form is drawn anew from its address, so it is filled once that is done.
    const clear = async () => {
      await page.getByRole("link", { name: "Clear" }).click();
      await expect.poll(() => cardTitles(page)).toEqual(["Loaves by the Lakeside", "Glad to Go Up", "Lifting Our Eyes"]);
    };
    await clear();
    await search.getByLabel("Book of the Bible").selectOption("Psalms");
    await find();
    await expect.poll(() => cardTitles(page)).toEqual(["Glad to Go Up", "Lifting Our Eyes"]);

    await clear();
    await search.getByLabel("Search titles and summaries").fill("maker of the hills");
    await find();
    await expect.poll(() => cardTitles(page)).toEqual(["Lifting Our Eyes"]);
    expect(await page.getByRole("heading", { name: "1 sermon matches" }).count()).toBe(1);
  });

  test("searches and filters without JavaScript, by the form's own GET", async ({ open }) => {
    const page = await open("/sermons", { javaScriptEnabled: false });
    const search = page.getByRole("search", { name: "Sermons" });
    await search.getByLabel("Search titles and summaries").fill("lunch");
    await Promise.all([page.waitForURL(/q=lunch/), search.getByRole("button", { name: "Find sermons" }).click()]);
    expect(await cardTitles(page)).toEqual(["Loaves by the Lakeside"]);

    await page.goto(`${baseUrl}/sermons`);
    await page.getByRole("search", { name: "Sermons" }).getByLabel("Book of the Bible").selectOption("John");
    await Promise.all([page.waitForURL(/book=John/), page.getByRole("search", { name: "Sermons" }).getByRole("button", { name: "Find sermons" }).click()]);
    expect(await cardTitles(page)).toEqual(["Loaves by the Lakeside"]);

    await page.getByRole("link", { name: "Loaves by the Lakeside" }).click();
    await page.waitForURL(`${baseUrl}/sermons/${sermons[2]!.id}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Loaves by the Lakeside");
  });

  test("answers a book that is not one with its reason and a 400", async () => {
    const response = await fetch(`${baseUrl}/sermons?book=Jhon`);
    expect(response.status).toBe(400);
    expect(htmlText(await response.text())).toMatch(/"Jhon" is not one/);
  });
});

describe("a sermon's page", () => {
  test("has the player, the facts, the notes and the rest of the series; the player seeks by ranges", async ({ open }) => {
    const [withAudio, second] = sermons;
    const page = await open(`/sermons/${withAudio!.id}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Lifting Our Eyes");
    const audio = page.locator("audio");
    expect(await audio.getAttribute("preload")).toBe("none");
    expect(await audio.getAttribute("controls")).not.toBeNull();
    const src = await audio.getAttribute("src");
    expect(src).toBe(`/api/sermons/${withAudio!.id}/audio`);
    expect(await page.getByText("Psalms 121:1-8").count()).toBeGreaterThan(0);
    expect(await page.locator("blockquote").innerText()).toContain("He that keepeth thee will not slumber.");
    const series = page.getByRole("navigation", { name: "More in this series" });
    expect(await series.getByRole("link", { name: /Glad to Go Up/ }).getAttribute("href")).toBe(`/sermons/${second!.id}`);

    // What a player does when the visitor seeks: a range of bytes, answered 206 with exactly those.
    const ranged = await fetch(`${baseUrl}${src}`, { headers: { Range: "bytes=1000-1999" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 1000-1999/${withAudio!.audio!.bytes}`);
    expect(ranged.headers.get("accept-ranges")).toBe("bytes");
    expect((await ranged.arrayBuffer()).byteLength).toBe(1000);

    // The browser's own player asks for its bytes by range once played.
    const audioResponse = page.waitForResponse((response) => response.url().endsWith(src!));
    await audio.evaluate((element: HTMLAudioElement) => void element.play().catch(() => {}));
    expect((await audioResponse).status()).toBe(206);
  });

  test("asks nothing of the video's host until play is pressed, then shows its player", async ({ newTab }) => {
    const { page, context } = await newTab({ viewport: VIEWPORTS.desktop });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    });
    // The host's player itself is not under test (and this machine may be offline): a page stands in for it.
    await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }));
    await page.goto(`${baseUrl}/sermons/${sermons[0]!.id}`);
    await page.waitForLoadState("networkidle");
    const play = page.getByRole("button", { name: /Lifting Our Eyes/ });
    await play.waitFor();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    await play.click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    expect(await frame.getAttribute("title")).toBe("Lifting Our Eyes (video on YouTube)");
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });

  test("without JavaScript, the video is a link to it on its site", async ({ open }) => {
    const page = await open(`/sermons/${sermons[0]!.id}`, { javaScriptEnabled: false });
    const link = page.getByRole("link", { name: /Watch on YouTube/ });
    expect(await link.getAttribute("href")).toBe(VIDEO);
    expect(await link.getAttribute("target")).toBe("_blank");
  });

  test("is a 404 for a sermon that is not there", async () => {
    const response = await fetch(`${baseUrl}/sermons/987654`);
    expect(response.status).toBe(404);
    expect(htmlText(await response.text())).toContain("Sermon not found");
  });
});

describe("a series' page", () => {
  test("has its description and its sermons, newest first", async ({ open }) => {
    const page = await open(`/sermons/series/${series.id}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Songs of Ascent");
    expect(await page.getByText("Fifteen short psalms").count()).toBe(1);
    expect(await cardTitles(page)).toEqual(["Glad to Go Up", "Lifting Our Eyes"]);
  });
});

describe("accessibility", () => {
  for (const [name, viewport] of [
    ["desktop", VIEWPORTS.desktop],
    ["phone", { width: 375, height: 812 }],
  ] as const) {
    test(`the archive, a sermon and a series pass axe at ${viewport.width} px (${name})`, async ({ open }) => {
      for (const path of ["/sermons", `/sermons/${sermons[0]!.id}`, `/sermons/series/${series.id}`]) {
        const page = await open(path, { viewport });
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
