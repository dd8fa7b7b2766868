import type { Slider } from "@lampstand/contract/entities";
import { focalPosition, uploadedImageSources } from "~/components/ui/uploaded-image";
import { DEFAULT_BANNERS } from "~/content/home";
import type { CarouselSlide } from "./banner-carousel";

/**
 * The banner's pictures (SPEC §2.3, §3): the sliders staff uploaded, or the five default banners
 * when there are none. Every picture has a text alternative: the slider's own, else its title,
 * else a plain description of its place in the banner.
 */
export function bannerSlides(sliders: readonly Slider[], apiBase: string): CarouselSlide[] {
  if (sliders.length === 0) return DEFAULT_BANNERS;
  return sliders.map((slider, index) => {
    const { src, srcSet } = uploadedImageSources(apiBase, slider.image);
    return { ...slider, image: src, srcSet, objectPosition: focalPosition(slider), alt: slider.alt.trim() || slider.title.trim() || `Church banner picture ${index + 1}` };
  });
}
