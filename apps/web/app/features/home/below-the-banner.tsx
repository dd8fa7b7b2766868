import { AboutSection, ActivitiesSection, WelcomeSection } from "./home-sections";
import { PrayerPanel } from "./prayer-panel";

/** The home page's sections below the banner, and the prayer panel that appears beside them (SPEC §2.3). */
export function BelowTheBanner({ watchId }: { watchId: string }) {
  return (
    <>
      <AboutSection />
      <ActivitiesSection />
      <WelcomeSection />
      <PrayerPanel watchId={watchId} />
    </>
  );
}
