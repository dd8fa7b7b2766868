import { PassThrough, Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { contents, expectIdentical } from "../test-support/database-contents.ts";
import { fillSite, type Send } from "../test-support/site-content.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";
import { BackupError } from "./format.ts";
import { restoreBackup } from "./restore-backup.ts";
import { listTables, rows } from "./tables.ts";
import { writeBackup } from "./write-backup.ts";

/**
 * Backup and restore (ADR 022): a round trip gives back every table row for row and every
 * picture byte for byte, across PGlite and PostgreSQL both ways; a backup taken while visitors
 * write is one consistent moment; a non-empty target, a file cut short or not a backup at all is
 * refused with a sentence and changes nothing.
 */
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", FORM_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000", FORM_MIN_FILL_MS: "2000" });
const cleanups: Array<() => Promise<unknown>> = [];
let source: TestDatabase;
let app: ZodApp;

const sendTo =
  (target: ZodApp): Send =>
  async (request) => {
    const response = await target.inject({ ...request, method: request.method as "GET", payload: request.payload as string });
    return { statusCode: response.statusCode, body: response.body };
  };

beforeAll(async () => {
  source = await createTestDatabase();
  cleanups.push(() => source.drop());
  app = await buildApp(config, source.database, { web: false, logger: false });
  cleanups.push(() => app.close());
  await fillSite(sendTo(app));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function backupOf(database: Database): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(database, sink);
  return Buffer.concat(chunks);
}

/** An empty in-memory PGlite that was never migrated. */
async function blankPglite(): Promise<Database> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  cleanups.push(() => database.close());
  return database;
}

describe("backup and restore", () => {
  it("holds every table, the ones added later included, and every row", async () => {
    const file = await backupOf(source.database);
    const lines = gunzipSync(file).toString().trim().split("\n");
    const header = JSON.parse(lines[0]!) as { tables: Array<{ name: string; rows: number }>; migrations: unknown[] };
    const tables = (await listTables(source.database.db)).map((table) => table.name);
    expect(header.tables.map((table) => table.name).sort()).toEqual(tables.sort());
    for (const name of ["users", "sessions", "sign_in_throttle", "images", "image_variants", "sliders", "desk_posts", "events", "prayer_requests", "contact_messages"]) {
      expect(header.tables.find((table) => table.name === name)?.rows, name).toBeGreaterThan(0);
    }
    expect(header.migrations.length).toBeGreaterThan(0);
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true });
  });

  it("restores into a blank PGlite identically; new ids follow the restored ones; the restored site serves the pictures", async () => {
    const target = await blankPglite();
    await restoreBackup(target, Readable.from(await backupOf(source.database)));
    await expectIdentical(target, source.database);

    const restoredApp = await buildApp(config, target, { web: false, logger: false });
    cleanups.push(() => restoredApp.close());
    const sliders = (await restoredApp.inject({ method: "GET", url: "/api/sliders" })).json() as Array<{ image: string }>;
    const picture = await restoredApp.inject({ method: "GET", url: `/api/${sliders[0]!.image}` });
    const original = await app.inject({ method: "GET", url: `/api/${sliders[0]!.image}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(original.rawPayload)).toBe(true);
    // The administrator's password and session came along; a new row gets the next id.
    const login = await restoredApp.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "correct horse 1" } });
    expect(login.statusCode).toBe(200);
    const sent = await restoredApp.inject({
      method: "POST",
      url: "/api/prayer-request",
      payload: { first_name: "A", last_name: "B", email: "a@example.org", phone: "1", prayer_request: "x", contact_team: false },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as { id: number }).id).toBe(2);
  });

  // In the PostgreSQL pass the source is on PostgreSQL: there and back through PGlite.
  it.runIf(testingOnPostgres())("goes from PostgreSQL to PGlite and from PGlite to PostgreSQL, identically", async () => {
    const onPglite = await blankPglite();
    await restoreBackup(onPglite, Readable.from(await backupOf(source.database)));
    await expectIdentical(onPglite, source.database);
    const backOnPostgres = await createTestDatabase(); // migrated already: a restore takes a migrated, empty database too
    cleanups.push(() => backOnPostgres.drop());
    await restoreBackup(backOnPostgres.database, Readable.from(await backupOf(onPglite)));
    await expectIdentical(backOnPostgres.database, source.database);
  });

  it("is one moment while visitors keep writing", async () => {
    const sending = Array.from({ length: 40 }, (_, index) =>
      app.inject({
        method: "POST",
        url: "/api/prayer-request",
        payload: { first_name: `P${index}`, last_name: "Q", email: "p@example.org", phone: "1", prayer_request: "during the backup", contact_team: false },
      }),
    );
    const file = await backupOf(source.database);
    for (const response of await Promise.all(sending)) expect(response.statusCode).toBe(201);
    // The restore checks every table's row count against the header the same snapshot wrote.
    const target = await blankPglite();
    await restoreBackup(target, Readable.from(file));
    const counted = await rows<{ n: number }>(target.db, sql`SELECT count(*)::int AS n FROM prayer_requests`);
    expect(counted[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it("refuses a target that holds data, and changes nothing in it", async () => {
    const file = await backupOf(source.database);
    const before = await contents(source.database);
    await expect(restoreBackup(source.database, Readable.from(file))).rejects.toThrow(/The target database is not empty \(table \w+ has rows\)/);
    expect(await contents(source.database)).toEqual(before);
  });

  it("refuses a file cut short or not a backup, restoring nothing", async () => {
    const lines = gunzipSync(await backupOf(source.database)).toString().trim().split("\n");
    const target = await blankPglite();
    const cut = gzipSync(lines.slice(0, -3).join("\n") + "\n");
    await expect(restoreBackup(target, Readable.from(cut))).rejects.toThrow(BackupError);
    await expect(restoreBackup(target, Readable.from(cut))).rejects.toThrow(/cut short|should have \d+ rows/);
    expect(Object.values(await contents(target)).every((table) => table.length === 0)).toBe(true);
    await expect(restoreBackup(target, Readable.from(Buffer.from("hello")))).rejects.toThrow(/not a Lampstand backup/);
    await expect(restoreBackup(target, Readable.from(gzipSync('{"format":"something else"}\n')))).rejects.toThrow(/not a Lampstand backup/);
  });
});
