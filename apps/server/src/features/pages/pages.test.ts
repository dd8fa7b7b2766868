import { describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Slider } from "@lampstand/contract/entities";
import { PAGE_MESSAGES, type PageDraft, type PageRevision, type PageSummary, type PublicPageSummary, type PublishedPage } from "@lampstand/contract/pages";
import { auditLog, pageRevisions } from "../../db/schema.ts";
import { jpeg } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { seedBuiltInPages } from "./seed.ts";
import { pageContent, savePage } from "./test-documents.ts";

describe("pages API", () => {
  const t = useTestApp();

  const put = (slug: string, payload: unknown, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: "PUT", url: `/api/pages/${slug}`, headers, payload: payload as object });
  const publish = (slug: string, version: number, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: "POST", url: `/api/pages/${slug}/publish`, headers, payload: { version } });
  const draft = async (slug: string) => body<PageDraft>(await t.app.inject({ method: "GET", url: `/api/pages/${slug}/draft`, headers: t.auth }));
  const published = (slug: string) => t.app.inject({ method: "GET", url: `/api/pages/${slug}` });
  const publicList = async () => body<PublicPageSummary[]>(await t.app.inject({ method: "GET", url: "/api/pages" }));
  const revisions = async (slug: string) =>
    body<PageRevision[]>(await t.app.inject({ method: "GET", url: `/api/pages/${slug}/revisions`, headers: t.auth }));
  const restore = (slug: string, id: number, payload?: object) =>
    t.app.inject({ method: "POST", url: `/api/pages/${slug}/revisions/${id}/restore`, headers: t.auth, ...(payload ? { payload } : {}) });
  const audit = (subject: string) =>
    t.testDb.database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id);

  /** A new page, saved and published: its draft after publishing. */
  async function publishedPage(slug: string, words: string, extra: Record<string, unknown> = {}): Promise<PageDraft> {
    const created = await put(slug, savePage(words, null, extra));
    expect(created.statusCode, created.body).toBe(201);
    const answer = await publish(slug, body<PageDraft>(created).version);
    expect(answer.statusCode, answer.body).toBe(200);
    return body<PageDraft>(answer);
  }

  it("creates a page as a draft that visitors cannot see until it is published", async () => {
    const created = await put("easter-2027", savePage("Easter at Lampstand", null));
    expect(created.statusCode).toBe(201);
    const first = body<PageDraft>(created);
    expect(first).toMatchObject({
      slug: "easter-2027",
      title: "Easter at Lampstand",
      description: "A page about Easter at Lampstand.",
      built_in: false,
      version: 1,
      saved_by: "Grace Admin",
      published_at: null,
      unpublished_changes: true,
      placement: { menu: null, footer: false },
    });
    expect(first.content).toMatchObject(pageContent("Easter at Lampstand"));

    expect((await published("easter-2027")).statusCode).toBe(404);
    expect(body(await published("easter-2027")).message).toBe(PAGE_MESSAGES.notFound);
    expect((await publicList()).map((page) => page.slug)).not.toContain("easter-2027");
    const staffList = body<PageSummary[]>(await t.app.inject({ method: "GET", url: "/api/page-drafts", headers: t.auth }));
    expect(staffList.find((page) => page.slug === "easter-2027")).toMatchObject({ published_at: null, unpublished_changes: true, version: 1 });

    const publishing = await publish("easter-2027", 1);
    expect(publishing.statusCode).toBe(200);
    expect(body<PageDraft>(publishing)).toMatchObject({ version: 2, unpublished_changes: false });
    const page = body<PublishedPage>(await published("easter-2027"));
    expect(page).toMatchObject({ slug: "easter-2027", title: "Easter at Lampstand", description: "A page about Easter at Lampstand." });
    expect(page.content).toMatchObject(pageContent("Easter at Lampstand"));
    expect((await publicList()).map((listed) => listed.slug)).toContain("easter-2027");
  });

  it("changes the public page only on publish, even once it has been read (and cached)", async () => {
    const start = await publishedPage("harvest", "Harvest thanksgiving");
    expect(body<PublishedPage>(await published("harvest")).title).toBe("Harvest thanksgiving");

    const saved = await put("harvest", savePage("Harvest festival", start.version));
    expect(saved.statusCode).toBe(200);
    expect(body<PageDraft>(saved)).toMatchObject({ title: "Harvest festival", version: start.version + 1, unpublished_changes: true });
    expect(body<PublishedPage>(await published("harvest")).title).toBe("Harvest thanksgiving");
    expect((await draft("harvest")).title).toBe("Harvest festival");

    expect((await publish("harvest", start.version + 1)).statusCode).toBe(200);
    const shown = body<PublishedPage>(await published("harvest"));
    expect(shown.title).toBe("Harvest festival");
    expect(shown.content.heading).toBe("Harvest festival");
  });

  it("tells in the list of pages when each was last published, a plain republish too (once the list has been read and cached)", async () => {
    const start = await publishedPage("carols", "Carols by candlelight");
    const listedAt = async () => (await publicList()).find((page) => page.slug === "carols")?.published_at;
    const first = await listedAt();
    expect(first).toBe(start.published_at);
    // Same title, same place in the menus: only the text changes.
    const saved = body<PageDraft>(await put("carols", savePage("Carols by candlelight", start.version, { description: "Candles, carols and a word." })));
    const again = body<PageDraft>(await publish("carols", saved.version));
    expect(again.published_at).not.toBe(first);
    expect(await listedAt()).toBe(again.published_at);
  });

  it("refuses the second of two saves made from the same version (409), keeping the first", async () => {
    const start = await publishedPage("choir-night", "Choir night");
    const first = await put("choir-night", savePage("Choir night, by Ann", start.version));
    expect(first.statusCode).toBe(200);
    const second = await put("choir-night", savePage("Choir night, by Ben", start.version));
    expect(second.statusCode).toBe(409);
    expect(body(second)).toEqual({ message: PAGE_MESSAGES.conflict, field: "version" });
    expect((await draft("choir-night")).title).toBe("Choir night, by Ann");

    // Publishing from an older version is refused too: it would publish what the editor did not see.
    const stale = await publish("choir-night", start.version);
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toBe(PAGE_MESSAGES.conflict);
    expect(body<PublishedPage>(await published("choir-night")).title).toBe("Choir night");
  });

  it("refuses to create a page where one exists, and to save a page that is not there", async () => {
    await publishedPage("bible-week", "Bible week");
    const again = await put("bible-week", savePage("Another bible week", null));
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: PAGE_MESSAGES.exists, field: "slug" });
    expect((await draft("bible-week")).title).toBe("Bible week");

    const missing = await put("never-made", savePage("Ghost", 3));
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe(PAGE_MESSAGES.gone);
    expect((await publish("never-made", 1)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/pages/never-made/draft", headers: t.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/pages/never-made/revisions", headers: t.auth })).statusCode).toBe(404);
  });

  it("refuses addresses of the site's other pages and addresses that are not a page's", async () => {
    for (const slug of ["admin", "login", "events", "api", "pastor-desk", "contact", "uploads", "signup"]) {
      const answer = await put(slug, savePage("Mine", null));
      expect(answer.statusCode, slug).toBe(400);
      expect(body(answer), slug).toEqual({ message: PAGE_MESSAGES.reserved(slug), field: "slug" });
    }
    for (const slug of ["Easter", "easter_2027", "-easter", "easter-", "x".repeat(81), "%C3%A9t%C3%A9"]) {
      const answer = await put(slug, savePage("Mine", null));
      expect(answer.statusCode, slug).toBe(400);
      expect(body(answer).field, slug).toBe("slug");
      expect(body(answer).message, slug).toMatch(/lowercase letters, digits and single hyphens/);
    }
    // Reading such an address: there is simply no page there.
    expect((await published("Easter")).statusCode).toBe(404);
  });

  it("checks what is saved: a title, a page document, a placement among the menu's groups", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "  " }, "title"],
      [{ title: "x".repeat(121) }, "title"],
      [{ content: { blocks: [] } }, "content"],
      [{ content: "<p>hello</p>" }, "content"],
      [{ placement: { menu: "about", footer: false } }, "placement"],
      [{ placement: { menu: null, footer: "yes" } }, "placement"],
      [{ version: -1 }, "version"],
      [{ title: "A\u0000B" }, "title"],
    ];
    for (const [change, field] of cases) {
      const answer = await put("checked", { ...savePage("Checked", null), ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(body(answer).field, JSON.stringify(change)).toBe(field);
      expect(typeof body(answer).message).toBe("string");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/pages/checked/draft", headers: t.auth })).statusCode).toBe(404);
  });

  it("keeps every published version, and a restore publishes an old one again as a new version", async () => {
    const v1 = await publishedPage("lent", "Lent devotions");
    const saved = body<PageDraft>(await put("lent", savePage("Lent devotions 2027", v1.version)));
    await publish("lent", saved.version);
    const history = await revisions("lent");
    expect(history.map((revision) => revision.title)).toEqual(["Lent devotions 2027", "Lent devotions"]);
    expect(history[0]).toMatchObject({ published_by: "Grace Admin", restored_from: null });
    const oldest = history[1]!;

    // Someone saved a draft meanwhile: a restore from the version the editor showed is refused.
    const current = await draft("lent");
    expect((await restore("lent", oldest.id, { version: current.version - 1 })).statusCode).toBe(409);

    const restored = await restore("lent", oldest.id, { version: current.version });
    expect(restored.statusCode).toBe(200);
    expect(body<PageDraft>(restored)).toMatchObject({ title: "Lent devotions", unpublished_changes: false, version: current.version + 1 });
    expect(body<PublishedPage>(await published("lent")).content.heading).toBe("Lent devotions");
    const after = await revisions("lent");
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ title: "Lent devotions", restored_from: oldest.id, published_by: "Grace Admin" });

    // Without a version (a script), the restore simply happens.
    const bare = await restore("lent", after[1]!.id);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(body<PublishedPage>(await published("lent")).title).toBe("Lent devotions 2027");

    // A revision of another page, or none at all, is not found.
    const other = await publishedPage("advent", "Advent");
    const otherRevision = (await revisions("advent"))[0]!;
    expect(other.slug).toBe("advent");
    for (const id of [String(otherRevision.id), "0", "abc", "99999999999"]) {
      const answer = await t.app.inject({ method: "POST", url: `/api/pages/lent/revisions/${id}/restore`, headers: t.auth });
      expect(answer.statusCode, id).toBe(404);
      expect(body(answer).message).toBe(PAGE_MESSAGES.revisionNotFound);
    }
  });

  it("places a page in the menu and the footer once published, never from a draft", async () => {
    const placed = await publishedPage("mens-retreat", "Men's retreat", { placement: { menu: "ministries", footer: true } });
    expect(placed.placement).toEqual({ menu: "ministries", footer: true });
    expect((await publicList()).find((page) => page.slug === "mens-retreat")).toMatchObject({
      title: "Men's retreat",
      placement: { menu: "ministries", footer: true },
    });

    // Moved in a draft: the menu stays as published until the next publish.
    const moved = body<PageDraft>(await put("mens-retreat", savePage("Men's retreat", placed.version, { placement: { menu: "church", footer: false } })));
    expect(moved.placement).toEqual({ menu: "church", footer: false });
    expect((await publicList()).find((page) => page.slug === "mens-retreat")?.placement).toEqual({ menu: "ministries", footer: true });
    await publish("mens-retreat", moved.version);
    expect((await publicList()).find((page) => page.slug === "mens-retreat")?.placement).toEqual({ menu: "church", footer: false });
    expect(body<PublishedPage>(await published("mens-retreat")).placement).toEqual({ menu: "church", footer: false });

    // A restore brings back the placement it was published with.
    const first = (await revisions("mens-retreat")).at(-1)!;
    await restore("mens-retreat", first.id);
    expect((await publicList()).find((page) => page.slug === "mens-retreat")?.placement).toEqual({ menu: "ministries", footer: true });
  });

  it("deletes pages staff added, with their history, but never the spec's pages", async () => {
    await publishedPage("pancake-day", "Pancake day");
    const removed = await t.app.inject({ method: "DELETE", url: "/api/pages/pancake-day", headers: t.auth });
    expect(removed.statusCode).toBe(200);
    expect(body(removed)).toEqual({ slug: "pancake-day", message: "Page deleted." });
    expect((await published("pancake-day")).statusCode).toBe(404);
    expect((await publicList()).map((page) => page.slug)).not.toContain("pancake-day");
    expect((await t.app.inject({ method: "DELETE", url: "/api/pages/pancake-day", headers: t.auth })).statusCode).toBe(404);
    // The address is free again.
    expect((await put("pancake-day", savePage("Pancake day again", null))).statusCode).toBe(201);
    expect(await revisions("pancake-day")).toEqual([]);

    await seedBuiltInPages(t.testDb.database.db, [{ slug: "built-in-origin", title: "Our Origin", description: "How we began.", content: pageContent("Our Origin") }]);
    const refused = await t.app.inject({ method: "DELETE", url: "/api/pages/built-in-origin", headers: t.auth });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(PAGE_MESSAGES.builtInNotDeleted);
    expect((await published("built-in-origin")).statusCode).toBe(200);
  });

  it("writes every save, publish, restore and delete to the audit log: who, when, what, which page", async () => {
    const page = await publishedPage("audit-me", "Audited");
    const saved = body<PageDraft>(await put("audit-me", savePage("Audited again", page.version)));
    await restore("audit-me", (await revisions("audit-me"))[0]!.id, { version: saved.version });
    await t.app.inject({ method: "DELETE", url: "/api/pages/audit-me", headers: t.auth });
    // Refused changes leave no line.
    await put("audit-me", savePage("Audited", 99));

    const lines = await audit("audit-me");
    expect(lines.map((line) => line.action)).toEqual(["page.save", "page.publish", "page.save", "page.restore", "page.delete"]);
    for (const line of lines) {
      expect(line.userName).toBe("Grace Admin");
      expect(line.userId).toBeTypeOf("number");
      expect(Date.now() - line.at.getTime()).toBeLessThan(60_000);
    }
    const [newest] = await t.testDb.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(newest?.action).toBe("page.delete");
  });

  it("lets visitors read published pages only, and staff alone read drafts and change them (401 without a token)", async () => {
    await publishedPage("open-day", "Open day");

    const staffOnly: Array<{ method: "GET" | "PUT" | "POST" | "DELETE"; url: string; payload?: object }> = [
      { method: "GET", url: "/api/page-drafts" },
      { method: "GET", url: "/api/pages/open-day/draft" },
      { method: "PUT", url: "/api/pages/open-day", payload: savePage("Taken over", 2) },
      { method: "PUT", url: "/api/pages/new-one", payload: savePage("Taken over", null) },
      { method: "POST", url: "/api/pages/open-day/publish", payload: { version: 2 } },
      { method: "GET", url: "/api/pages/open-day/revisions" },
      { method: "POST", url: "/api/pages/open-day/revisions/1/restore" },
      { method: "DELETE", url: "/api/pages/open-day" },
    ];
    for (const request of staffOnly) {
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(anonymous.headers["cache-control"]).toBe("no-store");
    }
    expect((await published("open-day")).statusCode).toBe(200);
    expect((await draft("open-day")).title).toBe("Open day");
    expect((await t.app.inject({ method: "GET", url: "/api/pages/new-one/draft", headers: t.auth })).statusCode).toBe(404);
  });

  it("keeps a picture while any draft, published copy or restorable version of a page shows it", async () => {
    const form = multipart({ overlayText: "Hall" }, { field: "sliderImage", filename: "hall.jpg", contentType: "image/jpeg", bytes: await jpeg(90, 60, { r: 10, g: 200, b: 90 }) });
    const slider = body<Slider>(await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload }));
    const picture = slider.image;
    const served = () => t.app.inject({ method: "GET", url: `/api/${picture}` }).then((answer) => answer.statusCode);

    // Only a draft shows it: the slider goes, the picture stays.
    const created = body<PageDraft>(await put("hall-hire", { ...savePage("Hall hire", null), content: pageContent("Hall hire", picture) }));
    expect((await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${slider.id}`, headers: t.auth })).statusCode).toBe(200);
    expect(await served()).toBe(200);

    // Published, then taken out of the draft: the published copy and its revision still show it.
    await publish("hall-hire", created.version);
    const without = body<PageDraft>(await put("hall-hire", savePage("Hall hire", created.version + 1)));
    expect(await served()).toBe(200);
    await publish("hall-hire", without.version);
    expect(await served()).toBe(200);

    // The page goes, and with it the last use of the picture.
    expect((await t.app.inject({ method: "DELETE", url: "/api/pages/hall-hire", headers: t.auth })).statusCode).toBe(200);
    expect(await served()).toBe(404);
  });

  it("drops a picture taken out of a draft that was never published", async () => {
    const form = multipart({ overlayText: "Font" }, { field: "sliderImage", filename: "font.jpg", contentType: "image/jpeg", bytes: await jpeg(70, 50, { r: 240, g: 10, b: 10 }) });
    const slider = body<Slider>(await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload }));
    const created = body<PageDraft>(await put("baptism-sunday", { ...savePage("Baptism Sunday", null), content: pageContent("Baptism Sunday", slider.image) }));
    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${slider.id}`, headers: t.auth });
    expect((await t.app.inject({ method: "GET", url: `/api/${slider.image}` })).statusCode).toBe(200);
    await put("baptism-sunday", savePage("Baptism Sunday", created.version));
    expect((await t.app.inject({ method: "GET", url: `/api/${slider.image}` })).statusCode).toBe(404);
  });

  it("drops a picture only a draft showed when a restore replaces that draft", async () => {
    const page = await publishedPage("carol-service", "Carol service");
    const form = multipart({ overlayText: "Candles" }, { field: "sliderImage", filename: "candles.jpg", contentType: "image/jpeg", bytes: await jpeg(60, 60, { r: 250, g: 200, b: 20 }) });
    const slider = body<Slider>(await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload }));
    await put("carol-service", { ...savePage("Carol service", page.version), content: pageContent("Carol service", slider.image) });
    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${slider.id}`, headers: t.auth });
    expect((await t.app.inject({ method: "GET", url: `/api/${slider.image}` })).statusCode).toBe(200);

    expect((await restore("carol-service", (await revisions("carol-service"))[0]!.id)).statusCode).toBe(200);
    expect((await draft("carol-service")).content).toMatchObject(pageContent("Carol service"));
    expect((await t.app.inject({ method: "GET", url: `/api/${slider.image}` })).statusCode).toBe(404);
  });

  it("refuses to publish again a version whose blocks the site no longer accepts", async () => {
    const page = await publishedPage("old-blocks", "Old blocks");
    const [revision] = await revisions("old-blocks");
    // As a version stored before a change of the block model would look today.
    await t.testDb.database.db.update(pageRevisions).set({ content: { blocks: "no longer a list" } }).where(eq(pageRevisions.id, revision!.id));
    const answer = await restore("old-blocks", revision!.id);
    expect(answer.statusCode).toBe(409);
    expect(body(answer).message).toBe(PAGE_MESSAGES.revisionOutdated);
    expect((await draft("old-blocks")).version).toBe(page.version);
  });
});
