import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client.ts";
import { images, imageVariants } from "../db/schema.ts";
import { listTables, rows } from "../backup/tables.ts";

/** Every row of every table, as PostgreSQL's JSON of it (bytes in hex), sorted: what "identical" means. */
export async function contents(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const result: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const found = await rows<{ row: string }>(tx, sql.raw(`SELECT to_jsonb(t)::text AS row FROM "${table.name}" t`));
      result[table.name] = found.map((row) => row.row).sort();
    }
    return result;
  });
}

export async function pictures(database: Database): Promise<Array<{ name: string; bytes: Buffer }>> {
  const originals = await database.db.select({ name: images.name, bytes: images.bytes }).from(images).orderBy(images.name);
  const variants = await database.db
    .select({ name: imageVariants.name, width: imageVariants.width, bytes: imageVariants.bytes })
    .from(imageVariants)
    .orderBy(imageVariants.name, imageVariants.width);
  return [...originals, ...variants.map((variant) => ({ name: `${variant.name}@${variant.width}`, bytes: Buffer.from(variant.bytes) }))].map((picture) => ({
    name: picture.name,
    bytes: Buffer.from(picture.bytes),
  }));
}

export async function expectIdentical(restored: Database, original: Database): Promise<void> {
  const [want, got] = [await contents(original), await contents(restored)];
  expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
  for (const table of Object.keys(want)) expect(got[table], table).toEqual(want[table]);
  const [wantPictures, gotPictures] = [await pictures(original), await pictures(restored)];
  expect(wantPictures.length).toBeGreaterThanOrEqual(6); // three uploads, each with its smaller variants
  expect(gotPictures.map((picture) => picture.name)).toEqual(wantPictures.map((picture) => picture.name));
  gotPictures.forEach((picture, index) => expect(picture.bytes.equals(wantPictures[index]!.bytes), picture.name).toBe(true));
}

