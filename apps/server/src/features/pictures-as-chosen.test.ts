import { describe, expect, it } from "vitest";
import type { ChurchEvent } from "@lampstand/contract/entities";
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
});
