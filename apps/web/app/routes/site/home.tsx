import { API_PATHS } from "@lampstand/contract/api-paths";
import { occurrenceListSchema, sliderListSchema } from "@lampstand/contract/entities";
import { addDays } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { HOME_PAGE_SLUG } from "@lampstand/contract/pages";
import { publicPage } from "~/content/public-pages";
import { bannerSlides } from "~/features/home/banner-slides";
import { HomeHero } from "~/features/home/home-hero";
import { HomeActivities, HomeBlocks, HomeHeroProblem, HomeThisWeek } from "~/features/home/deferred-sections";
import { PrayerPanel } from "~/features/home/prayer-panel";
import { ACTIVITIES_SECTION_ID } from "~/features/home/section-ids";
import { WEEK_DAYS, thisWeek } from "~/features/home/this-week";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { todayIn } from "~/lib/church-day";
import { loadSettings } from "~/lib/settings.server";
import { loadContentPage } from "~/features/pages/pages.server";
import { useLiveData } from "~/lib/live-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/**
 * The banner's slides are worked out here, on the server: the default banners' words stay out of
 * the browser's code. The sections below the banner are the page "home" (who we are, the welcome),
 * which staff edit like any other page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [sliders, page, week] = await Promise.all([
    loadFromApi(context, API_PATHS.sliders, sliderListSchema, MESSAGES.fetchSlidersFailed),
    loadContentPage(context, HOME_PAGE_SLUG),
    loadWeek(context),
  ]);
  return {
    week,
    slides: sliders.ok ? { ok: true as const, data: bannerSlides(sliders.data, context.apiBase) } : sliders,
    blocks: page.content.blocks,
    pictures: page.pictures,
  };
}

/**
 * "This week at church" (issue 22): the next seven days' event dates, with the settings' service
 * times among them; null when the events cannot be read (the section then stays away).
 */
async function loadWeek(context: Route.LoaderArgs["context"]) {
  const settings = await loadSettings(context);
  const today = todayIn(settings.timeZone);
  const path = withQuery(API_PATHS.eventOccurrences, { from: today, to: addDays(today, WEEK_DAYS - 1) });
  const occurrences = await loadFromApi(context, path, occurrenceListSchema, MESSAGES.fetchEventsFailed);
  return occurrences.ok ? thisWeek(today, occurrences.data, settings.serviceTimes) : null;
}

/** The programs the page "home" places among its blocks. */
const WIDGETS = { "home-activities": <HomeActivities /> };

export const meta = (args: Route.MetaArgs) => pageMeta(publicPage("/"), args);

/**
 * The home page (SPEC §2.3): the banner of the sliders staff upload (the default pictures when
 * there are none), then the church's static sections.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { slides, blocks, pictures, week } = loaderData;
  const heading = publicPage("/").heading;
  return (
    <>
      {slides.ok ? <HomeHero slides={slides.data} heading={heading} /> : <HomeHeroProblem heading={heading} error={slides.error} />}
      {week ? <HomeThisWeek days={week} /> : null}
      {/* Bands across the window, no page heading: the banner holds the page's one h1. */}
      <HomeBlocks blocks={blocks} pictures={pictures} widgets={WIDGETS} bands />
      <PrayerPanel watchId={ACTIVITIES_SECTION_ID} />
    </>
  );
}
