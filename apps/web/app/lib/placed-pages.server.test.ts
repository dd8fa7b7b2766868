import { describe, expect, it } from "vitest";
import type { PublicPageSummary } from "@lampstand/contract/pages";
import { CHURCH_GROUPS, MAIN_LINKS, churchGroups, menuGroup } from "~/components/site/nav-links";
import { placedPages } from "./placed-pages.server";

const page = (slug: string, title: string, menu: PublicPageSummary["placement"]["menu"], footer = false): PublicPageSummary => ({
  slug,
  title,
  published_at: "2026-11-25T10:00:00.000Z",
  placement: { menu, footer },
});

describe("the pages placed in the frame", () => {
  it("are grouped by place, in title order, a page in the footer as well as a menu in both", () => {
    const placed = placedPages([
      page("youth-camp", "Youth Camp", "ministries"),
      page("easter-2027", "Easter at Lampstand", "church", true),
      page("advent", "Advent Readings", "church"),
      page("our-values", "Our Values", null),
      page("library", "Library", "resources", true),
    ]);
    expect(placed).toEqual({
      church: [
        { label: "Advent Readings", to: "/advent" },
        { label: "Easter at Lampstand", to: "/easter-2027" },
      ],
      ministries: [{ label: "Youth Camp", to: "/youth-camp" }],
      resources: [{ label: "Library", to: "/library" }],
      footer: [
        { label: "Easter at Lampstand", to: "/easter-2027" },
        { label: "Library", to: "/library" },
      ],
    });
  });

  it("leave THE CHURCH as the spec draws it until one is placed there, then follow its groups", () => {
    expect(churchGroups([])).toBe(CHURCH_GROUPS);
    // A spec page placed where it is listed anyway shows once.
    expect(churchGroups([{ label: "Our Values", to: "/our-values" }])).toBe(CHURCH_GROUPS);
    const groups = churchGroups([{ label: "Easter at Lampstand", to: "/easter-2027" }]);
    expect(groups.slice(0, 2)).toEqual(CHURCH_GROUPS);
    expect(groups[2]).toEqual({ title: "More", links: [{ label: "Easter at Lampstand", to: "/easter-2027" }] });
  });

  it("make MINISTRIES a menu, its overview first, only once a page is placed there", () => {
    const ministries = { label: "Ministries", to: "/ministries" };
    expect(menuGroup(ministries, [])).toBeUndefined();
    expect(menuGroup(ministries, [{ label: "Ministries", to: "/ministries" }])).toBeUndefined();
    expect(menuGroup(ministries, [{ label: "Youth Camp", to: "/youth-camp" }])).toEqual({
      title: "Ministries",
      links: [
        { label: "All Ministries", to: "/ministries" },
        { label: "Youth Camp", to: "/youth-camp" },
      ],
    });
  });

  it("make RESOURCES a menu always: its overview, the sermons, then the pages placed there", () => {
    const resources = MAIN_LINKS.find((item) => item.to === "/resources")!;
    expect(menuGroup(resources, [])).toEqual({
      title: "Resources",
      links: [
        { label: "All Resources", to: "/resources" },
        { label: "Sermons", to: "/sermons" },
      ],
    });
    expect(menuGroup(resources, [{ label: "Sermons", to: "/sermons" }, { label: "Library", to: "/library" }])?.links).toEqual([
      { label: "All Resources", to: "/resources" },
      { label: "Sermons", to: "/sermons" },
      { label: "Library", to: "/library" },
    ]);
  });
});
