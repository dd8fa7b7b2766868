import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DeskPage, DeskPostView } from "@lampstand/contract/public-reads";
import { deskPostOrderKey, deskPosts } from "../../db/schema.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { insertDeskPosts } from "./repository.ts";

/** Bounded reads of the pastor's desk (ADR 018): a page of posts, one post with its neighbours. */
describe("pastor's desk: bounded public reads", () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api${url}` });
  const db = () => t.testDb.database.db;

  /** 30 posts, two a month from July 2023 back, added in a shuffled order so ids say nothing. */
  const MONTHS = ["July", "Jun", "may", "4", "03", "Feb.", "January", "Dec", "11", "Oct", "Sept", "August", "7", "June", "5"];
  const expectedOrder: string[] = [];
  async function seedPosts() {
    const posts = MONTHS.flatMap((month, index) => {
      const year = index < 7 ? "2023" : "2022";
      return ["a", "b"].map((letter) => ({ title: `${year} ${month} ${letter}`, month, year, message: "m", image: null }));
    });
    // Within a month the later-added (higher id) comes first: add "a" before "b", in a mixed-up order.
    const shuffled = [...posts].sort((x, y) => (x.title.endsWith("b") ? 1 : 0) - (y.title.endsWith("b") ? 1 : 0) || x.title.localeCompare(y.title));
    await insertDeskPosts(db(), shuffled);
    for (const post of posts) if (post.title.endsWith("b")) expectedOrder.push(post.title, post.title.replace(/b$/, "a"));
  }

  it("reads each form of a month alike: 'Jan', 'jan.', '01', 'Sept'; unknown months last within their year", async () => {
    const forms = ["January", "Jan", "jan.", "JAN", "1", "01", " january ", "Sept", "sep.", "December", "12", "May", "Ja", "Janitor", "13", "0", "Easter", "Q1"];
    const values = forms.map((month) => sql`(${month}::text, '2026'::text)`);
    const result = await db().execute<{ month: string; key: number }>(
      sql`SELECT "month", ${deskPostOrderKey} AS key FROM (VALUES ${sql.join(values, sql`, `)}) AS desk_posts("month", "year")`,
    );
    const keys = Object.fromEntries(result.rows.map((row) => [row.month, Number(row.key)]));
    expect(keys).toEqual({
      January: 202601, Jan: 202601, "jan.": 202601, JAN: 202601, "1": 202601, "01": 202601, " january ": 202600,
      Sept: 202609, "sep.": 202609, December: 202612, "12": 202612, May: 202605,
      Ja: 202600, Janitor: 202600, "13": 202600, "0": 202600, Easter: 202600, Q1: 202600,
    });
  });

  it("pages the newest-first list: every post once, in order, with the page count", async () => {
    await seedPosts();
    const first = body<DeskPage>(await get("/public-desks/page"));
    expect(first).toMatchObject({ page: 1, per_page: 12, pages: 3, total: 30 });
    const titles: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = body<DeskPage>(await get(`/public-desks/page?page=${page}&per_page=8`));
      expect(answer.pages).toBe(4);
      titles.push(...answer.posts.map((post) => post.title));
    }
    expect(titles).toEqual(expectedOrder);
    expect(body<DeskPage>(await get("/public-desks/page?page=9")).posts).toEqual([]);
  });

  it("gives a post with the six newest and its neighbours in that order; none past the ends", async () => {
    const page = body<DeskPage>(await get("/public-desks/page?per_page=30")).posts;
    const middle = page[10]!;
    const view = body<DeskPostView>(await get(`/public-desks/${middle.id}`));
    expect(view.post).toEqual({ ...middle, image_size: null }); // its page shows the picture whole: with its size (issue 24)
    expect(view.recent.map((post) => post.title)).toEqual(expectedOrder.slice(0, 6));
    expect(view.recent[0]).toEqual({ id: page[0]!.id, title: page[0]!.title, month: page[0]!.month, year: page[0]!.year });
    expect(view.newer?.title).toBe(expectedOrder[9]);
    expect(view.older?.title).toBe(expectedOrder[11]);
    expect(body<DeskPostView>(await get(`/public-desks/${page[0]!.id}`)).newer).toBeNull();
    expect(body<DeskPostView>(await get(`/public-desks/${page.at(-1)!.id}`)).older).toBeNull();
  });

  it.each(["/public-desks/999999", "/public-desks/0", "/public-desks/abc", "/public-desks/99999999999"])("answers 404 with a message for %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe("Post not found.");
  });

  it.each(["page=0", "page=-1", "page=abc", "page=1.5", "page=100001", "per_page=0", "per_page=101", "page=1&page=2"])(
    "refuses ?%s with a 400 that names the parameter",
    async (query) => {
      const response = await get(`/public-desks/page?${query}`);
      expect(response.statusCode).toBe(400);
      expect(String(body(response).message)).toMatch(/^The "(page|per_page)" parameter must be a whole number from 1 to \d+\.$/);
    },
  );

  it("shows a change on the next read: pages and posts are dropped from the cache by any write", async () => {
    const before = body<DeskPage>(await get("/public-desks/page?per_page=1")).posts[0]!;
    await body<DeskPostView>(await get(`/public-desks/${before.id}`));
    const response = await t.app.inject({ method: "DELETE", url: `/api/delete-desk/${before.id}`, headers: t.auth });
    expect(response.statusCode).toBe(200);
    expect(body<DeskPage>(await get("/public-desks/page?per_page=1")).posts[0]!.id).not.toBe(before.id);
    expect((await get(`/public-desks/${before.id}`)).statusCode).toBe(404);
  });

  it("reads pages and neighbours from desk_posts_newest_idx, not by sorting every post", async () => {
    const plans = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (query: { getSQL(): ReturnType<typeof sql> }) =>
        (await tx.execute<Record<string, string>>(sql`EXPLAIN ${query.getSQL()}`)).rows.map((row) => Object.values(row)[0]).join("\n");
      const order = [sql`${deskPostOrderKey} DESC`, sql`${deskPosts.id} DESC`];
      return [
        await explain(tx.select().from(deskPosts).orderBy(...order).limit(12).offset(24)),
        await explain(tx.select().from(deskPosts).where(sql`(${deskPostOrderKey}, ${deskPosts.id}) < (202301::int, 5::int)`).orderBy(...order).limit(1)),
      ];
    });
    for (const plan of plans) {
      expect(plan).toMatch(/Index Scan( Backward)? using desk_posts_newest_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
  });
});
