import { DEFAULT_BANNERS } from "~/content/home";
import { publicPage } from "~/content/public-pages";
import { HomeHero } from "~/features/home/home-hero";
import { ACTIVITIES_SECTION_ID, AboutSection, ActivitiesSection, WelcomeSection } from "~/features/home/home-sections";
import { PrayerPanel } from "~/features/home/prayer-panel";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/", args);

/**
 * The home page (SPEC §2.3). Everything here is static content, so it renders fully on the
 * server; the banner shows the five default pictures until the sliders come from the API.
 */
export default function Home() {
  return (
    <>
      <HomeHero slides={DEFAULT_BANNERS} heading={publicPage("/").heading} />
      <AboutSection />
      <ActivitiesSection />
      <WelcomeSection />
      <PrayerPanel watchId={ACTIVITIES_SECTION_ID} />
    </>
  );
}
