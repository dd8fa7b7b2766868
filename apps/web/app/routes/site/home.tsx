import { API_PATHS } from "@lampstand/contract/api-paths";
import { sliderListSchema } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { publicPage } from "~/content/public-pages";
import { bannerSlides } from "~/features/home/banner-slides";
import { HomeHero, HomeHeroProblem } from "~/features/home/home-hero";
import { HomeSections } from "~/features/home/deferred-sections";
import { PrayerPanel } from "~/features/home/prayer-panel";
import { ACTIVITIES_SECTION_ID } from "~/features/home/section-ids";
import { loadFromApi } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The banner's slides are worked out here, on the server: the default banners' words stay out of the browser's code. */
export async function loader({ context }: Route.LoaderArgs) {
  const sliders = await loadFromApi(context, API_PATHS.sliders, sliderListSchema, MESSAGES.fetchSlidersFailed);
  return { slides: sliders.ok ? { ok: true as const, data: bannerSlides(sliders.data, context.apiBase) } : sliders };
}

export const meta = (args: Route.MetaArgs) => pageMeta(publicPage("/"), args);

/**
 * The home page (SPEC §2.3): the banner of the sliders staff upload (the default pictures when
 * there are none), then the church's static sections.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { slides } = loaderData;
  const heading = publicPage("/").heading;
  return (
    <>
      {slides.ok ? <HomeHero slides={slides.data} heading={heading} /> : <HomeHeroProblem heading={heading} error={slides.error} />}
      <HomeSections />
      <PrayerPanel watchId={ACTIVITIES_SECTION_ID} />
    </>
  );
}
