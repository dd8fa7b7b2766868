import { describe, expect, it } from "vitest";
import { pageNumbers, rangeText } from "./staff-list";

describe("a staff list's count", () => {
  it("says where the page sits, and when it is past the end", () => {
    expect(rangeText({ page: 3, perPage: 20, total: 412, q: "" })).toBe("41–60 of 412");
    expect(rangeText({ page: 21, perPage: 20, total: 412, q: "" })).toBe("401–412 of 412");
    expect(rangeText({ page: 1, perPage: 20, total: 0, q: "x" })).toBe("0 of 0");
    expect(rangeText({ page: 2, perPage: 20, total: 11, q: "" })).toBe("Page 2 is past the end: 11 in all");
  });
});

describe("a staff list's page links", () => {
  it("links the first, the last and two either side of the current page, with gaps marked", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(10, 21)).toEqual([1, null, 8, 9, 10, 11, 12, null, 21]);
    expect(pageNumbers(2, 21)).toEqual([1, 2, 3, 4, null, 21]);
    // Past the end: the last page, to go back to.
    expect(pageNumbers(5, 1)).toEqual([1]);
  });
});
