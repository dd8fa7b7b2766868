import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { PageDraft, PublicPageSummary, PublishedPage } from "@lampstand/contract/pages";
import { buildApp } from "../../app.ts";
import type { ZodApp } from "../../app-deps.ts";
import { loadConfig } from "../../config.ts";
import { PublicCache } from "../../public-reads/cache.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { pageRevisions, pages } from "../../db/schema.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { testingOnPostgres } from "../../test-support/test-database.ts";
import { BUILT_IN_PAGES } from "./built-in-pages.ts";
import { seedAndAnnounce, seedBuiltInPages } from "./seed.ts";
import { pageContent, savePage } from "./test-documents.ts";

const seedPage = (slug: string, words: string) => ({ slug, title: words, description: `About ${words}.`, content: pageContent(words) });

describe("seeding the built-in pages", () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const revisionsOf = (slug: string) => db().select().from(pageRevisions).where(eq(pageRevisions.slug, slug));

  it("has seeded the release's built-in pages by the time the app is ready: published, readable by visitors and editable by staff", async () => {
    for (const document of BUILT_IN_PAGES as ReadonlyArray<{ slug: string; title: string }>) {
      const page = await t.app.inject({ method: "GET", url: `/api/pages/${document.slug}` });
      expect(page.statusCode, document.slug).toBe(200);
      expect(body<PublishedPage>(page).title).toBe(document.title);
      const draft = await t.app.inject({ method: "GET", url: `/api/pages/${document.slug}/draft`, headers: t.auth });
      expect(draft.statusCode, `${document.slug}: ${draft.body.slice(0, 300)}`).toBe(200);
      expect(body<PageDraft>(draft)).toMatchObject({ built_in: true, unpublished_changes: false });
      // Staff cannot delete them.
      expect((await t.app.inject({ method: "DELETE", url: `/api/pages/${document.slug}`, headers: t.auth })).statusCode).toBe(409);
    }
    const listed = body<PublicPageSummary[]>(await t.app.inject({ method: "GET", url: "/api/pages" })).map((page) => page.slug);
    for (const document of BUILT_IN_PAGES as ReadonlyArray<{ slug: string }>) expect(listed).toContain(document.slug);
  });

  it("adds each missing page published, built in, with its first revision, once however often it runs", async () => {
    const documents = [seedPage("seeded-values", "Our Values"), seedPage("seeded-beliefs", "We Believe In")];
    expect(await seedBuiltInPages(db(), documents)).toEqual(["seeded-values", "seeded-beliefs"]);
    expect(await seedBuiltInPages(db(), documents)).toEqual([]);

    const page = body<PublishedPage>(await t.app.inject({ method: "GET", url: "/api/pages/seeded-values" }));
    expect(page).toMatchObject({ slug: "seeded-values", title: "Our Values", description: "About Our Values.", placement: { menu: null, footer: false } });
    expect(page.content).toMatchObject(pageContent("Our Values"));
    const draft = body<PageDraft>(await t.app.inject({ method: "GET", url: "/api/pages/seeded-values/draft", headers: t.auth }));
    expect(draft).toMatchObject({ built_in: true, unpublished_changes: false, version: 1, saved_by: null });
    const revisions = await revisionsOf("seeded-values");
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ title: "Our Values", publishedBy: null, restoredFrom: null });
  });

  it("leaves pages staff changed as they made them", async () => {
    await seedBuiltInPages(db(), [seedPage("seeded-mission", "Our Mission")]);
    const saved = await t.app.inject({ method: "PUT", url: "/api/pages/seeded-mission", headers: t.auth, payload: savePage("Our Mission, renewed", 1) });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/pages/seeded-mission/publish", headers: t.auth, payload: { version: 2 } });

    expect(await seedBuiltInPages(db(), [seedPage("seeded-mission", "Our Mission")])).toEqual([]);
    expect(body<PublishedPage>(await t.app.inject({ method: "GET", url: "/api/pages/seeded-mission" })).title).toBe("Our Mission, renewed");
    expect(await revisionsOf("seeded-mission")).toHaveLength(2);
  });

  it("makes each page once when two processes seed at the same moment", async () => {
    const other: Database = t.testDb.url ? await openDatabase({ kind: "postgres", url: t.testDb.url }) : t.testDb.database;
    try {
      const documents = ["seeded-legacy", "seeded-origin", "seeded-prophecies"].map((slug) => seedPage(slug, slug));
      const [first, second] = await Promise.all([seedBuiltInPages(db(), documents), seedBuiltInPages(other.db, documents)]);
      expect([...first, ...second].sort()).toEqual(["seeded-legacy", "seeded-origin", "seeded-prophecies"]);
      for (const slug of ["seeded-legacy", "seeded-origin", "seeded-prophecies"]) expect(await revisionsOf(slug), slug).toHaveLength(1);
    } finally {
      if (other !== t.testDb.database) await other.close();
    }
  });

  it("refuses a seed document that is not a valid page, naming it", async () => {
    await expect(seedBuiltInPages(db(), [{ ...seedPage("bad-page", "Bad"), content: { blocks: [] } }])).rejects.toThrow(/"bad-page".*content\.heading/);
    await expect(seedBuiltInPages(db(), [{ ...seedPage("Not A Slug", "Bad") }])).rejects.toThrow(/lowercase letters/);
    expect(await db().select().from(pages).where(eq(pages.slug, "bad-page"))).toEqual([]);
  });

  it("tells the public reads when pages were added, so a list read before shows them", async () => {
    const list = async () => body<PublicPageSummary[]>(await t.app.inject({ method: "GET", url: "/api/pages" })).map((page) => page.slug);
    expect(await list()).not.toContain("seeded-ministries");
    expect(await list()).not.toContain("seeded-ministries");
    // As another process starting up would: its own cache, telling this one's through the database.
    const starting = new PublicCache(t.testDb.database);
    expect(await seedAndAnnounce({ database: t.testDb.database, cache: starting }, [seedPage("seeded-ministries", "Our Ministries")])).toEqual(["seeded-ministries"]);
    await expect.poll(list).toContain("seeded-ministries");
  });
});

describe.runIf(testingOnPostgres())("two server processes on one PostgreSQL", () => {
  const t = useTestApp();
  let other: { app: ZodApp; database: Database };

  beforeAll(async () => {
    const database = await openDatabase({ kind: "postgres", url: t.testDb.url! });
    const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, { web: false, logger: false });
    await app.ready();
    other = { app, database };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it("a publish on one is what the other serves next, though it had the page and the list cached", async () => {
    const created = await t.app.inject({ method: "PUT", url: "/api/pages/revival", headers: t.auth, payload: savePage("Revival week", null) });
    await t.app.inject({ method: "POST", url: "/api/pages/revival/publish", headers: t.auth, payload: { version: body<PageDraft>(created).version } });
    const read = async (url: string) => body(await other.app.inject({ method: "GET", url }));
    expect((await read("/api/pages/revival")).title).toBe("Revival week");
    expect(await read("/api/pages")).toContainEqual(expect.objectContaining({ slug: "revival", title: "Revival week" }));

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/pages/revival",
      headers: t.auth,
      payload: savePage("Revival fortnight", 2, { placement: { menu: "church", footer: false } }),
    });
    await t.app.inject({ method: "POST", url: "/api/pages/revival/publish", headers: t.auth, payload: { version: body<PageDraft>(saved).version } });
    // NOTIFY arrives soon after the commit, not within it.
    await expect.poll(async () => (await read("/api/pages/revival")).title).toBe("Revival fortnight");
    await expect.poll(async () => read("/api/pages")).toContainEqual(expect.objectContaining({ slug: "revival", placement: { menu: "church", footer: false } }));
  });
});
