import { beforeAll, describe, expect, it } from "vitest";
import { mp3 } from "../test-support/audio.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

/**
 * The public sermon pages (issue 23) rendered by the real web app from the real API: what the
 * server's HTML holds before any script (the list, its filters as a GET form, the player, the
 * video as a link), the statuses of missing things and bad filters, the sitemap, and the page
 * cache: a page is kept, and a staff edit shows on the next request.
 */
const site = useTestWebApp();
let auth: Record<string, string>;
const ids = { series: 0, withAudio: 0, plain: 0 };

beforeAll(async () => {
  const { token } = await signUpAndLogIn(site.app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  auth = { authorization: `Bearer ${token}` };
  ids.series = (await post("/api/sermon-series", { title: "Letters to the Churches", description: "Seven letters, seven Sundays." })).id;
  const withAudio = multipart(
    {
      title: "First Love",
      date: "2026-03-15",
      speaker: "Pastor Ann",
      series_id: String(ids.series),
      scripture: "Revelation 2:1-7",
      summary: "Ephesus worked hard and forgot why.",
      notes: "Remember\n\nRevelation 2:4\n\n\"Thou hast left thy first love.\"",
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
    { field: "audio", filename: "first-love.mp3", contentType: "audio/mpeg", bytes: mp3(5) },
  );
  ids.withAudio = (await send("POST", "/api/sermons", withAudio)).id;
  ids.plain = (await post("/api/sermons", { title: "Bread for the Road", date: "2026-03-22", speaker: "Elder Tom", scripture: "John 6:35", summary: "Jesus feeds us for the journey." })).id;
});

async function send(method: "POST" | "PUT", url: string, form: ReturnType<typeof multipart>): Promise<{ id: number }> {
  const response = await site.app.inject({ method, url, headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: number };
}
const post = (url: string, fields: Record<string, string>) => send("POST", url, multipart(fields));

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the sermon list", () => {
  it("shows the newest first with a GET form of filters and the podcast link, before any script", async () => {
    const response = await site.app.inject({ url: "/sermons" });
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html.indexOf("Bread for the Road")).toBeLessThan(html.indexOf("First Love"));
    expect(html).toMatch(/<form[^>]*method="get"/);
    for (const name of ["q", "series", "speaker", "book"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<option value="Pastor Ann">Pastor Ann</option>');
    expect(html).toContain(`<option value="${ids.series}">Letters to the Churches</option>`);
    expect(html).toContain('href="/sermons/podcast.xml"');
    expect(response.body).toContain('type="application/rss+xml"');
  });

  it("narrows by series, speaker, book and words of the title or summary", async () => {
    const titles = async (query: string) => {
      const response = await site.app.inject({ url: `/sermons?${query}` });
      expect(response.statusCode, query).toBe(200);
      return ["First Love", "Bread for the Road"].filter((title) => main(response.body).includes(title));
    };
    expect(await titles(`series=${ids.series}&q=&speaker=&book=`)).toEqual(["First Love"]);
    expect(await titles("speaker=Elder+Tom")).toEqual(["Bread for the Road"]);
    expect(await titles("book=Revelation")).toEqual(["First Love"]);
    expect(await titles("q=journey")).toEqual(["Bread for the Road"]);
    const none = await site.app.inject({ url: "/sermons?q=nowhere+to+be+found" });
    expect(main(none.body)).toContain("No sermons match your search");
  });

  it("answers a filter it cannot take with 400 and the reason, the form still there", async () => {
    const response = await site.app.inject({ url: "/sermons?book=Jhon" });
    expect(response.statusCode).toBe(400);
    expect(main(response.body)).toContain("is not one");
    expect(main(response.body)).toContain('name="book"');
  });
});

describe("a sermon's page", () => {
  it("has the audio player, the video as a link to its site (no player, nothing from YouTube), the notes formatted and the series", async () => {
    const response = await site.app.inject({ url: `/sermons/${ids.withAudio}` });
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toMatch(new RegExp(`<audio[^>]*controls=""[^>]*preload="none"[^>]*src="/api/sermons/${ids.withAudio}/audio"`));
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(response.body).not.toContain("<iframe");
    expect(response.body).not.toMatch(/<(?:img|script|link)[^>]*(?:youtube|ytimg|vimeo)/);
    expect(html).toContain("Revelation 2:1-7");
    expect(html).toContain(`href="/sermons/series/${ids.series}"`);
    // The pastor's desk formatter: the verse line as a sub-heading, the quoted line as a quotation.
    expect(html).toMatch(/<blockquote[^>]*><p>&quot;Thou hast left thy first love.&quot;<\/p><\/blockquote>/);
    const jsonLd = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);
    expect(jsonLd).toContainEqual(expect.objectContaining({ "@type": "CreativeWork", name: "First Love", datePublished: "2026-03-15" }));
  });

  it("is a 404 for a sermon that is not there", async () => {
    for (const url of ["/sermons/99999", "/sermons/abc", "/sermons/series/99999", "/sermons/series/abc"]) {
      const response = await site.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("noindex");
    }
  });
});

describe("a series' page", () => {
  it("has its description and its sermons", async () => {
    const response = await site.app.inject({ url: `/sermons/series/${ids.series}` });
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toContain("Seven letters, seven Sundays.");
    expect(html).toContain(`href="/sermons/${ids.withAudio}"`);
    expect(html).not.toContain("Bread for the Road");
  });
});

describe("the sitemap and the page cache", () => {
  it("lists every sermon and series", async () => {
    const response = await site.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    for (const path of ["/sermons", `/sermons/${ids.withAudio}`, `/sermons/${ids.plain}`, `/sermons/series/${ids.series}`]) {
      expect(response.body).toContain(`${path}</loc>`);
    }
  });

  it("keeps a sermon page, and shows a staff edit of it on the next request", async () => {
    const first = await site.app.inject({ url: `/sermons/${ids.plain}` });
    const kept = await site.app.inject({ url: `/sermons/${ids.plain}` });
    expect(kept.statusCode).toBe(200);
    // The same kept page: its validator, and a policy of hashes rather than a fresh nonce (ADR 017).
    expect(kept.headers.etag).toBeDefined();
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(String(kept.headers["content-security-policy"])).not.toContain("'nonce-");
    await send("PUT", `/api/sermons/${ids.plain}`, multipart({ title: "Bread for the Journey" }));
    const fresh = await site.app.inject({ url: `/sermons/${ids.plain}` });
    expect(main(fresh.body)).toContain("Bread for the Journey");
    const list = await site.app.inject({ url: "/sermons" });
    expect(main(list.body)).toContain("Bread for the Journey");
  });
});
