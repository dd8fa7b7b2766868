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
];

/** The seed of `slug`, if the site is born with that page. */
export function pageSeed(slug: string): PageSeed | undefined {
  return PAGE_SEEDS.find((seed) => seed.slug === slug);
}
