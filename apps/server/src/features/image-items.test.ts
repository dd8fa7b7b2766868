import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { ChurchEvent, DeskPost, Slider } from "@lampstand/contract/entities";
import { animatedGif, jpeg, jpegZipPolyglot, pngBomb, svgWithScript, textPretendingToBeJpeg, truncatedWebp } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { body, useTestApp } from "../test-support/test-app.ts";

type ImageItem = Slider | DeskPost | ChurchEvent;

/** Each upload endpoint with valid text fields, so only the picture decides the answer. */
const UPLOADS = [
  { create: "/api/upload-slider", edit: "/api/edit-slider", list: "/api/sliders", field: "sliderImage", fields: { overlayText: "t", bibleVerse: "v" } },
  { create: "/api/upload-desk", edit: "/api/edit-desk", list: "/api/public-desks", field: "postImage", fields: { title: "t", month: "May", year: "2026", message: "m" } },
  {
    create: "/api/upload-event",
    edit: "/api/edit-event",
    list: "/api/view-events",
    field: "eventImage",
    fields: { title: "t", description: "d", ministry: "Men Ministry", date: "2026-05-01", event_time: "10:00", venue: "v" },
  },
] as const;

describe.each(UPLOADS)("uploads to $create", ({ create, edit, list, field, fields }) => {
  const t = useTestApp();
  const send = async (url: string, method: "POST" | "PUT", bytes: Buffer, filename: string) => {
    const form = multipart(fields, { field, filename, contentType: "image/jpeg", bytes });
    return t.app.inject({ method, url, headers: { ...t.auth, ...form.headers }, payload: form.payload });
  };
  const items = async () => body<ImageItem[]>(await t.app.inject({ method: "GET", url: list }));
  const imageCount = async () => Number((await t.testDb.database.db.execute("SELECT count(*) AS n FROM images")).rows[0]?.n);

  it.each([
    ["a text file named .jpg", () => Promise.resolve(textPretendingToBeJpeg), "photo.jpg", 415, SERVER_MESSAGES.notAnImage],
    ["an SVG with a script", () => Promise.resolve(svgWithScript), "art.svg", 415, SERVER_MESSAGES.notAnImage],
    ["a truncated JPEG", async () => (await jpeg(300, 300)).subarray(0, 400), "cut.jpg", 415, SERVER_MESSAGES.notAnImage],
    ["a file over 10 MB", async () => Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)]), "big.jpg", 413, SERVER_MESSAGES.imageTooLarge],
    ["a 20,000 × 20,000 PNG (decompression bomb)", pngBomb, "bomb.png", 413, SERVER_MESSAGES.imageTooManyPixels],
    ["a JPEG/ZIP polyglot", jpegZipPolyglot, "photo.jpg", 415, SERVER_MESSAGES.imageWithArchive],
    ["a truncated WebP", truncatedWebp, "cut.webp", 415, SERVER_MESSAGES.notAnImage],
    ["an animated GIF of 3,000 frames", () => animatedGif(3000), "moving.gif", 413, SERVER_MESSAGES.imageTooManyFrames],
  ])("refuses %s on create and on edit, storing nothing", async (_label, make, filename, status, message) => {
    const bytes = await make();
    const [beforeItems, beforeImages] = [await items(), await imageCount()];
    const created = await send(create, "POST", bytes, filename);
    expect(created.statusCode).toBe(status);
    expect(body(created).message).toBe(message);
    expect(await items()).toEqual(beforeItems);
    expect(await imageCount()).toBe(beforeImages);

    const good = body<ImageItem>(await send(create, "POST", await jpeg(20, 20), "ok.jpg"));
    const edited = await send(`${edit}/${good.id}`, "PUT", bytes, filename);
    expect(edited.statusCode).toBe(status);
    expect((await items()).find((item) => item.id === good.id)?.image).toBe(good.image);
  });

  it("turns a picture into WebP and deletes it with the item", async () => {
    const created = body<ImageItem>(await send(create, "POST", await jpeg(64, 64, { r: 5, g: 99, b: 7 }), "a.jpg"));
    expect(created.image).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    const image = await t.app.inject({ method: "GET", url: `/api/${created.image}` });
    expect(image.headers["content-type"]).toBe("image/webp");
    const remove = create.replace("upload", "delete");
    expect((await t.app.inject({ method: "DELETE", url: `${remove}/${created.id}`, headers: t.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/${created.image}` })).statusCode).toBe(404);
  });
});
