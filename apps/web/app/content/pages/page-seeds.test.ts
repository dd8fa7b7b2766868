import { describe, expect, it } from "vitest";
import { pageContentSchema, type Block, type BlockOf, type BlockType } from "@lampstand/contract/page-blocks";
import { PAGE_SLUG_PATTERN, savePageRequestSchema } from "@lampstand/contract/pages";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { PAGE_SEEDS } from "./index";

/** Every block of a page, containers' insides included. */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    if (block.type === "columns") return [block, ...allBlocks([...block.first, ...block.second] as Block[])];
    if (block.type === "panel") return [block, ...allBlocks(block.blocks as Block[])];
    return [block];
  });
}

function only<T extends BlockType>(slug: string, type: T): BlockOf<T> {
  const seed = PAGE_SEEDS.find((candidate) => candidate.slug === slug);
  if (!seed) throw new Error(`no seed ${slug}`);
  const found = allBlocks(pageContentSchema.parse(seed.content).blocks).filter((block): block is BlockOf<T> => block.type === type);
  expect(found, `${slug}: one ${type} block`).toHaveLength(1);
  return found[0] as BlockOf<T>;
}

describe("the page seeds", () => {
  it("are valid pages, as the pages API would accept them, at distinct slugs", () => {
    for (const seed of PAGE_SEEDS) {
      expect(seed.slug).toMatch(PAGE_SLUG_PATTERN);
      const request = savePageRequestSchema.safeParse({ title: seed.title, description: seed.description, content: seed.content, version: 0 });
      expect(request.success, `${seed.slug}: ${request.success ? "" : JSON.stringify(request.error.issues)}`).toBe(true);
    }
    expect(new Set(PAGE_SEEDS.map((seed) => seed.slug)).size).toBe(PAGE_SEEDS.length);
  });

  it("keep each page's heading, title and description of the list of public pages", () => {
    for (const seed of PAGE_SEEDS) {
      const page = PUBLIC_PAGES.find((candidate) => candidate.path === (seed.slug === "home" ? "/" : `/${seed.slug}`));
      expect(page, seed.slug).toBeDefined();
      expect([seed.content.heading, seed.title, seed.description]).toEqual([page?.heading, page?.title, page?.description]);
    }
  });

  it("hold the counts and looks of SPEC §2.4", () => {
    const values = only("our-values", "cards");
    expect(values.items).toHaveLength(14);
    expect(values.items.every((card) => card.icon && card.scripture)).toBe(true);
    const beliefs = only("our-beliefs", "accordion");
    expect(beliefs.mode).toBe("multiple");
    expect(beliefs.items.length).toBeGreaterThanOrEqual(19);
    const priorities = only("our-priorities", "cards");
    expect([priorities.items.length, priorities.columns, priorities.alternate]).toEqual([8, 2, true]);
    const vision = only("our-mission", "list");
    expect(vision.items).toHaveLength(5);
    expect(vision.items.join(" ")).toMatch(/five minutes' walk or drive/);
    expect(only("our-mission", "picture").picture.src).toBe("/images/church/mission.svg");
    expect(only("our-legacy", "accordion").items).toHaveLength(8);
    const origin = only("our-origin", "timeline");
    expect(origin.items.map((milestone) => [milestone.year, milestone.side])).toEqual([
      [1980, "left"],
      [1981, "right"],
      [1991, "left"],
      [2019, "right"],
    ]);
    const biography = only("general-overseer", "accordion");
    expect([biography.items.length, biography.mode]).toEqual([4, "single"]);
    expect(only("general-overseer", "people").social).toBe(true);
    expect(only("general-overseer", "buttons").links).toEqual([{ label: "View This Year's Prophecies", href: "/prophecies" }]);
    const prophecies = only("prophecies", "accordion");
    expect([prophecies.mode, prophecies.items.map((item) => item.title)]).toEqual(["single", ["For Individuals", "For Nigeria", "For International"]]);
    expect(JSON.stringify(prophecies.items[1])).toContain("Lamentations 3:22-23");
    const leaders = only("church-leaders", "people");
    expect(leaders.items).toHaveLength(10);
    expect(leaders.items.every((leader) => leader.photo && leader.title && leader.role)).toBe(true);
  });
});
