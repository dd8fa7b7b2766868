import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.ts";

describe("imageReferences", () => {
  it("lists every column that holds a stored picture, so none is deleted while an item still shows it", () => {
    const pictureColumns = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => Object.values(getTableColumns(table)).map((column) => ({ table: getTableName(table), column })))
      .filter(({ column }) => column.name === "image");
    expect(pictureColumns.length).toBeGreaterThan(0);
    for (const { table, column } of pictureColumns) {
      expect(schema.imageReferences, `${table}.${column.name}`).toContain(column);
    }
  });
});
