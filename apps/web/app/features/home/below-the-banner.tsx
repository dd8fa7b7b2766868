import { AboutSection, ActivitiesSection, WelcomeSection } from "./home-sections";

/** The home page's sections below the banner (SPEC §2.3). */
export function BelowTheBanner() {
  return (
    <>
      <AboutSection />
      <ActivitiesSection />
      <WelcomeSection />
    </>
  );
}
