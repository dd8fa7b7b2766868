import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { Slider } from "@lampstand/contract/entities";
import { jpeg, png, svgWithScript, textPretendingToBeJpeg } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

describe("sliders", () => {
  const t = useTestApp();

  async function upload(fields: Record<string, string>, bytes?: Buffer, filename = "banner.jpg") {
    const form = multipart(fields, bytes && { field: "sliderImage", filename, contentType: "image/jpeg", bytes });
    return t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  const list = async () => body<Slider[]>(await t.app.inject({ method: "GET", url: "/api/sliders" }));
  const fetchImage = (path: string) => t.app.inject({ method: "GET", url: `/api/${path}` });

  it("creates a slider from a real picture and lists it publicly", async () => {
    const response = await upload({ overlayText: "Welcome home", bibleVerse: "Psalm 122:1" }, await jpeg(300, 200));
    expect(response.statusCode).toBe(201);
    const slider = body<Slider>(response);
    expect(slider).toMatchObject({ title: "Welcome home", verse: "Psalm 122:1" });
    expect(Number.isInteger(slider.id)).toBe(true);
    expect(slider.image).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect((await list()).map((s) => s.id)).toContain(slider.id);

    const image = await fetchImage(slider.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
    const again = await t.app.inject({ method: "GET", url: `/api/${slider.image}`, headers: { "if-none-match": image.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("needs an image, and accepts overlay text and verse left out", async () => {
    const missing = await upload({ overlayText: "No picture" });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({ message: SERVER_MESSAGES.imageRequired, field: "sliderImage" });
    const bare = await upload({}, await png());
    expect(bare.statusCode).toBe(201);
    expect(body(bare)).toMatchObject({ title: "", verse: "" });
  });

  it("keeps a text alternative for the picture, empty when none is given, and lets staff change it", async () => {
    const described = body<Slider>(await upload({ overlayText: "Harvest", alt: "Baskets of fruit before the altar." }, await jpeg(120, 80)));
    expect(described.alt).toBe("Baskets of fruit before the altar.");
    const plain = body<Slider>(await upload({ overlayText: "Plain" }, await jpeg(121, 80)));
    expect(plain.alt).toBe("");
    const edited = await t.app.inject({ method: "PUT", url: `/api/edit-slider/${plain.id}`, headers: t.auth, payload: { alt: "A plain gold background." } });
    expect(body<Slider>(edited)).toMatchObject({ title: "Plain", alt: "A plain gold background." });
    expect((await list()).find((slider) => slider.id === plain.id)?.alt).toBe("A plain gold background.");
    const tooLong = await upload({ alt: "x".repeat(201) }, await jpeg(122, 80));
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).field).toBe("alt");
  });

  it("serves narrower copies for phones (?w=480, ?w=960), never wider than the picture, and drops them with it", async () => {
    const slider = body<Slider>(await upload({}, await jpeg(1600, 750)));
    const widthOf = async (query: string) => {
      const response = await t.app.inject({ method: "GET", url: `/api/${slider.image}${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      return (await sharp(response.rawPayload).metadata()).width;
    };
    expect(await widthOf("?w=480")).toBe(480);
    expect(await widthOf("?w=960")).toBe(960);
    expect(await widthOf("")).toBe(1600);
    // Asked again: the same bytes, now from the database or memory.
    expect(await widthOf("?w=480")).toBe(480);
    const small = body<Slider>(await upload({}, await jpeg(300, 200)));
    const copy = await t.app.inject({ method: "GET", url: `/api/${small.image}?w=960` });
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(300);

    const odd = await t.app.inject({ method: "GET", url: `/api/${slider.image}?w=123` });
    expect(odd.statusCode).toBe(400);
    expect(body(odd).message).toMatch(/480, 960/);

    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${slider.id}`, headers: t.auth });
    expect((await t.app.inject({ method: "GET", url: `/api/${slider.image}?w=480` })).statusCode).toBe(404);
    const left = await t.testDb.database.db.execute(sql`SELECT count(*)::int AS count FROM image_variants WHERE name = ${slider.image.slice("uploads/".length)}`);
    expect((left as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(0);
  });

  it.each([
    ["a text file named .jpg", textPretendingToBeJpeg, "photo.jpg", 415],
    ["an SVG with a script", svgWithScript, "pretty.svg", 415],
  ])("refuses %s and stores nothing", async (_label, bytes, filename, status) => {
    const before = await list();
    const response = await upload({ overlayText: "x" }, bytes, filename);
    expect(response.statusCode).toBe(status);
    expect(body(response).message).toBe(SERVER_MESSAGES.notAnImage);
    expect(await list()).toEqual(before);
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await jpeg(400, 300);
    const response = await upload({}, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(response.statusCode).toBe(415);
  });

  it("refuses an upload over 10 MB with 413", async () => {
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const response = await upload({}, huge);
    expect(response.statusCode).toBe(413);
    expect(body(response).message).toBe(SERVER_MESSAGES.imageTooLarge);
  });

  it("refuses a file under another field name", async () => {
    const form = multipart({}, { field: "image", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg() });
    const response = await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe("image");
  });

  it("edits title and verse by JSON, keeping what is not sent", async () => {
    const created = body<Slider>(await upload({ overlayText: "Old", bibleVerse: "John 3:16" }, await jpeg()));
    const edit = await t.app.inject({ method: "PUT", url: `/api/edit-slider/${created.id}`, headers: t.auth, payload: { title: "New" } });
    expect(edit.statusCode).toBe(200);
    expect(body(edit)).toMatchObject({ id: created.id, title: "New", verse: "John 3:16", image: created.image });
    expect((await list()).find((s) => s.id === created.id)?.title).toBe("New");
  });

  it("answers an edit that sends nothing with the slide as it is", async () => {
    const created = body<Slider>(await upload({ overlayText: "Same", bibleVerse: "Verse" }, await jpeg()));
    for (const request of [{}, { payload: {} }, { payload: { unknown: "x" } }]) {
      const edit = await t.app.inject({ method: "PUT", url: `/api/edit-slider/${created.id}`, headers: t.auth, ...request });
      expect(edit.statusCode).toBe(200);
      expect(body<Slider>(edit)).toEqual(created);
    }
  });

  it("replacing a picture removes the old one, unless another slider uses it", async () => {
    const shared = await jpeg(90, 90, { r: 1, g: 2, b: 3 });
    const a = body<Slider>(await upload({ overlayText: "A" }, shared));
    const b = body<Slider>(await upload({ overlayText: "B" }, shared));
    expect(a.image).toBe(b.image);

    const form = multipart({ title: "A2" }, { field: "sliderImage", filename: "n.png", contentType: "image/png", bytes: await png(50, 50) });
    const edit = await t.app.inject({ method: "PUT", url: `/api/edit-slider/${a.id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(edit.statusCode).toBe(200);
    const edited = body<Slider>(edit);
    expect(edited.image).not.toBe(a.image);
    expect((await fetchImage(a.image)).statusCode).toBe(200); // still used by B

    const deleteB = await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${b.id}`, headers: t.auth });
    expect(deleteB.statusCode).toBe(200);
    expect(body(deleteB)).toEqual({ id: b.id, message: "Slider deleted." });
    expect((await fetchImage(a.image)).statusCode).toBe(404); // now unused: gone

    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${edited.id}`, headers: t.auth });
    expect((await fetchImage(edited.image)).statusCode).toBe(404);
  });

  it("a failed edit changes nothing", async () => {
    const created = body<Slider>(await upload({ overlayText: "Keep" }, await jpeg()));
    const form = multipart({ title: "Changed" }, { field: "sliderImage", filename: "x.jpg", contentType: "image/jpeg", bytes: textPretendingToBeJpeg });
    const edit = await t.app.inject({ method: "PUT", url: `/api/edit-slider/${created.id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(edit.statusCode).toBe(415);
    expect((await list()).find((s) => s.id === created.id)).toMatchObject({ title: "Keep", image: created.image });
    expect((await fetchImage(created.image)).statusCode).toBe(200);
  });

  it("answers 404 for unknown ids on edit and delete", async () => {
    for (const id of ["999999", "abc", "0"]) {
      expect((await t.app.inject({ method: "PUT", url: `/api/edit-slider/${id}`, headers: t.auth, payload: { title: "x" } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${id}`, headers: t.auth })).statusCode).toBe(404);
    }
  });

  it("validates lengths, naming the field", async () => {
    const response = await upload({ overlayText: "x".repeat(201) }, await jpeg());
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe("overlayText");
  });

  it("stores quotes, SQL and HTML verbatim", async () => {
    const title = `<script>alert("hi")</script> ' OR 1=1; --`;
    const created = body<Slider>(await upload({ overlayText: title, bibleVerse: `"Jesus wept." — John 11:35` }, await jpeg()));
    const stored = (await list()).find((s) => s.id === created.id);
    expect(stored).toMatchObject({ title, verse: `"Jesus wept." — John 11:35` });
  });

  it("shows a change in the public list at once (the cache is invalidated by every write)", async () => {
    await list(); // warm the cache
    const created = body<Slider>(await upload({ overlayText: "Fresh" }, await jpeg()));
    expect((await list()).some((s) => s.id === created.id)).toBe(true);
    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${created.id}`, headers: t.auth });
    expect((await list()).some((s) => s.id === created.id)).toBe(false);
  });
});
