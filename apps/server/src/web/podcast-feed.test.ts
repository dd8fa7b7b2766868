import Parser from "rss-parser";
import { SaxesParser } from "saxes";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Sermon } from "@lampstand/contract/sermons";
import type { SiteSettingsResponse } from "@lampstand/contract/site-settings";
import { mp3 } from "../test-support/audio.ts";
import { jpeg, png } from "../test-support/images.ts";
import { encodeMultipart, filePart, multipart, newBoundary, textPart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

/**
 * /sermons/podcast.xml as podcast apps read it (issue 23): rendered by the real web app from the
 * real API, parsed by rss-parser (what many podcast tools use) and by a strict XML 1.0 parser.
 * Every tag Apple asks for is there; each enclosure's length is the bytes the audio address
 * serves; the artwork is a square JPEG of Apple's size; titles staff type (markup, ampersands,
 * quotes, control characters, emoji) keep the feed valid and come out as typed.
 */
const PUBLIC_URL = "https://church.example.org";
const HOSTILE_TITLE = `<script>alert("x")</script> Faith & "works" — Tom's \u0007\u000b\uffff🙏 sermon`;
/** What a reader gets back: the markup as text, control characters gone, Word's line break a line break. */
const HOSTILE_TITLE_READ = `<script>alert("x")</script> Faith & "works" — Tom's \n🙏 sermon`;

let auth: { authorization: string };

type Upload = { field: string; bytes: Buffer; contentType?: string };
async function createSermon(fields: Record<string, string>, files: Upload[] = []): Promise<Sermon> {
  const boundary = newBoundary();
  const parts = [
    ...Object.entries(fields).map(([name, value]) => textPart(name, value)),
    ...files.map((file) => filePart({ field: file.field, filename: "f.bin", contentType: file.contentType ?? "application/octet-stream", bytes: file.bytes })),
  ];
  const response = await t.app.inject({
    method: "POST",
    url: "/api/sermons",
    headers: { ...auth, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: encodeMultipart(boundary, parts),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Sermon;
}

const feed = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/sermons/podcast.xml", headers: { host: "evil.example", ...headers } });
/** A path of this site from an absolute address the feed wrote, checked to be on PUBLIC_URL. */
function pathOn(url: string | undefined): string {
  expect(url).toBeDefined();
  const parsed = new URL(url!);
  expect(parsed.origin).toBe(PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
}

function strictXmlError(xml: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let error: string | undefined;
  parser.on("error", (failure) => (error ??= failure.message));
  try {
    parser.write(xml).close();
  } catch (failure) {
    error ??= (failure as Error).message;
  }
  return error;
}

type PodcastItem = { title?: string; guid?: string; pubDate?: string; enclosure?: { url: string; length?: string; type?: string }; itunes?: Record<string, string> };
type Podcast = { title?: string; description?: string; language?: string; itunes?: Record<string, unknown>; items: PodcastItem[] };
const parser = new Parser<Podcast, PodcastItem>({ customFields: { feed: ["language"], item: ["guid"] } });

const t = useTestWebApp({ PUBLIC_URL });

beforeAll(async () => {
  const { token } = await signUpAndLogIn(t.app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  auth = { authorization: `Bearer ${token}` };
});


describe("the podcast feed", () => {
  let withAudio: Sermon;
  let plain: Sermon;

  beforeAll(async () => {
    await createSermon({ title: "Video only", date: "2026-03-22", speaker: "Ann Preacher", video_url: "https://www.youtube.com/watch?v=abc" });
    withAudio = await createSermon({ title: HOSTILE_TITLE, date: "2026-03-15", speaker: "Ann & Bo", summary: "Grace\u0008 & truth <b>bold</b>" }, [
      { field: "audio", bytes: mp3(7) },
      { field: "picture", bytes: await jpeg(800, 500), contentType: "image/jpeg" },
    ]);
    plain = await createSermon({ title: "The good shepherd", date: "2026-03-08", speaker: "Ann Preacher" }, [{ field: "audio", bytes: mp3(3) }]);
  });

  it("has every tag Apple asks for, for the church and each episode with audio, with addresses on PUBLIC_URL", async () => {
    const response = await feed();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(strictXmlError(response.body)).toBeUndefined();
    expect(response.body).not.toContain("evil");
    expect(response.body).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');

    const podcast = await parser.parseString(response.body);
    expect(podcast.title).toBe("Lampstand Sermons");
    expect(podcast.description).toMatch(/^Sermons preached at Lampstand\./);
    expect(podcast.language).toBe("en");
    expect(podcast.itunes).toMatchObject({
      author: "Lampstand",
      explicit: "false",
      owner: { name: "Lampstand", email: expect.stringMatching(/@/) },
      categories: ["Religion & Spirituality"],
      categoriesWithSubs: [{ name: "Religion & Spirituality", subs: [{ name: "Christianity" }] }],
    });
    expect(pathOn(podcast.itunes?.image as string)).toBe("/api/podcast/artwork/church.jpg");

    // Only sermons with audio, newest first.
    expect(podcast.items.map((item) => item.title)).toEqual([HOSTILE_TITLE_READ, "The good shepherd"]);
    const [first, second] = podcast.items;
    expect(first).toMatchObject({
      guid: `lampstand-sermon-${withAudio.id}-${Date.parse(withAudio.created_at)}`,
      pubDate: "Sun, 15 Mar 2026 12:00:00 GMT",
      enclosure: { type: "audio/mpeg", length: String(withAudio.audio!.bytes) },
      itunes: { duration: "7", explicit: "false", author: "Ann & Bo" },
    });
    expect(pathOn(first!.enclosure?.url)).toBe(`/api/sermons/${withAudio.id}/audio`);
    expect(pathOn(first!.itunes?.image)).toBe(`/api/podcast/artwork/${withAudio.image!.slice("uploads/".length, -".webp".length)}.jpg`);
    expect(response.body).toContain("<description>Grace &amp; truth &lt;b&gt;bold&lt;/b&gt;</description>");
    expect(second).toMatchObject({ enclosure: { length: String(plain.audio!.bytes) }, itunes: { duration: "3" } });
    // Without a picture of its own an episode shows the church's artwork.
    expect(second!.itunes?.image).toBeUndefined();
  });

  it("gives each enclosure the length of the bytes its address serves", async () => {
    const podcast = await parser.parseString((await feed()).body);
    for (const item of podcast.items) {
      const audio = await t.app.inject({ method: "GET", url: pathOn(item.enclosure?.url) });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers["content-type"]).toBe(item.enclosure?.type);
      // Web players play it from their own origin.
      expect(audio.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(audio.rawPayload.length).toBe(Number(item.enclosure?.length));
    }
  });

  it("serves square JPEG artwork of Apple's size, for the church and for an episode", async () => {
    const podcast = await parser.parseString((await feed()).body);
    for (const url of [podcast.itunes?.image as string, podcast.items[0]!.itunes?.image]) {
      const response = await t.app.inject({ method: "GET", url: pathOn(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const { format, width, height, space } = await sharp(response.rawPayload).metadata();
      expect({ format, width, height, space }).toEqual({ format: "jpeg", width: 1400, height: 1400, space: "srgb" });
      const again = await t.app.inject({ method: "GET", url: pathOn(url), headers: { "if-none-match": String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    for (const name of ["nope.jpg", `${"0".repeat(64)}.jpg`, "../church.jpg"]) {
      const missing = await t.app.inject({ method: "GET", url: `/api/podcast/artwork/${encodeURIComponent(name)}` });
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json()).toEqual({ message: expect.stringContaining("No podcast artwork") });
    }
  });

  it("makes the church's artwork from its logo once staff upload one", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/podcast/artwork/church.jpg" });
    const settings = (await t.app.inject({ method: "GET", url: "/api/settings" })).json() as SiteSettingsResponse;
    const form = multipart({ version: String(settings.version) }, { field: "logo", filename: "logo.png", contentType: "image/png", bytes: await png(300, 120) });
    const uploaded = await t.app.inject({ method: "PUT", url: "/api/settings/logo", headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/podcast/artwork/church.jpg", headers: { "if-none-match": String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1400, height: 1400 });
  });

  it("is kept with an ETag, and made again when a sermon or the settings change", async () => {
    const first = await feed();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await feed({ "if-none-match": etag })).statusCode).toBe(304);

    await createSermon({ title: "A new hope", date: "2026-04-05", speaker: "Ann Preacher" }, [{ field: "audio", bytes: mp3(2) }]);
    const afterSermon = await feed({ "if-none-match": etag });
    expect(afterSermon.statusCode).toBe(200);
    expect((await parser.parseString(afterSermon.body)).items[0]?.title).toBe("A new hope");

    const settings = (await t.app.inject({ method: "GET", url: "/api/settings" })).json() as SiteSettingsResponse;
    const { logo: _logo, updated_at: _updatedAt, ...editable } = settings;
    const saved = await t.app.inject({ method: "PUT", url: "/api/settings", headers: auth, payload: { ...editable, name: "Grace & Truth Chapel" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSettings = await feed({ "if-none-match": String(afterSermon.headers.etag) });
    expect(afterSettings.statusCode).toBe(200);
    const podcast = await parser.parseString(afterSettings.body);
    expect(podcast.title).toBe("Grace & Truth Chapel Sermons");
    expect(podcast.itunes).toMatchObject({ author: "Grace & Truth Chapel", owner: { name: "Grace & Truth Chapel" } });
  });
});
