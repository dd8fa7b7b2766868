import { describe, expect, it } from "vitest";
import { followIndexes, getIn, insertItem, moveItem, removeItem, setIn, updateList } from "./edit-path";

describe("the page editor's edits", () => {
  const page = { heading: "Our Values", blocks: [{ type: "cards", items: [{ title: "Faith" }, { title: "Hope" }] }] };

  it("reads and replaces one value deep inside, leaving the rest untouched", () => {
    expect(getIn(page, ["blocks", 0, "items", 1, "title"])).toBe("Hope");
    const next = setIn(page, ["blocks", 0, "items", 1, "title"], "Love") as typeof page;
    expect(next.blocks[0]!.items[1]!.title).toBe("Love");
    expect(page.blocks[0]!.items[1]!.title).toBe("Hope");
    expect(next.blocks[0]!.items[0]).toBe(page.blocks[0]!.items[0]);
  });

  it("removes an object's key when set to undefined, and creates what is missing on the way", () => {
    const withPicture = setIn(page, ["blocks", 0, "items", 0, "picture"], { src: "", alt: "" });
    expect(getIn(withPicture, ["blocks", 0, "items", 0, "picture"])).toEqual({ src: "", alt: "" });
    const without = setIn(withPicture, ["blocks", 0, "items", 0, "picture"], undefined);
    expect(Object.keys(getIn(without, ["blocks", 0, "items", 0]) as object)).toEqual(["title"]);
    expect(setIn({}, ["cta", "link", "label"], "Join")).toEqual({ cta: { link: { label: "Join" } } });
  });

  it("moves, removes and inserts list items", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
    expect(removeItem(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(insertItem(["a", "c"], 1, "b")).toEqual(["a", "b", "c"]);
    const added = updateList(page, ["blocks", 0, "items"], (items) => [...items, { title: "Love" }]);
    expect((getIn(added, ["blocks", 0, "items"]) as unknown[]).length).toBe(3);
  });

  it("keeps an accordion's open sections on the same sections when they move or go", () => {
    expect(followIndexes([0, 2], { move: [0, 2] })).toEqual([2, 1]);
    expect(followIndexes([1], { move: [2, 0] })).toEqual([2]);
    expect(followIndexes([0, 1, 3], { remove: 1 })).toEqual([0, 2]);
  });
});
