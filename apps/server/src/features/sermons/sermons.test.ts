import { describe, expect, it } from "vitest";
import type { Sermon, SermonPage, SermonSeries, SermonView } from "@lampstand/contract/sermons";
import { mp3 } from "../../test-support/audio.ts";
import { jpeg } from "../../test-support/images.ts";
import { encodeMultipart, filePart, newBoundary, textPart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { sermonAudio } from "../../db/schema.ts";
import { SERMON_AUDIO_CHUNK_BYTES } from "./audio-store.ts";

const valid = { title: "The good shepherd", date: "2026-03-15", speaker: "Ann Preacher", scripture: "John 10:11-18; psalm 23:1", summary: "Who the shepherd is." };

type File = { field: string; bytes: Buffer; contentType?: string; filename?: string };

function form(fields: Record<string, string>, files: File[] = []) {
  const boundary = newBoundary();
  const parts = [
    ...Object.entries(fields).map(([name, value]) => textPart(name, value)),
    ...files.map((file) => filePart({ field: file.field, filename: file.filename ?? "f.bin", contentType: file.contentType ?? "application/octet-stream", bytes: file.bytes })),
  ];
  return { payload: encodeMultipart(boundary, parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("sermons", () => {
  const t = useTestApp();

  const send = (method: "POST" | "PUT", url: string, fields: Record<string, string>, files: File[] = [], auth = true) => {
    const f = form(fields, files);
    return t.app.inject({ method, url, headers: { ...(auth ? t.auth : {}), ...f.headers }, payload: f.payload });
  };
  const create = async (fields: Record<string, string>, files: File[] = []) => {
    const response = await send("POST", "/api/sermons", fields, files);
    expect(response.statusCode, response.body).toBe(201);
    return body<Sermon>(response);
  };
  const createSeries = async (title: string) => body<SermonSeries>(await send("POST", "/api/sermon-series", { title, description: `About ${title}` }));
  const list = async (query = "") => {
    const response = await t.app.inject({ method: "GET", url: `/api/sermons${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return body<SermonPage>(response);
  };
  const audioCount = () => t.testDb.database.db.$count(sermonAudio);

  it("creates a sermon with its series, scripture, video, audio and picture; the public reads it", async () => {
    const series = await createSeries("John's Gospel");
    const audio = mp3(10);
    const sermon = await create({ ...valid, series_id: String(series.id), video_url: "https://www.youtube.com/watch?v=abc" }, [
      { field: "audio", bytes: audio, filename: "sermon.dat" },
      { field: "picture", bytes: await jpeg(), contentType: "image/jpeg" },
    ]);
    expect(sermon).toMatchObject({
      title: valid.title,
      date: valid.date,
      speaker: valid.speaker,
      series: { id: series.id, title: "John's Gospel" },
      scripture: ["John 10:11-18", "Psalms 23:1"],
      video_url: "https://www.youtube.com/watch?v=abc",
      audio: { url: `sermons/${sermon.id}/audio`, type: "audio/mpeg", bytes: audio.length, duration_seconds: 10 },
    });
    expect(sermon.image).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    const view = body<SermonView>(await t.app.inject({ method: "GET", url: `/api/sermons/${sermon.id}` }));
    expect(view.sermon).toEqual(sermon);
    expect((await list()).sermons.map((s) => s.id)).toContain(sermon.id);
  });

  it("needs a staff member's token to write", async () => {
    expect((await send("POST", "/api/sermons", valid, [], false)).statusCode).toBe(401);
    expect((await send("POST", "/api/sermon-series", { title: "x" }, [], false)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/sermons/1" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/sermon-series/1" })).statusCode).toBe(401);
  });

  it.each([
    [{ title: "" }, "title", "Title is required."],
    [{ date: "March 15" }, "date", 'Date must be written as YYYY-MM-DD, e.g. "2026-03-15".'],
    [{ scripture: "Hezekiah 1:1" }, "scripture", '"Hezekiah" is not a book of the Bible.'],
    [{ video_url: "https://example.org/v/1" }, "video_url", undefined],
    [{ series_id: "999999" }, "series_id", "Series not found: choose one of the sermon series."],
  ])("refuses %o with a 400 naming the field", async (change, field, message) => {
    const response = await send("POST", "/api/sermons", { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
    if (message) expect(body(response).message).toBe(message);
  });

  it("refuses audio that is no MP3 or M4A, whatever its name, and keeps nothing of it", async () => {
    const before = await audioCount();
    const response = await send("POST", "/api/sermons", valid, [{ field: "audio", bytes: Buffer.from("just text, called sermon.mp3\n".repeat(100)), filename: "sermon.mp3", contentType: "audio/mpeg" }]);
    expect(response.statusCode).toBe(415);
    expect(body(response)).toMatchObject({ field: "audio", message: expect.stringMatching(/not an MP3 or M4A/) });
    expect(await audioCount()).toBe(before);
  });

  it("keeps no audio when the rest of the form is refused", async () => {
    const before = await audioCount();
    const response = await send("POST", "/api/sermons", { ...valid, title: "" }, [{ field: "audio", bytes: mp3(3) }]);
    expect(response.statusCode).toBe(400);
    expect(await audioCount()).toBe(before);
  });

  it("edits the fields sent, replaces the audio (deleting the old one) and keeps the rest", async () => {
    const sermon = await create(valid, [{ field: "audio", bytes: mp3(4) }]);
    const before = await audioCount();
    const response = await send("PUT", `/api/sermons/${sermon.id}`, { title: "Renamed", video_url: "" }, [{ field: "audio", bytes: mp3(6) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Sermon>(response)).toMatchObject({ title: "Renamed", speaker: valid.speaker, scripture: sermon.scripture, video_url: null, audio: { duration_seconds: 6 } });
    expect(await audioCount()).toBe(before);
    const json = await t.app.inject({ method: "PUT", url: `/api/sermons/${sermon.id}`, headers: t.auth, payload: { summary: "New summary" } });
    expect(body<Sermon>(json)).toMatchObject({ title: "Renamed", summary: "New summary", audio: { duration_seconds: 6 } });
    expect((await send("PUT", "/api/sermons/999999", { title: "x" })).statusCode).toBe(404);
  });

  it("deletes a sermon with its audio", async () => {
    const sermon = await create(valid, [{ field: "audio", bytes: mp3(2) }]);
    const before = await audioCount();
    const response = await t.app.inject({ method: "DELETE", url: `/api/sermons/${sermon.id}`, headers: t.auth });
    expect(body(response)).toEqual({ id: sermon.id, message: "Sermon deleted." });
    expect(await audioCount()).toBe(before - 1);
    expect((await t.app.inject({ method: "GET", url: `/api/sermons/${sermon.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/sermons/${sermon.id}/audio` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/sermons/${sermon.id}`, headers: t.auth })).statusCode).toBe(404);
  });

  it("pages newest first and filters by series, speaker and book, and searches titles and summaries", async () => {
    const series = await createSeries("Filter series");
    const tag = `f${Date.now()}`;
    await create({ ...valid, title: `${tag} one`, date: "2020-01-05", speaker: `${tag} Bob`, scripture: "Genesis 1:1", series_id: String(series.id) });
    await create({ ...valid, title: `${tag} two`, date: "2020-01-12", speaker: `${tag} Bob`, scripture: "Romans 8:28", summary: "about 100%_ hope" });
    await create({ ...valid, title: `${tag} three`, date: "2020-01-19", speaker: `${tag} Cleo`, scripture: "Romans 12:1; Genesis 12:1" });
    const titles = (page: SermonPage) => page.sermons.map((s) => s.title);
    expect(titles(await list(`?q=${tag}`))).toEqual([`${tag} three`, `${tag} two`, `${tag} one`]);
    expect(titles(await list(`?q=${tag}&book=romans`))).toEqual([`${tag} three`, `${tag} two`]);
    expect(titles(await list(`?q=${tag}&book=Genesis&speaker=${encodeURIComponent(`${tag} Bob`)}`))).toEqual([`${tag} one`]);
    expect(titles(await list(`?series=${series.id}`))).toEqual([`${tag} one`]);
    expect(titles(await list(`?q=${encodeURIComponent("100%_")}`))).toEqual([`${tag} two`]);
    const paged = await list(`?q=${tag}&per_page=2&page=2`);
    expect(paged).toMatchObject({ page: 2, per_page: 2, pages: 2, total: 3 });
    expect(titles(paged)).toEqual([`${tag} one`]);
    expect(paged.speakers).toEqual(expect.arrayContaining([`${tag} Bob`, `${tag} Cleo`]));
    for (const query of ["?book=Hezekiah", "?page=0", "?per_page=500", "?series=x"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/sermons${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("shows the rest of the series on a sermon's page, and a series change on its sermons", async () => {
    const series = await createSeries("Acts");
    const first = await create({ ...valid, title: "Acts 1", series_id: String(series.id) });
    const second = await create({ ...valid, title: "Acts 2", series_id: String(series.id) });
    const view = body<SermonView>(await t.app.inject({ method: "GET", url: `/api/sermons/${first.id}` }));
    expect(view.same_series.map((s) => s.id)).toEqual([second.id]);
    await send("PUT", `/api/sermon-series/${series.id}`, { title: "The Acts of the Apostles" });
    const after = body<SermonView>(await t.app.inject({ method: "GET", url: `/api/sermons/${first.id}` }));
    expect(after.sermon.series?.title).toBe("The Acts of the Apostles");
    const removed = await t.app.inject({ method: "DELETE", url: `/api/sermon-series/${series.id}`, headers: t.auth });
    expect(removed.statusCode).toBe(200);
    expect(body<SermonView>(await t.app.inject({ method: "GET", url: `/api/sermons/${first.id}` })).sermon.series).toBeNull();
  });

  it("manages series with their pictures", async () => {
    const response = await send("POST", "/api/sermon-series", { title: "Psalms", description: "Songs" }, [{ field: "picture", bytes: await jpeg(), contentType: "image/jpeg" }]);
    expect(response.statusCode).toBe(201);
    const series = body<SermonSeries>(response);
    expect(series).toMatchObject({ title: "Psalms", description: "Songs", image: expect.stringMatching(/^uploads\//) });
    expect(body<SermonSeries>(await t.app.inject({ method: "GET", url: `/api/sermon-series/${series.id}` }))).toEqual(series);
    expect(body<SermonSeries[]>(await t.app.inject({ method: "GET", url: "/api/sermon-series" })).map((s) => s.id)).toContain(series.id);
    expect((await send("POST", "/api/sermon-series", { title: " " })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/sermon-series/999999" })).statusCode).toBe(404);
  });

  it("offers a new series in the sermons' filter at once, though the answer was read (and cached) before", async () => {
    const before = await list();
    const series = await createSeries("Acts of the Apostles");
    expect((await list()).series.map((s) => s.id)).toContain(series.id);
    expect(before.series.map((s) => s.id)).not.toContain(series.id);
  });
});

describe("sermon audio", () => {
  const t = useTestApp();

  async function upload(bytes: Buffer) {
    const f = form(valid, [{ field: "audio", bytes }]);
    const response = await t.app.inject({ method: "POST", url: "/api/sermons", headers: { ...t.auth, ...f.headers }, payload: f.payload });
    expect(response.statusCode, response.body).toBe(201);
    return body<Sermon>(response);
  }
  const get = (id: number, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url: `/api/sermons/${id}/audio`, headers });

  it("is served whole with its type and length, and by ranges across chunks (206)", async () => {
    // Over two chunks, so ranges cross a chunk's edge.
    const audio = mp3(SERMON_AUDIO_CHUNK_BYTES * 2.5 / 16_000);
    const { id } = await upload(audio);
    const whole = await get(id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ "content-type": "audio/mpeg", "accept-ranges": "bytes", "content-length": String(audio.length) });
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const edge = SERMON_AUDIO_CHUNK_BYTES;
    for (const [range, start, end] of [
      [`bytes=${edge - 10}-${edge + 9}`, edge - 10, edge + 9],
      ["bytes=0-0", 0, 0],
      [`bytes=${audio.length - 100}-`, audio.length - 100, audio.length - 1],
      ["bytes=-50", audio.length - 50, audio.length - 1],
      [`bytes=100-${audio.length + 1000}`, 100, audio.length - 1],
    ] as const) {
      const part = await get(id, { range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers["content-range"], range).toBe(`bytes ${start}-${end}/${audio.length}`);
      expect(part.headers["content-length"], range).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(audio.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const audio = mp3(2);
    const { id } = await upload(audio);
    const head = await get(id, {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ "content-type": "audio/mpeg", "accept-ranges": "bytes", "content-length": String(audio.length) });
    expect(head.rawPayload.length).toBe(0);
    const ranged = await get(id, { range: "bytes=10-19" }, "HEAD");
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers["content-length"]).toBe("10");
  });

  it("answers 416 with the length for a range outside the file or not readable", async () => {
    const audio = mp3(1);
    const { id } = await upload(audio);
    for (const range of [`bytes=${audio.length}-`, "bytes=-0", "bytes=50-10", "bytes=abc", "bytes=-"]) {
      const response = await get(id, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${audio.length}`);
      expect(body(response).message).toBe("The requested range is not within the audio file.");
    }
    // Another unit, several ranges, or an If-Range naming an older file: the whole file.
    const wholeFile: Array<Record<string, string>> = [{ range: "items=0-1" }, { range: "bytes=0-1,5-6" }, { range: "bytes=0-1", "if-range": '"old"' }];
    for (const headers of wholeFile) {
      expect((await get(id, headers)).statusCode).toBe(200);
    }
  });

  it("answers 404 for a sermon without audio or no sermon at all", async () => {
    const f = form(valid);
    const sermon = body<Sermon>(await t.app.inject({ method: "POST", url: "/api/sermons", headers: { ...t.auth, ...f.headers }, payload: f.payload }));
    expect(sermon.audio).toBeNull();
    expect((await get(sermon.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/sermons/999999/audio" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/sermons/abc/audio" })).statusCode).toBe(404);
  });
});
