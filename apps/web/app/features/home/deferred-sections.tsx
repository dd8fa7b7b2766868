import { deferred } from "~/lib/deferred";

export { ACTIVITIES_SECTION_ID } from "./section-ids";

/**
 * Everything of the home page below the banner: on a phone, a screen or more down, so its code
 * loads when the visitor scrolls towards it (ADR 020); the server renders it in full.
 */
export const HomeSections = deferred(() => import("./below-the-banner").then((module) => module.BelowTheBanner));
