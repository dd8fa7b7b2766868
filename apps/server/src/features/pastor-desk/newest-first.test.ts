import { describe, expect, it } from "vitest";
import type { DeskPost } from "@lampstand/contract/entities";
import { monthNumber, sortNewestFirst } from "./newest-first.ts";

const post = (id: number, month: string, year: string): DeskPost => ({ id, month, year, title: `${month} ${year}`, message: "", image: null, created_at: "" });

describe("newsletter order (SPEC §2.6: newest first by month and year)", () => {
  it.each(["January", "Jan", "jan.", "JAN", "1", "01", " january "])("reads %j as January", (month) => {
    expect(monthNumber(month)).toBe(1);
  });

  it.each([
    ["Sept", 9],
    ["sep.", 9],
    ["December", 12],
    ["12", 12],
    ["May", 5],
  ])("reads %j as month %i", (month, number) => {
    expect(monthNumber(month)).toBe(number);
  });

  it.each(["", "Ja", "Janitor", "13", "0", "Easter", "Q1"])("reads %j as no month", (month) => {
    expect(monthNumber(month)).toBe(0);
  });

  it("sorts by year, then month, the forms of one month alike, unknown months last within their year", () => {
    const posts = [post(1, "jan.", "2026"), post(2, "Easter", "2026"), post(3, "11", "2025"), post(4, "03", "2026"), post(5, "January", "2026"), post(6, "Dec", "2025")];
    expect(sortNewestFirst(posts).map((p) => p.id)).toEqual([4, 5, 1, 2, 6, 3]);
  });
});
