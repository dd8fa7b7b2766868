import { asc, eq } from "drizzle-orm";
import type { Slider } from "@lampstand/contract/entities";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sliders } from "../../db/schema.ts";

export type SliderRow = typeof sliders.$inferSelect;

/** What staff write about a slide. */
export type SliderValues = { title: string; verse: string; alt: string; focalX?: number; focalY?: number };

export function toSlider(row: SliderRow): Slider {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    verse: row.verse,
    alt: row.alt,
    created_at: row.createdAt.toISOString(),
    focal_x: row.focalX,
    focal_y: row.focalY,
  };
}

/** Banner order: the order staff uploaded them. */
export async function listSliders(db: Db): Promise<Slider[]> {
  const rows = await db.select().from(sliders).orderBy(asc(sliders.id));
  return rows.map(toSlider);
}

export async function findSlider(db: DbOrTx, id: number): Promise<SliderRow | undefined> {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id));
  return row;
}

export async function insertSlider(db: DbOrTx, values: SliderValues & { image: string }): Promise<SliderRow> {
  const [row] = await db.insert(sliders).values(values).returning();
  return row!;
}

export async function updateSlider(
  db: DbOrTx,
  id: number,
  values: Partial<SliderValues & { image: string }>,
): Promise<SliderRow | undefined> {
  const [row] = await db.update(sliders).set(values).where(eq(sliders.id, id)).returning();
  return row;
}

export async function deleteSlider(db: DbOrTx, id: number): Promise<SliderRow | undefined> {
  const [row] = await db.delete(sliders).where(eq(sliders.id, id)).returning();
  return row;
}
