import { describe, expect, it } from "vitest";
import { messageBlocks } from "~/features/pastor-desk/message-blocks";
import { applyMessageAction, type MessageAction } from "./message-edits";

/** Applies `action` to `text`, where [ and ] mark the selection, and returns the result marked alike. */
function edit(action: MessageAction, marked: string): string {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  const text = marked.replace("[", "").replace("]", "");
  const result = applyMessageAction(action, text, { start, end });
  return `${result.text.slice(0, result.selection.start)}[${result.text.slice(result.selection.start, result.selection.end)}]${result.text.slice(result.selection.end)}`;
}

describe("the message toolbar's edits", () => {
  it("wraps the selected words in bold or italic markers and keeps them selected", () => {
    expect(edit("bold", "Bring a [new toy] please.")).toBe("Bring a **[new toy]** please.");
    expect(edit("italic", "Bring a [new toy] please.")).toBe("Bring a *[new toy]* please.");
  });

  it("keeps spaces selected with the words outside the markers", () => {
    expect(edit("bold", "Bring a[ new toy ]please.")).toBe("Bring a **[new toy]** please.");
  });

  it("takes the markers off when pressed again", () => {
    expect(edit("bold", "Bring a **[new toy]** please.")).toBe("Bring a [new toy] please.");
    expect(edit("italic", "Bring a *[new toy]* please.")).toBe("Bring a [new toy] please.");
  });

  it("makes bold words italic too rather than taking bold's stars", () => {
    expect(edit("italic", "A **[gift]** for you.")).toBe("A ***[gift]*** for you.");
  });

  it("inserts selected placeholder words when nothing is selected", () => {
    expect(edit("bold", "Bring []")).toBe("Bring **[bold words]**");
    expect(edit("heading", "Intro.\n[]")).toBe("Intro.\n## [Heading]");
    expect(edit("list", "[]")).toBe("- [First item]");
  });

  it("marks every selected line as a list item, quotation or heading, and unmarks them again", () => {
    expect(edit("list", "Bring:\n[a salad\na dessert]")).toBe("Bring:\n[- a salad\n- a dessert]");
    expect(edit("list", "Bring:\n[- a salad\n- a dessert]")).toBe("Bring:\n[a salad\na dessert]");
    expect(edit("quote", "Bring:\nWe w[ai]t.")).toBe("Bring:\n[> We wait.]");
    expect(edit("heading", "[- Christmas]")).toBe("[## Christmas]");
  });

  it("makes the selected verse a scripture block and selects its reference to be typed over", () => {
    expect(edit("scripture", "Dear all,\n[For to us a child is born.]\nMore.")).toBe(
      "Dear all,\n\n> [John 3:16]\n> For to us a child is born.\n\nMore.",
    );
    expect(edit("scripture", "[]")).toBe("> [John 3:16]\n> The verse");
  });

  it("writes text the formatter reads as the block the button names", () => {
    const apply = (action: MessageAction, text: string) => applyMessageAction(action, text, { start: 0, end: text.length }).text;
    const kinds = (text: string) => messageBlocks(`Opening words of the letter, long enough to be a sentence.\n\n${text}`, []).map((block) => block.kind);
    expect(kinds(apply("heading", "Christmas"))).toEqual(["paragraph", "heading"]);
    expect(kinds(apply("list", "one\ntwo"))).toEqual(["paragraph", "list"]);
    expect(kinds(apply("quote", "We wait for the Lord, not as those without hope."))).toEqual(["paragraph", "quote"]);
    const verse = apply("scripture", "For God so loved the world.").replace("John 3:16", "Isaiah 9:6");
    expect(messageBlocks(verse, [])).toEqual([{ kind: "scripture", reference: "Isaiah 9:6", lines: ["For God so loved the world."] }]);
  });
});
