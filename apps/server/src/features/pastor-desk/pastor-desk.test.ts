import { describe, expect, it } from "vitest";
import type { DeskPost } from "@lampstand/contract/entities";
import { jpeg, textPretendingToBeJpeg } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

const valid = { title: "Walking in the light", month: "March", year: "2026", message: "Beloved,\n\nGrace and peace." };

describe("pastor's desk", () => {
  const t = useTestApp();

  async function create(fields: Record<string, string>, bytes?: Buffer) {
    const form = multipart(fields, bytes && { field: "postImage", filename: "p.jpg", contentType: "image/jpeg", bytes });
    return t.app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  async function edit(id: number | string, fields: Record<string, string>, bytes?: Buffer) {
    const form = multipart(fields, bytes && { field: "postImage", filename: "p.jpg", contentType: "image/jpeg", bytes });
    return t.app.inject({ method: "PUT", url: `/api/edit-desk/${id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  const publicList = async () => body<DeskPost[]>(await t.app.inject({ method: "GET", url: "/api/public-desks" }));

  it("creates a post with an integer id and its picture, seen by the public and by staff", async () => {
    const response = await create(valid, await jpeg());
    expect(response.statusCode).toBe(201);
    const post = body<DeskPost>(response);
    expect(post).toMatchObject(valid);
    expect(Number.isInteger(post.id)).toBe(true);
    expect(post.image).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect((await publicList()).find((p) => p.id === post.id)).toMatchObject(valid);
    const staff = await t.app.inject({ method: "GET", url: "/api/view-desks", headers: t.auth });
    expect(body<DeskPost[]>(staff).some((p) => p.id === post.id)).toBe(true);
  });

  it("reads one post for staff, a draft too, with its picture's size; for no one else", async () => {
    const draft = body<DeskPost>(await create({ ...valid, title: "Still a draft", status: "draft" }, await jpeg(90, 160)));
    const read = (id: number | string, headers: Record<string, string> = t.auth) => t.app.inject({ method: "GET", url: `/api/edit-desk/${id}`, headers });
    const answer = await read(draft.id);
    expect(answer.statusCode).toBe(200);
    expect(body<DeskPost>(answer)).toMatchObject({ id: draft.id, title: "Still a draft", status: "draft", image_size: { width: 90, height: 160 } });
    expect((await read(draft.id, {})).statusCode).toBe(401);
    expect((await read(999_999)).statusCode).toBe(404);
    expect((await read("abc")).statusCode).toBe(404);
  });

  it("accepts a post without a picture (image is optional in SPEC §3)", async () => {
    const response = await create({ ...valid, title: "No picture" });
    expect(response.statusCode).toBe(201);
    expect(body(response).image).toBeNull();
  });

  it.each(["title", "month", "year", "message"])("requires %s (400 naming it)", async (field) => {
    const response = await create({ ...valid, [field]: "   " }, await jpeg());
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
    expect(String(body(response).message)).toMatch(/is required/);
  });

  it("lists newest first by year and month, whatever order they were added in", async () => {
    for (const [month, year] of [["January", "2025"], ["Dec", "2024"], ["11", "2025"], ["July", "2025"]]) {
      await create({ ...valid, title: `${month} ${year}`, month: month!, year: year! });
    }
    const order = (await publicList()).filter((p) => p.title.includes("202")).map((p) => p.title);
    expect(order.indexOf("11 2025")).toBeLessThan(order.indexOf("July 2025"));
    expect(order.indexOf("July 2025")).toBeLessThan(order.indexOf("January 2025"));
    expect(order.indexOf("January 2025")).toBeLessThan(order.indexOf("Dec 2024"));
  });

  it("edits the text and keeps the picture when none is sent", async () => {
    const post = body<DeskPost>(await create(valid, await jpeg()));
    const response = await edit(post.id, { ...valid, title: "Renewed" });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ id: post.id, title: "Renewed", image: post.image });
    expect((await publicList()).find((p) => p.id === post.id)?.title).toBe("Renewed");
  });

  it("replacing the picture deletes the old one; a bad picture changes nothing", async () => {
    const post = body<DeskPost>(await create(valid, await jpeg(60, 60, { r: 9, g: 9, b: 9 })));
    const bad = await edit(post.id, { ...valid, title: "Should not stick" }, textPretendingToBeJpeg);
    expect(bad.statusCode).toBe(415);
    expect((await publicList()).find((p) => p.id === post.id)?.title).toBe(valid.title);

    const replaced = body<DeskPost>(await edit(post.id, valid, await jpeg(70, 70, { r: 250, g: 9, b: 9 })));
    expect(replaced.image).not.toBe(post.image);
    expect((await t.app.inject({ method: "GET", url: `/api/${post.image}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/${replaced.image}` })).statusCode).toBe(200);
  });

  it("edit validates like create", async () => {
    const post = body<DeskPost>(await create(valid));
    const response = await edit(post.id, { ...valid, message: "" });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe("message");
  });

  it("deletes a post and its picture; unknown ids are 404", async () => {
    const post = body<DeskPost>(await create(valid, await jpeg(33, 33)));
    const response = await t.app.inject({ method: "DELETE", url: `/api/delete-desk/${post.id}`, headers: t.auth });
    expect(body(response)).toEqual({ id: post.id, message: "Post deleted." });
    expect((await publicList()).some((p) => p.id === post.id)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `/api/${post.image}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/delete-desk/${post.id}`, headers: t.auth })).statusCode).toBe(404);
    expect((await edit(424242, valid)).statusCode).toBe(404);
  });

  it("keeps messages verbatim: quotes, SQL, HTML, emoji and line breaks", async () => {
    const message = `HEADING:\n\n"Quoted line"\n\n<script>alert('x')</script>\n'; DELETE FROM desk_posts; --\n\nGod bless you 🙏`;
    const post = body<DeskPost>(await create({ ...valid, message }));
    expect((await publicList()).find((p) => p.id === post.id)?.message).toBe(message);
  });
});
