import { describe, expect, it } from "vitest";
import { filterQuery, filtersFromUrl, hasFilters } from "./sermon-filters";

describe("the sermon list's filters in its address", () => {
  it("are the fields a visitor filled in, empty ones left out", () => {
    const filters = filtersFromUrl("https://church.example/sermons?q=+grace+&series=&speaker=Ann+Preacher&book=1+John&page=2");
    expect(filters).toEqual({ q: "grace", speaker: "Ann Preacher", book: "1 John" });
    expect(hasFilters(filters)).toBe(true);
    expect(filterQuery(filters)).toBe("q=grace&speaker=Ann+Preacher&book=1+John");
  });

  it("are none on the plain list", () => {
    const filters = filtersFromUrl("https://church.example/sermons?page=3");
    expect(hasFilters(filters)).toBe(false);
    expect(filterQuery(filters)).toBe("");
  });
});
