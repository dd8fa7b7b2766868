import { deferred } from "~/lib/deferred";

/**
 * The home page's activities strip (the page "home"'s widget "home-activities"): the server
 * renders it in full, and its code loads when the visitor scrolls or clicks (ADR 020). Only links
 * and text, nothing that needs a script, so not merely for being in view.
 */
export const HomeActivities = deferred(() => import("./home-sections").then((module) => module.ActivitiesSection), { onSight: false });

/**
 * The page "home"'s blocks below the banner (who we are, the activities, the welcome), deferred as
 * they were before they became data: the server renders them in full; the block renderers' code is
 * fetched at the visitor's first scroll or click, so the home page's first load stays within budget.
 */
export const HomeBlocks = deferred(() => import("~/components/blocks/page-view").then((module) => module.PageBlocks), { onSight: false });

/**
 * "This week at church" (issue 22): plain server-rendered links and text, so its code, like the
 * sections above, is fetched at the first scroll or click, keeping the home page within budget.
 */
export const HomeThisWeek = deferred(() => import("./this-week-section").then((module) => module.ThisWeekSection), { onSight: false });

/**
 * The top of the home page when the sliders could not be loaded, with its Retry: rare, so its code
 * (and the texts of the API's messages it names) loads only on a page that shows it, as soon as it
 * is in view; a Retry pressed before then is held and pressed again once it has arrived.
 */
export const HomeHeroProblem = deferred(() => import("./home-hero-problem").then((module) => module.HomeHeroProblem));
