import { describe, expect, it } from "vitest";
import { API_PATHS, apiPath, publicReadOf } from "./api-paths.ts";
import { imageUrl } from "./image-url.ts";

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

describe("publicReadOf", () => {
  it("names the resource of each public read, with or without its query", () => {
    expect(publicReadOf("/view-events")).toBe("events");
    expect(publicReadOf("/view-events?month=2026-11")).toBe("events");
    expect(publicReadOf("/view-events/page?page=2")).toBe("events");
    expect(publicReadOf("/view-events/12")).toBe("events");
    expect(publicReadOf("/public-desks/page")).toBe("desks");
    expect(publicReadOf("/public-desks/3")).toBe("desks");
    expect(publicReadOf("/sliders/")).toBe("sliders");
    expect(publicReadOf("/sermons?book=John&page=2")).toBe("sermons");
    expect(publicReadOf("/sermons/4")).toBe("sermons");
    expect(publicReadOf("/sermon-series")).toBe("sermon-series");
    expect(publicReadOf("/sermon-series/2")).toBe("sermon-series");
  });

  it("leaves out everything else: staff reads, writes' paths, look-alikes", () => {
    for (const path of ["/view-desks", "/prayer-request", "/intouch", "/admin-users", "/sliders-extra", "/view-events-x", "/view-events/1/x", "/uploads/a.webp", "/sermons/4/audio"]) {
      expect(publicReadOf(path), path).toBeUndefined();
    }
  });
});
