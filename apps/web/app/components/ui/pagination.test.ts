import { describe, expect, it } from "vitest";
import { pageFromUrl } from "./pagination";

describe("pageFromUrl", () => {
  it("reads ?page= as a page number", () => {
    expect(pageFromUrl("http://x/pastor-desk?page=2")).toBe(2);
    expect(pageFromUrl("http://x/events/all?page=41&other=1")).toBe(41);
  });

  it.each(["", "?page=", "?page=0", "?page=-1", "?page=02", "?page=1.5", "?page=abc", "?page=9999999"])("shows the first page for %j", (query) => {
    expect(pageFromUrl(`http://x/pastor-desk${query}`)).toBe(1);
  });
});
