import { describe, expect, it } from "vitest";
import { API_PATHS, apiPath, imageUrl } from "./api-paths.ts";

describe("apiPath", () => {
  it("fills in a template's parameters, encoded", () => {
    expect(apiPath(API_PATHS.editSlider, { id: 3 })).toBe("/edit-slider/3");
    expect(apiPath(API_PATHS.upload, { name: "a b.webp" })).toBe("/uploads/a%20b.webp");
  });

  it("leaves a path without parameters as it is", () => {
    expect(apiPath(API_PATHS.viewEvents)).toBe("/view-events");
  });
});

describe("imageUrl", () => {
  it("prefixes relative image paths with the API base, once", () => {
    expect(imageUrl("/api", "uploads/x.webp")).toBe("/api/uploads/x.webp");
    expect(imageUrl("https://api.example.org/", "/uploads/x.webp")).toBe("https://api.example.org/uploads/x.webp");
  });

  it("uses absolute http(s) addresses as they are", () => {
    expect(imageUrl("/api", "https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
    expect(imageUrl("/api", "HTTP://cdn.example.org/a.jpg")).toBe("HTTP://cdn.example.org/a.jpg");
  });
});
