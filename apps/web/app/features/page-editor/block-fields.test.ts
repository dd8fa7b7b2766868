import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, blockSchema, newBlock, type BlockType } from "@lampstand/contract/page-blocks";
import { savePageRequestSchema } from "@lampstand/contract/pages";
import { BLOCK_FIELDS, type FieldSpec } from "./block-fields";
import { problemsOf } from "./issues";

/** The shape (field names) of each block type's schema in the contract. */
const shapes = new Map(
  blockSchema.options.map((option) => [String((option.shape.type as unknown as { value: string }).value), Object.keys(option.shape)] as const),
);

/** Every key a field description writes, at its own level (lists' and groups' inner fields checked apart). */
const keys = (fields: readonly FieldSpec[]) => fields.map((field) => field.key).filter((key) => key !== "");

describe("the editor's description of each block", () => {
  it("describes every block type, and only fields the contract's schema has", () => {
    for (const type of BLOCK_TYPES) {
      const fields = BLOCK_FIELDS[type](newBlock(type) as Record<string, unknown>);
      expect(fields.length, type).toBeGreaterThan(0);
      const shape = shapes.get(type);
      expect(shape, type).toBeDefined();
      for (const key of keys(fields)) expect(shape, `${type}.${key}`).toContain(key);
    }
  });

  it("offers every field a card look shows", () => {
    const cards = BLOCK_FIELDS.cards({ type: "cards", look: "value" });
    const list = cards.find((field) => field.kind === "list" && field.key === "items");
    expect(list?.kind).toBe("list");
    if (list?.kind !== "list" || list.fields === "richtext") return;
    expect(keys(list.fields({ look: "value" }))).toEqual(["title", "icon", "text", "scripture"]);
  });

  it("starts each new block as the contract expects once its words are typed: its problems are only words to write", () => {
    for (const type of BLOCK_TYPES as readonly BlockType[]) {
      const check = savePageRequestSchema.safeParse({ title: "A page", content: { heading: "A page", blocks: [newBlock(type)] }, version: 1 });
      const problems = check.success ? [] : problemsOf(check.error);
      for (const problem of problems) expect(problem.message, `${type}: ${problem.path.join(".")}`).toMatch(/required|Choose a picture|picture must be|cannot be empty/);
    }
  });
});

describe("the problems of a page, as the editor shows them", () => {
  it("names the field, with the first shape's own words when a field may take two shapes", () => {
    const check = savePageRequestSchema.safeParse({
      title: "",
      content: { heading: "Easter", blocks: [{ type: "text", paragraphs: ["Fine", ""] }, { type: "buttons", links: [{ label: "Go", href: "javascript:alert(1)" }] }] },
      version: 3,
    });
    expect(check.success).toBe(false);
    if (check.success) return;
    const problems = problemsOf(check.error).map((problem) => [problem.path.join("."), problem.message]);
    expect(problems).toContainEqual(["title", "Title is required."]);
    expect(problems).toContainEqual(["content.blocks.0.paragraphs.1", "A paragraph is required."]);
    expect(problems.find(([path]) => path === "content.blocks.1.links.0.href")?.[1]).toMatch(/^A link must be a web address/);
  });
});
