import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, testingOnPostgres } from "../test-support/test-database.ts";

/**
 * Issue 18, point 4: a picture deleted through one server process is no longer served by another
 * from its memory of recent images. Two apps on one PostgreSQL, each with a connection of its own,
 * as two processes are.
 */
describe.runIf(testingOnPostgres())("a picture deleted through another server process", () => {
  it("is answered 404 next, not served from memory", async () => {
    const testDb = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: "silent" });
    const second = await openDatabase({ kind: "postgres", url: testDb.url! });
    const appA = await buildApp(config, testDb.database, { web: false, logger: false });
    const appB = await buildApp(config, second, { web: false, logger: false });
    try {
      const { token } = await signUpAndLogIn(appA, { name: "A", email: "a@example.org", password: "long enough" });
      const form = multipart({ overlayText: "Harvest" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg() });
      const created = await appA.inject({ method: "POST", url: "/api/upload-slider", headers: { authorization: `Bearer ${token}`, ...form.headers }, payload: form.payload });
      expect(created.statusCode, created.body).toBe(201);
      const { id, image } = created.json<{ id: number; image: string }>();
      const picture = `/api/${image}`;
      const narrow = `${picture}?w=480`;

      // B serves the picture and a phone's copy, and keeps them in memory.
      for (const url of [picture, picture, narrow, narrow]) expect((await appB.inject({ url })).statusCode, url).toBe(200);

      expect((await appA.inject({ method: "DELETE", url: `/api/delete-slider/${id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      expect((await appA.inject({ url: picture })).statusCode).toBe(404);

      // The deletion travels through PostgreSQL; allow it a moment.
      const statuses = async () => [(await appB.inject({ url: picture })).statusCode, (await appB.inject({ url: narrow })).statusCode];
      let seen = await statuses();
      for (let i = 0; i < 100 && seen.some((status) => status !== 404); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await statuses();
      }
      expect(seen).toEqual([404, 404]);
    } finally {
      await appA.close();
      await appB.close();
      await second.close();
      await testDb.drop();
    }
  });
});
