import { describe, expect, it } from "vitest";
import { publicReadTags } from "../../web/page-cache.ts";

describe("pages in the page cache", () => {
  it("tags a rendered page with the published pages it read: one page, and the list the menus are built from", () => {
    expect(publicReadTags([{ method: "GET", path: "/pages/our-values", status: 200 }])).toEqual(new Set(["pages"]));
    expect(publicReadTags([{ method: "GET", path: "/pages", status: 200 }])).toEqual(new Set(["page-list"]));
    expect(
      publicReadTags([
        { method: "GET", path: "/pages?x=1", status: 200 },
        { method: "GET", path: "/pages/easter-2027", status: 200 },
        { method: "GET", path: "/sliders", status: 200 },
      ]),
    ).toEqual(new Set(["page-list", "pages", "sliders"]));
  });

  it("never keeps a page built from a draft, the staff's list, a history or a missing page", () => {
    for (const path of ["/pages/our-values/draft", "/page-drafts", "/pages/our-values/revisions", "/pagesX"]) {
      expect(publicReadTags([{ method: "GET", path, status: 200 }]), path).toBeUndefined();
    }
    expect(publicReadTags([{ method: "GET", path: "/pages/unknown", status: 404 }])).toBeUndefined();
  });
});
