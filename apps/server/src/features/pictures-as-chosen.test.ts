import { describe, expect, it } from "vitest";
import type { ChurchEvent, FocalPoint } from "@lampstand/contract/entities";
import type { DeskPostView } from "@lampstand/contract/public-reads";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { body, useTestApp } from "../test-support/test-app.ts";

const eventFields = {
  title: "Harvest supper",
  description: "Soup, bread and a short talk.",
  ministry: "Women's Ministry",
  date: "2026-10-02",
  event_time: "18:00",
  venue: "Church hall",
};
const deskFields = { title: "Flyers shown whole", month: "October", year: "2026", message: "Dear friends,\n\nSee the flyer." };

/** Issue 24, pictures as staff chose them: the single-item reads carry the picture's size, so its page shows it whole. */
describe("pictures as staff chose them", () => {
  const t = useTestApp();

  async function send(method: "POST" | "PUT", url: string, fields: Record<string, string>, image?: { field: string; bytes: Buffer }) {
    const form = multipart(fields, image && { field: image.field, filename: "flyer.jpg", contentType: "image/jpeg", bytes: image.bytes });
    return t.app.inject({ method, url: `/api${url}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }

  it("answers an event with its picture's stored size, on its own read and on writes", async () => {
    const created = await send("POST", "/upload-event", eventFields, { field: "eventImage", bytes: await jpeg(300, 600) });
    expect(created.statusCode).toBe(201);
    const event = body<ChurchEvent>(created);
    expect(event.image_size).toEqual({ width: 300, height: 600 });
    const read = body<ChurchEvent>(await t.app.inject({ method: "GET", url: `/api/view-events/${event.id}` }));
    expect(read.image_size).toEqual({ width: 300, height: 600 });

    // A wider-than-stored picture is scaled to 1920 px wide: the size is the stored one's.
    const replaced = body<ChurchEvent>(await send("PUT", `/edit-event/${event.id}`, eventFields, { field: "eventImage", bytes: await jpeg(2400, 1200) }));
    expect(replaced.image_size).toEqual({ width: 1920, height: 960 });
  });

  it("answers null for an event without a picture", async () => {
    const event = body<ChurchEvent>(await send("POST", "/upload-event", eventFields));
    expect(event.image_size).toBeNull();
    expect(body<ChurchEvent>(await t.app.inject({ method: "GET", url: `/api/view-events/${event.id}` })).image_size).toBeNull();
  });

  it("answers a newsletter's public page with its picture's size", async () => {
    const post = body<{ id: number }>(await send("POST", "/upload-desk", deskFields, { field: "postImage", bytes: await jpeg(400, 500) }));
    const view = body<DeskPostView>(await t.app.inject({ method: "GET", url: `/api/public-desks/${post.id}` }));
    expect(view.post.image_size).toEqual({ width: 400, height: 500 });
    const without = body<{ id: number }>(await send("POST", "/upload-desk", { ...deskFields, title: "No picture" }));
    expect(body<DeskPostView>(await t.app.inject({ method: "GET", url: `/api/public-desks/${without.id}` })).post.image_size).toBeNull();
  });

  /** The three kinds of item with a picture a layout crops: how to add one, change it, and read it back publicly. */
  const kinds = [
    { kind: "event", upload: "/upload-event", edit: "/edit-event", field: "eventImage", fields: eventFields, list: "/view-events" },
    { kind: "newsletter", upload: "/upload-desk", edit: "/edit-desk", field: "postImage", fields: deskFields, list: "/public-desks" },
    { kind: "slide", upload: "/upload-slider", edit: "/edit-slider", field: "sliderImage", fields: { overlayText: "Welcome home" }, list: "/sliders" },
  ] as const;

  describe.each(kinds)("the focal point of a $kind's picture", ({ upload, edit, field, fields, list }) => {
    const add = async (extra: Record<string, string>) => send("POST", upload, { ...fields, ...extra }, { field, bytes: await jpeg(120, 80) });
    const listed = async (id: number) =>
      body<Array<FocalPoint & { id: number }>>(await t.app.inject({ method: "GET", url: `/api${list}` })).find((item) => item.id === id);

    it("is the middle unless set, is stored as sent, answered and listed publicly", async () => {
      const plain = body<FocalPoint & { id: number }>(await add({}));
      expect(plain).toMatchObject({ focal_x: 50, focal_y: 50 });
      const set = await add({ focal_x: "20", focal_y: "85" });
      expect(set.statusCode).toBe(201);
      const item = body<FocalPoint & { id: number }>(set);
      expect(item).toMatchObject({ focal_x: 20, focal_y: 85 });
      expect(await listed(item.id)).toMatchObject({ focal_x: 20, focal_y: 85 });
    });

    it("changes on an edit that sends it, and is kept by one that does not", async () => {
      const item = body<FocalPoint & { id: number }>(await add({ focal_x: "10", focal_y: "10" }));
      const moved = await send("PUT", `${edit}/${item.id}`, { ...fields, focal_x: "0", focal_y: "100" });
      expect(moved.statusCode).toBe(200);
      expect(body(moved)).toMatchObject({ focal_x: 0, focal_y: 100 });
      const kept = await send("PUT", `${edit}/${item.id}`, { ...fields, focal_y: "" });
      expect(body(kept)).toMatchObject({ focal_x: 0, focal_y: 100 });
      expect(await listed(item.id)).toMatchObject({ focal_x: 0, focal_y: 100 });
    });

    it.each([
      ["focal_x", "101"],
      ["focal_x", "-1"],
      ["focal_y", "12.5"],
      ["focal_y", "top"],
      ["focal_x", "1e2"],
    ])("refuses %s %s with a 400 naming it", async (name, value) => {
      const response = await add({ [name]: value });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ message: expect.stringMatching(new RegExp(`^${name} must be a whole number from 0 to 100`)), field: name });
    });
  });
});
