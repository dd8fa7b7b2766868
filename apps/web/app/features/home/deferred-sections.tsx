import { deferred } from "~/lib/deferred";

/**
 * The home page's activities strip (the page "home"'s widget "home-activities"): the server
 * renders it in full, and its code loads when the visitor scrolls or clicks (ADR 020). Only links
 * and text, nothing that needs a script, so not merely for being in view.
 */
export const HomeActivities = deferred(() => import("./home-sections").then((module) => module.ActivitiesSection), { onSight: false });
