import { describe, expect, it } from "vitest";
import { blankFields, hasChanges, pictureMissing } from "./form-rules";

describe("blankFields", () => {
  it("names the required fields that are empty or only spaces, in order", () => {
    const values = { title: "  ", month: "May", year: "", message: "\n" };
    expect(blankFields(values, ["title", "month", "year", "message"])).toEqual(["title", "year", "message"]);
  });

  it("ignores optional fields", () => {
    expect(blankFields({ title: "", verse: "" }, [])).toEqual([]);
  });
});

describe("pictureMissing", () => {
  it("wants a picture for every new item", () => {
    expect(pictureMissing("new", { chosen: false, editing: false, storedImage: null })).toBe(true);
    expect(pictureMissing("always", { chosen: false, editing: false, storedImage: null })).toBe(true);
    expect(pictureMissing("new", { chosen: true, editing: false, storedImage: null })).toBe(false);
  });

  it("lets an edited slider or event keep going without one", () => {
    expect(pictureMissing("new", { chosen: false, editing: true, storedImage: null })).toBe(false);
  });

  it("never wants one for a sermon or a series, new or edited", () => {
    expect(pictureMissing("optional", { chosen: false, editing: false, storedImage: null })).toBe(false);
    expect(pictureMissing("optional", { chosen: false, editing: true, storedImage: null })).toBe(false);
  });

  it("counts a post's stored picture when it is edited, and wants one when it has none", () => {
    expect(pictureMissing("always", { chosen: false, editing: true, storedImage: "uploads/a.webp" })).toBe(false);
    expect(pictureMissing("always", { chosen: false, editing: true, storedImage: null })).toBe(true);
    expect(pictureMissing("always", { chosen: true, editing: true, storedImage: null })).toBe(false);
  });
});

describe("hasChanges", () => {
  const baseline = { title: "Harvest", venue: "Hall" };
  it("is false for the form as it started", () => {
    expect(hasChanges({ ...baseline }, baseline, false)).toBe(false);
  });
  it("is true once a field differs or a picture is chosen", () => {
    expect(hasChanges({ ...baseline, venue: "Hall " }, baseline, false)).toBe(true);
    expect(hasChanges({ ...baseline }, baseline, true)).toBe(true);
  });
});
