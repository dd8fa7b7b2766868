import type { PageSeed } from "./page-seed";
import { CHURCH_LEADERS } from "./church-leaders";
import { GENERAL_OVERSEER } from "./general-overseer";
import { OUR_BELIEFS } from "./our-beliefs";
import { OUR_LEGACY } from "./our-legacy";
import { OUR_MISSION } from "./our-mission";
import { OUR_ORIGIN } from "./our-origin";
import { OUR_PRIORITIES } from "./our-priorities";
import { OUR_VALUES } from "./our-values";
import { PROPHECIES } from "./prophecies";

import { baptismalPage } from "./baptismal";
import { childrenMinistryPage } from "./children-ministry";
import { choirMinistryPage } from "./choir-ministry";
import { donatePage } from "./donate";
import { giveByTextPage } from "./give-by-text";
import { homePage } from "./home";
import { homeFellowshipPage } from "./home-fellowship";
import { keyResourcesPage } from "./key-resources";
import { menMinistryPage } from "./men-ministry";
import { ministriesPage } from "./ministries";
import { onlineDonationPage } from "./online-donation";
import { openHeavenPage } from "./open-heaven";
import { operationAndrewPage } from "./operation-andrew";
import { prayerPointPage } from "./prayer-point";
import { resourcesPage } from "./resources";
import { sundaySchoolPage } from "./sunday-school";
import { womenMinistryPage } from "./women-ministry";
import { youthMinistryPage } from "./youth-ministry";

export type { PageSeed } from "./page-seed";

/**
 * Every page the site is born with (issue 20), as `@lampstand/web/page-seeds`: the server seeds
 * them into the pages table on first start (and the tests check the seeded site against them).
 * Only relative imports and types from the contract here: the server imports this file as it is.
 */
export const PAGE_SEEDS: readonly PageSeed[] = [
  // THE CHURCH (SPEC §2.4), in the menu's order.
  OUR_VALUES,
  OUR_BELIEFS,
  OUR_PRIORITIES,
  OUR_MISSION,
  CHURCH_LEADERS,
  OUR_LEGACY,
  OUR_ORIGIN,
  GENERAL_OVERSEER,
  PROPHECIES,
  // MINISTRIES (SPEC §2.4), in the menu's order.
  ministriesPage,
  womenMinistryPage,
  menMinistryPage,
  choirMinistryPage,
  youthMinistryPage,
  childrenMinistryPage,
  // RESOURCES (SPEC §2.5).
  resourcesPage,
  keyResourcesPage,
  openHeavenPage,
  prayerPointPage,
  sundaySchoolPage,
  homeFellowshipPage,
  baptismalPage,
  operationAndrewPage,
  // Giving (SPEC §2.9).
  donatePage,
  giveByTextPage,
  onlineDonationPage,
  // The home page's about and welcome sections (SPEC §2.3).
  homePage,
];

/** The seed of `slug`, if the site is born with that page. */
export function pageSeed(slug: string): PageSeed | undefined {
  return PAGE_SEEDS.find((seed) => seed.slug === slug);
}
