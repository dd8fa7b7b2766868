import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";

/** The plan of the inbox's first page, as the staff list asks for it (visitor-submissions.ts). */
async function inboxPagePlan(testDb: TestDatabase): Promise<string> {
  const { rows } = (await testDb.database.db.execute(
    sql`EXPLAIN SELECT * FROM prayer_requests WHERE held_reason IS NULL ORDER BY created_at DESC, id DESC LIMIT 20`,
  )) as unknown as { rows: Array<Record<string, string>> };
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

// PostgreSQL's own autovacuum does this there (its upkeep does nothing).
describe.skipIf(testingOnPostgres())("PGlite's upkeep (ADR 044)", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.db.execute(sql`
      INSERT INTO prayer_requests (first_name, last_name, email, phone, prayer_request, contact_team)
      SELECT 'Ada', 'Okafor ' || n, 'ada' || n || '@example.org', '555 ' || n, 'Please pray. Request ' || n, false
      FROM generate_series(1, 1000) AS n`);
  });
  afterAll(() => testDb.drop());

  it("lets the planner read a page of a 1,000-row inbox off its index instead of sorting all of it", async () => {
    // Without statistics the planner guesses the inbox holds a handful of rows, and sorts them all.
    expect(await inboxPagePlan(testDb)).toMatch(/Sort/);
    await testDb.database.upkeep();
    const plan = await inboxPagePlan(testDb);
    expect(plan).toContain("Index Scan Backward using prayer_requests_inbox_idx");
    expect(plan).not.toMatch(/Sort/);
  });

  it("clears out the rows deletes left behind, so new ones take their place instead of growing the table", async () => {
    const size = async () => {
      const { rows } = (await testDb.database.db.execute(sql`SELECT pg_relation_size('prayer_requests')::int AS bytes`)) as unknown as { rows: Array<{ bytes: number }> };
      return rows[0]!.bytes;
    };
    const full = await size();
    await testDb.database.db.execute(sql`DELETE FROM prayer_requests`);
    await testDb.database.upkeep();
    await testDb.database.db.execute(sql`
      INSERT INTO prayer_requests (first_name, last_name, email, phone, prayer_request, contact_team)
      SELECT 'Eli', 'Bell ' || n, 'eli' || n || '@example.org', '555 ' || n, 'Please pray. Request ' || n, false
      FROM generate_series(1, 1000) AS n`);
    expect(await size()).toBeLessThanOrEqual(full);
  });

  it("is run by the app once it is ready (and every ten minutes after)", async () => {
    const upkeep = vi.spyOn(testDb.database, "upkeep");
    const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), testDb.database, { web: false, logger: false });
    await app.ready();
    expect(upkeep).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
