import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DESK_MESSAGES, type DeskPost, type DeskVersion } from "@lampstand/contract/entities";
import type { DeskPage } from "@lampstand/contract/public-reads";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

/** Drafts, scheduled posts and published versions of the pastor's desk (issue 24). */
describe("pastor's desk: drafts, scheduling and versions", () => {
  const t = useTestApp();
  const text = { month: "December", year: "2026", message: "Dear church family,\n\nThe candles are lit." };

  async function create(fields: Record<string, string>) {
    const form = multipart({ ...text, ...fields });
    return t.app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  async function edit(id: number, fields: Record<string, string>) {
    const form = multipart({ ...text, ...fields });
    return t.app.inject({ method: "PUT", url: `/api/edit-desk/${id}`, headers: { ...t.auth, ...form.headers }, payload: form.payload });
  }
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api${url}` });
  const publicTitles = async () => body<DeskPost[]>(await get("/public-desks")).map((post) => post.title);
  const pageTitles = async () => body<DeskPage>(await get("/public-desks/page?per_page=100")).posts.map((post) => post.title);
  const staffPost = async (id: number) =>
    body<DeskPost[]>(await t.app.inject({ method: "GET", url: "/api/view-desks", headers: t.auth })).find((post) => post.id === id);
  const versions = async (id: number) => body<DeskVersion[]>(await t.app.inject({ method: "GET", url: `/api/edit-desk/${id}/versions`, headers: t.auth }));
  const restore = (id: number, version: number | string) =>
    t.app.inject({ method: "POST", url: `/api/edit-desk/${id}/versions/${version}/restore`, headers: t.auth });
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  /** Every public read of the desk: the list, a page, the post itself. */
  async function publicEverywhere(post: DeskPost): Promise<boolean[]> {
    return [
      (await publicTitles()).includes(post.title),
      (await pageTitles()).includes(post.title),
      (await get(`/public-desks/${post.id}`)).statusCode === 200,
    ];
  }

  it("publishes at once when neither status nor publish_at is sent, as SPEC §7's clients do", async () => {
    const before = Date.now();
    const response = await create({ title: "Spec client" });
    expect(response.statusCode).toBe(201);
    const post = body<DeskPost>(response);
    expect(post.status).toBe("published");
    expect(Date.parse(post.publish_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(post.publish_at)).toBeLessThanOrEqual(Date.now());
    expect(await publicEverywhere(post)).toEqual([true, true, true]);
  });

  it("keeps a draft from every public read, shows it to staff, and publishes it when told", async () => {
    const post = body<DeskPost>(await create({ title: "A draft", status: "draft" }));
    expect(post.status).toBe("draft");
    expect(await publicEverywhere(post)).toEqual([false, false, false]);
    expect((await get(`/public-desks/${post.id}`)).json().message).toBe("Post not found.");
    expect(await staffPost(post.id)).toMatchObject({ status: "draft", title: "A draft" });
    expect(await versions(post.id)).toEqual([]);

    const published = body<DeskPost>(await edit(post.id, { title: "A draft", status: "published" }));
    expect(published.status).toBe("published");
    expect(Date.parse(published.publish_at)).toBeLessThanOrEqual(Date.now());
    expect(await publicEverywhere(post)).toEqual([true, true, true]);
  });

  it("a SPEC client's edit publishes a draft; an edit of a public post keeps its time", async () => {
    const post = body<DeskPost>(await create({ title: "Draft then spec edit", status: "draft" }));
    const edited = body<DeskPost>(await edit(post.id, { title: "Draft then spec edit" }));
    expect(edited.status).toBe("published");
    await sleep(20);
    const again = body<DeskPost>(await edit(post.id, { title: "Draft then spec edit", message: "Changed." }));
    expect(again.publish_at).toBe(edited.publish_at);
  });

  it("a later publish_at schedules: not public until then, listed for staff with its time", async () => {
    const at = inSeconds(3600);
    const post = body<DeskPost>(await create({ title: "Next hour", publish_at: at }));
    expect(post).toMatchObject({ status: "published", publish_at: at });
    expect(await publicEverywhere(post)).toEqual([false, false, false]);
    expect(await staffPost(post.id)).toMatchObject({ status: "published", publish_at: at });
    // An earlier time is simply published (back-dated), an offset is honoured.
    const past = body<DeskPost>(await create({ title: "Back-dated", publish_at: "2020-01-05T09:30:00-06:00" }));
    expect(past.publish_at).toBe("2020-01-05T15:30:00.000Z");
    expect(await publicEverywhere(past)).toEqual([true, true, true]);
  });

  it("a scheduled post appears by itself at its time, though the list was cached before", async () => {
    const post = body<DeskPost>(await create({ title: "In a moment", publish_at: inSeconds(1.5) }));
    expect(await publicEverywhere(post)).toEqual([false, false, false]);
    // Read twice: the second answer comes from the cache, which no write will drop.
    expect(await publicTitles()).not.toContain("In a moment");
    await sleep(2000);
    expect(await publicEverywhere(post)).toEqual([true, true, true]);
  });

  it("moving a scheduled time earlier re-arms the timer", async () => {
    const post = body<DeskPost>(await create({ title: "Moved earlier", publish_at: inSeconds(3600) }));
    expect(await publicTitles()).not.toContain("Moved earlier");
    await edit(post.id, { title: "Moved earlier", publish_at: inSeconds(1) });
    expect(await publicTitles()).not.toContain("Moved earlier");
    await sleep(1500);
    expect(await publicTitles()).toContain("Moved earlier");
  });

  it("a published post taken back to draft leaves every public read", async () => {
    const post = body<DeskPost>(await create({ title: "Withdrawn" }));
    expect(await publicEverywhere(post)).toEqual([true, true, true]);
    await edit(post.id, { title: "Withdrawn", status: "draft" });
    expect(await publicEverywhere(post)).toEqual([false, false, false]);
  });

  it.each([
    [{ status: "scheduled" }, "status", 'Status must be "draft" or "published".'],
    [{ publish_at: "tomorrow" }, "publish_at", /^Publish at must be a date and time in ISO 8601/],
    [{ publish_at: "2026-12-24T18:00:00" }, "publish_at", /with its offset/],
    [{ publish_at: "2026-02-30T18:00:00Z" }, "publish_at", /ISO 8601/],
    [{ publish_at: "2026-12-24T25:00:00Z" }, "publish_at", /ISO 8601/],
  ])("refuses %j with a 400 naming the field", async (fields, field, message) => {
    const response = await create({ title: "Bad", ...fields });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
    expect(String(body(response).message)).toMatch(message);
  });

  it("records a version for each publish, with who and when, and restores one as a new version", async () => {
    const post = body<DeskPost>(await create({ title: "First words" }));
    await edit(post.id, { title: "Second words", message: "Second." });
    await edit(post.id, { title: "A draft of third", status: "draft" });
    const history = await versions(post.id);
    expect(history.map((version) => version.title)).toEqual(["Second words", "First words"]);
    expect(history[1]).toMatchObject({ saved_by: "Grace Admin", message: text.message, restored_from: null });
    expect(Date.parse(history[0]!.saved_at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.saved_at));

    const restored = await restore(post.id, history[1]!.id);
    expect(restored.statusCode).toBe(200);
    expect(body<DeskPost>(restored)).toMatchObject({ title: "First words", message: text.message, status: "published" });
    expect(await publicTitles()).toContain("First words");
    const after = await versions(post.id);
    expect(after[0]).toMatchObject({ title: "First words", restored_from: history[1]!.id, saved_by: "Grace Admin" });
    expect(after).toHaveLength(3);
  });

  it("answers 404 for unknown posts and versions, and for another post's version", async () => {
    const one = body<DeskPost>(await create({ title: "One" }));
    const other = body<DeskPost>(await create({ title: "Other" }));
    const [version] = await versions(one.id);
    expect((await restore(other.id, version!.id)).json().message).toBe(DESK_MESSAGES.versionNotFound);
    for (const bad of ["0", "abc", "99999999", "1.5"]) expect((await restore(one.id, bad)).statusCode).toBe(404);
    expect((await restore(424242, version!.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/edit-desk/424242/versions", headers: t.auth })).statusCode).toBe(404);
  });

  it("keeps versions and restore to staff", async () => {
    const post = body<DeskPost>(await create({ title: "Staff only" }));
    expect((await get(`/edit-desk/${post.id}/versions`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `/api/edit-desk/${post.id}/versions/1/restore` })).statusCode).toBe(401);
  });
});
