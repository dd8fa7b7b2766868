import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testingOnPostgres } from "../test-support/test-database.ts";
import { openDatabase, type Database } from "./client.ts";
import { writePgliteTemplate } from "./pglite-database.ts";
import { prayerRequests } from "./schema.ts";

/**
 * The first start of the embedded database copies a data dir the build made (ADR 019). A table
 * that only this test's template has tells a copied database from one initdb made.
 */
describe.skipIf(testingOnPostgres())("PGlite's first start from the build's template", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "lampstand-template-"));
  const template = path.join(scratch, "template");
  /** The same database, stamped as made by another PGlite: never to be used. */
  const foreignTemplate = path.join(scratch, "foreign-template");
  let dirs = 0;
  const newDataDir = () => path.join(scratch, `data-${++dirs}`);

  beforeAll(async () => {
    await writePgliteTemplate(template);
    const marked = new PGlite(path.join(template, "pgdata"));
    await marked.exec("CREATE TABLE made_by_template (id int)");
    await marked.close();
    cpSync(template, foreignTemplate, { recursive: true });
    writeFileSync(path.join(foreignTemplate, "made-by.json"), JSON.stringify({ pglite: "0.0.1" }));
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function withDatabase<T>(dataDir: string, templateDir: string, use: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: "pglite", dataDir, template: templateDir });
    try {
      await database.migrate();
      return await use(database);
    } finally {
      await database.close();
    }
  }

  async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const fromTemplate = async (database: Database) =>
    (await rows<{ present: boolean }>(database, sql`SELECT to_regclass('public.made_by_template') IS NOT NULL AS present`))[0]?.present;
  const appliedMigrations = async (database: Database) => (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]?.n;
  const journalEntries = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

  it("gives an empty data dir the template's migrated database, and leaves no staging directory behind", async () => {
    const dataDir = newDataDir();
    await withDatabase(dataDir, template, async (database) => {
      expect(await fromTemplate(database)).toBe(true);
      expect(await appliedMigrations(database)).toBe(journalEntries);
      await database.db.insert(prayerRequests).values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.org", phone: "555-0100", prayerRequest: "For the choir" });
    });
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    await withDatabase(dataDir, template, async (database) => {
      expect(await database.db.select({ request: prayerRequests.prayerRequest }).from(prayerRequests)).toEqual([{ request: "For the choir" }]);
    });
  });

  it("runs initdb as before when the template was made by another PGlite version", async () => {
    const dataDir = newDataDir();
    await withDatabase(dataDir, foreignTemplate, async (database) => {
      expect(await fromTemplate(database)).toBe(false);
      expect(await appliedMigrations(database)).toBe(journalEntries);
    });
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });

  it("leaves an existing database alone", async () => {
    // Made without a template, as every data dir before ADR 019 was.
    const dataDir = newDataDir();
    await withDatabase(dataDir, path.join(scratch, "no-template-here"), (database) =>
      database.db.insert(prayerRequests).values({ firstName: "Ben", lastName: "Okafor", email: "ben@example.org", phone: "555-0101", prayerRequest: "For my mother" }),
    );
    await withDatabase(dataDir, template, async (database) => {
      expect(await fromTemplate(database)).toBe(false);
      expect(await database.db.select({ request: prayerRequests.prayerRequest }).from(prayerRequests)).toEqual([{ request: "For my mother" }]);
    });
  });
});
