import { deferred } from "~/lib/deferred";

/**
 * The home page's static sections below the banner: the server renders them in full, and their
 * code loads when the visitor scrolls or clicks (ADR 020). Only links and text, nothing that needs a
 * script, so not merely for being in view: a phone's first view shows the top of the first one.
 */
export const HomeSections = deferred(() => import("./below-the-banner").then((module) => module.BelowTheBanner), { onSight: false });
