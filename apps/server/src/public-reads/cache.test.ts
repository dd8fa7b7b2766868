import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, testingOnPostgres } from "../test-support/test-database.ts";

describe("public read cache", () => {
  it.runIf(testingOnPostgres())("a write through one server process shows at once in another (LISTEN/NOTIFY)", async () => {
    const testDb = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: "silent" });
    const second = await openDatabase({ kind: "postgres", url: testDb.url! });
    const appA = await buildApp(config, testDb.database, { web: false, logger: false });
    const appB = await buildApp(config, second, { web: false, logger: false });
    try {
      const { token } = await signUpAndLogIn(appA, { name: "A", email: "a@example.org", password: "long enough" });
      const read = async () => (await appB.inject({ method: "GET", url: "/api/sliders" })).json() as Array<{ title: string }>;
      expect(await read()).toEqual([]); // B caches the empty list

      const form = multipart({ overlayText: "From A" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg() });
      const created = await appA.inject({ method: "POST", url: "/api/upload-slider", headers: { authorization: `Bearer ${token}`, ...form.headers }, payload: form.payload });
      expect(created.statusCode).toBe(201);

      // The notification travels through PostgreSQL; allow it a moment.
      let titles: string[] = [];
      for (let i = 0; i < 50 && titles.length === 0; i++) {
        titles = (await read()).map((s) => s.title);
        if (titles.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(titles).toEqual(["From A"]);

      // Cut B's LISTEN connection: B must reconnect and drop what it cached meanwhile.
      await testDb.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      const edit = await appA.inject({
        method: "PUT",
        url: `/api/edit-slider/${created.json().id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { title: "Edited while B was cut off" },
      });
      expect(edit.statusCode).toBe(200);
      for (let i = 0; i < 100 && titles[0] !== "Edited while B was cut off"; i++) {
        titles = (await read()).map((s) => s.title);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(titles).toEqual(["Edited while B was cut off"]);
    } finally {
      await appA.close();
      await appB.close();
      await second.close();
      await testDb.drop();
    }
  });

  it("serves repeated reads from memory and reloads after a write", async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp(loadConfig({ LOG_LEVEL: "silent" }), testDb.database, { web: false, logger: false });
    try {
      let queries = 0;
      const original = testDb.database.db.select.bind(testDb.database.db);
      (testDb.database.db as { select: unknown }).select = ((...args: Parameters<typeof original>) => {
        queries++;
        return original(...args);
      }) as typeof original;
      await app.inject({ method: "GET", url: "/api/view-events" });
      const afterFirst = queries;
      for (let i = 0; i < 5; i++) await app.inject({ method: "GET", url: "/api/view-events" });
      expect(queries).toBe(afterFirst);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
