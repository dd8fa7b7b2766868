import { describe, expect, it } from "vitest";
import type { Slider } from "@lampstand/contract/entities";
import { DEFAULT_BANNERS } from "~/content/home";
import { bannerSlides } from "./banner-slides";

const slider = (fields: Partial<Slider>): Slider => ({ id: 1, image: "uploads/a.webp", title: "", verse: "", alt: "", created_at: "2026-11-01T00:00:00Z", focal_x: 50, focal_y: 50, ...fields });

describe("the banner's pictures", () => {
  it("are the five default banners when staff uploaded none", () => {
    expect(bannerSlides([], "/api")).toBe(DEFAULT_BANNERS);
    expect(DEFAULT_BANNERS.map((banner) => banner.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("take the API base for stored pictures, with their narrower copies, and absolute addresses as they are", () => {
    const [stored, elsewhere] = bannerSlides([slider({ id: 1 }), slider({ id: 2, image: "https://cdn.example.org/b.jpg" })], "https://api.example.org");
    expect(stored).toMatchObject({ image: "https://api.example.org/uploads/a.webp", srcSet: expect.stringContaining("https://api.example.org/uploads/a.webp?w=480 480w") });
    expect(elsewhere).toMatchObject({ image: "https://cdn.example.org/b.jpg", srcSet: undefined });
  });

  it("always have a text alternative: the slider's own, else its title, else their place", () => {
    const slides = bannerSlides([slider({ id: 1, alt: "Doves", title: "Peace" }), slider({ id: 2, title: "Joy" }), slider({ id: 3 })], "/api");
    expect(slides.map((slide) => slide.alt)).toEqual(["Doves", "Joy", "Church banner picture 3"]);
  });
});
