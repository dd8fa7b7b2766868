import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZES, addDays } from "@lampstand/contract/public-reads";
import { STAFF_LIST_MESSAGES, STAFF_PAGE_SIZE } from "@lampstand/contract/staff-lists";
import { contactMessages, prayerRequests } from "../db/schema.ts";
import { body, useTestApp } from "../test-support/test-app.ts";
import { createUser } from "./auth/repository.ts";
import { insertEvents } from "./events/repository.ts";
import { insertDeskPosts } from "./pastor-desk/repository.ts";

/**
 * The staff lists that scale (issue 24): `?page=&per_page=&q=` on GET /prayer-request, /intouch,
 * /view-events, /view-desks and /admin-users; the spec's whole list without `page`.
 */

type Page = { items: Array<Record<string, unknown>>; total: number; page: number; per_page: number };

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: "GET", url, headers: t.auth });
const pageOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return body<Page>(response);
};

/** Texts with the characters ILIKE treats as wildcards, and ones they would wrongly match. */
const WILDCARD_TEXTS = ["We are 100% grateful", "Pray for the a_b family", "Pray for the axb family", "Back\\slash"];

const SUBMISSIONS = [
  { path: "/api/prayer-request", table: prayerRequests, textColumn: "prayerRequest", textField: "prayer_request" },
  { path: "/api/intouch", table: contactMessages, textColumn: "message", textField: "message" },
] as const;

describe.each(SUBMISSIONS)("GET $path with ?page=", ({ path, table, textColumn, textField }) => {
  const start = Date.UTC(2026, 0, 1);
  beforeAll(async () => {
    const rows = Array.from({ length: 45 }, (_, index) => ({
      firstName: index === 7 ? "Ruth" : "Ada",
      lastName: index === 7 ? "Bell" : `Okafor ${index}`,
      email: `sender${index}@example.org`,
      phone: "0803 555 0101",
      [textColumn]: WILDCARD_TEXTS[index] ?? `Request number ${index}`,
      createdAt: new Date(start + index * 60_000),
    }));
    const held = { ...rows[0]!, [textColumn]: "Held 100% spam", createdAt: new Date(start + 99 * 60_000), heldReason: "A bot filled the hidden field." };
    await t.testDb.database.db.insert(table).values([...rows, held] as never);
  });

  it("answers one page, newest first, with the total; a page past the end is empty", async () => {
    const first = await pageOf(`${path}?page=1`);
    expect(first).toMatchObject({ total: 45, page: 1, per_page: STAFF_PAGE_SIZE });
    expect(first.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ email: "sender44@example.org", [textField]: "Request number 44" });
    const times = first.items.map((item) => String(item.created_at));
    expect(times).toEqual([...times].sort().reverse());

    const last = await pageOf(`${path}?page=3&per_page=20`);
    expect(last.items.map((item) => item.email)).toEqual([4, 3, 2, 1, 0].map((index) => `sender${index}@example.org`));
    expect(await pageOf(`${path}?page=4&per_page=20`)).toEqual({ items: [], total: 45, page: 4, per_page: 20 });
  });

  it("searches name, e-mail and text case-insensitively; % _ and \\ mean themselves", async () => {
    const texts = async (q: string) => (await pageOf(`${path}?page=1&q=${encodeURIComponent(q)}`)).items.map((item) => item[textField]);
    expect(await texts("%")).toEqual(["We are 100% grateful"]);
    expect(await texts("a_b")).toEqual(["Pray for the a_b family"]);
    expect(await texts("\\")).toEqual(["Back\\slash"]);
    expect(await texts("PRAY FOR")).toEqual(["Pray for the axb family", "Pray for the a_b family"]);
    expect(await pageOf(`${path}?page=1&q=${encodeURIComponent("ruth BELL")}`)).toMatchObject({ total: 1, items: [{ first_name: "Ruth" }] });
    expect(await pageOf(`${path}?page=1&q=SENDER12%40`)).toMatchObject({ total: 1, items: [{ email: "sender12@example.org" }] });
    expect(await pageOf(`${path}?page=1&q=nobody-has-this`)).toEqual({ items: [], total: 0, page: 1, per_page: STAFF_PAGE_SIZE });
    // The fields are searched one by one: the end of one and the start of the next make no match.
    expect(await pageOf(`${path}?page=1&q=${encodeURIComponent("Bell sender")}`)).toMatchObject({ total: 0 });
    // Nor with the line break that joins them, sent by a client other than the search box.
    expect(await pageOf(`${path}?page=1&q=${encodeURIComponent("Bell\nsender7")}`)).toMatchObject({ total: 0 });
    expect(await pageOf(`${path}?page=1&q=${encodeURIComponent("Bell\r\nsender7")}`)).toMatchObject({ total: 0 });
  });

  it("answers a searched page with the total of every match, past the last page too", async () => {
    // "Request number 10" to "…19" (the first four rows hold the wildcard texts): ten, newest first.
    const second = await pageOf(`${path}?page=2&per_page=4&q=${encodeURIComponent("number 1")}`);
    expect(second).toMatchObject({ total: 10, page: 2, per_page: 4 });
    expect(second.items.map((item) => item[textField])).toEqual([15, 14, 13, 12].map((n) => `Request number ${n}`));
    expect(await pageOf(`${path}?page=9&per_page=4&q=${encodeURIComponent("number 1")}`)).toEqual({ items: [], total: 10, page: 9, per_page: 4 });
  });

  it("answers the spec's whole list without ?page= (held ones aside)", async () => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const list = body<Array<Record<string, unknown>>>(response);
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(45);
    expect(list[0]).toMatchObject({ email: "sender44@example.org" });
  });

  it("needs a signed-in staff member", async () => {
    expect((await t.app.inject({ method: "GET", url: `${path}?page=1` })).statusCode).toBe(401);
  });
});

describe("bad paging parameters", () => {
  const pageMessage = 'The "page" parameter must be a whole number from 1 to 100000.';
  const perPageMessage = `The "per_page" parameter must be a whole number from 1 to ${PAGE_SIZES.max}.`;
  it.each([
    ["page=0", pageMessage],
    ["page=-1", pageMessage],
    ["page=two", pageMessage],
    ["page=1.5", pageMessage],
    ["page=1&per_page=0", perPageMessage],
    ["page=1&per_page=101", perPageMessage],
    ["q=harvest", STAFF_LIST_MESSAGES.needsPage],
    ["per_page=10", STAFF_LIST_MESSAGES.needsPage],
    [`page=1&q=${"x".repeat(201)}`, 'The "q" parameter must be at most 200 characters.'],
    ["page=1&q=a%00b", 'The "q" parameter contains a character that cannot be stored (NUL).'],
  ])("?%s is a 400 that says what to send, on every list", async (query, message) => {
    for (const path of ["/api/prayer-request", "/api/intouch", "/api/view-events", "/api/view-desks", "/api/admin-users"]) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(body(response).message).toBe(message);
    }
  });

  it("asks for a month or a page of events, not both", async () => {
    const response = await get("/api/view-events?month=2026-03&page=1");
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(STAFF_LIST_MESSAGES.monthOrPage);
  });
});

describe("GET /api/view-events?page=", () => {
  // Two days' margin either side of today, whatever the church's time zone.
  const today = new Date().toISOString().slice(0, 10);
  const event = (title: string, days: number) => ({
    title,
    description: `${title}: all are welcome.`,
    ministry: "Fellowship",
    date: addDays(today, days),
    event_time: "10:00 AM",
    venue: "Main hall",
    image: null,
  });
  beforeAll(async () => {
    await insertEvents(t.testDb.database.db, [
      event("Harvest Sunday 2025", -400),
      event("Choir practice", -3),
      event("Harvest Sunday", 30),
      event("Youth night", 3),
      event("Prayer 50% breakfast", 60),
    ]);
  });

  it("lists upcoming events soonest first, then past ones latest first", async () => {
    const page = await pageOf("/api/view-events?page=1&per_page=10");
    expect(page.items.map((item) => item.title)).toEqual(["Youth night", "Harvest Sunday", "Prayer 50% breakfast", "Choir practice", "Harvest Sunday 2025"]);
    expect(page.total).toBe(5);
    expect((await pageOf("/api/view-events?page=2&per_page=2")).items.map((item) => item.title)).toEqual(["Prayer 50% breakfast", "Choir practice"]);
  });

  it("searches titles, descriptions, ministries and venues in the same order", async () => {
    const titles = async (q: string) => (await pageOf(`/api/view-events?page=1&q=${encodeURIComponent(q)}`)).items.map((item) => item.title);
    expect(await titles("harvest")).toEqual(["Harvest Sunday", "Harvest Sunday 2025"]);
    expect(await titles("%")).toEqual(["Prayer 50% breakfast"]);
    expect(await titles("welcome")).toHaveLength(5);
  });

  it("keeps the spec's whole list, in calendar order, without ?page=", async () => {
    const list = body<Array<{ title: string }>>(await t.app.inject({ method: "GET", url: "/api/view-events" }));
    expect(list.map((item) => item.title)).toEqual(["Harvest Sunday 2025", "Choir practice", "Youth night", "Harvest Sunday", "Prayer 50% breakfast"]);
  });
});

describe("GET /api/view-desks?page=", () => {
  beforeAll(async () => {
    const post = (title: string, month: string, year: string) => ({ title, month, year, message: `${title}, dear church family.`, image: null });
    await insertDeskPosts(t.testDb.database.db, [
      post("Advent hope", "December", "2025"),
      post("New year, new mercies", "January", "2026"),
      post("Easter joy", "April", "2026"),
      post("Giving 100%", "February", "2026"),
    ]);
  });

  it("lists the newest letters first and searches title and message", async () => {
    const page = await pageOf("/api/view-desks?page=1&per_page=3");
    expect(page).toMatchObject({ total: 4, page: 1, per_page: 3 });
    expect(page.items.map((item) => item.title)).toEqual(["Easter joy", "Giving 100%", "New year, new mercies"]);
    expect((await pageOf("/api/view-desks?page=1&q=%25")).items.map((item) => item.title)).toEqual(["Giving 100%"]);
    expect((await pageOf("/api/view-desks?page=1&q=CHURCH%20FAMILY")).total).toBe(4);
    expect(Array.isArray(body(await get("/api/view-desks")))).toBe(true);
  });
});

describe("GET /api/admin-users?page=", () => {
  beforeAll(async () => {
    const { db } = t.testDb.database;
    await createUser(db, { name: "Miriam Pending", email: "miriam@example.org", passwordHash: "x" }, "pending");
    await createUser(db, { name: "Boaz_Admin", email: "boaz@example.org", passwordHash: "x" }, "admin");
    await createUser(db, { name: "BoazXAdmin", email: "boazx@example.org", passwordHash: "x" }, "admin");
  });

  it("pages the accounts, pending first, and searches name and e-mail", async () => {
    const page = await pageOf("/api/admin-users?page=1&per_page=2");
    expect(page).toMatchObject({ total: 4, page: 1, per_page: 2 });
    expect(page.items.map((item) => item.name)).toEqual(["Miriam Pending", "Grace Admin"]);
    expect(page.items[0]).toHaveProperty("locked_until", null);
    expect((await pageOf("/api/admin-users?page=1&q=boaz_")).items.map((item) => item.name)).toEqual(["Boaz_Admin"]);
    expect((await pageOf("/api/admin-users?page=1&q=GRACE%40EXAMPLE")).items.map((item) => item.name)).toEqual(["Grace Admin"]);
    expect(body<unknown[]>(await get("/api/admin-users"))).toHaveLength(4);
  });

  it("says how many accounts awaiting approval a page does not show, on other pages or outside the search", async () => {
    expect(await pageOf("/api/admin-users?page=1&per_page=2")).toMatchObject({ pending_not_shown: 0 });
    expect(await pageOf("/api/admin-users?page=2&per_page=2")).toMatchObject({ pending_not_shown: 1 });
    expect(await pageOf("/api/admin-users?page=1&q=boaz")).toMatchObject({ pending_not_shown: 1 });
    expect(await pageOf("/api/admin-users?page=1&q=miriam")).toMatchObject({ total: 1, pending_not_shown: 0 });
  });
});
