import { describe, expect, it } from "vitest";
import { parseDraft } from "./form-draft";

describe("parseDraft", () => {
  it("reads a draft as it was kept", () => {
    expect(parseDraft({ editingId: 4, values: { title: "Harvest" } })).toEqual({ editingId: 4, values: { title: "Harvest" } });
    expect(parseDraft({ editingId: null, values: {} })).toEqual({ editingId: null, values: {} });
  });

  it("ignores anything else", () => {
    for (const value of [null, "text", { values: { title: "x" } }, { editingId: "4", values: {} }, { editingId: null, values: { title: 3 } }, { editingId: null }]) {
      expect(parseDraft(value), JSON.stringify(value)).toBeNull();
    }
  });
});
