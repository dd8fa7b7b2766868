import { deferred } from "~/lib/deferred";

/**
 * The video facade as a deferred part (lib/deferred.tsx, ADR 020): the server draws it in full (a
 * link to the video), and its code, with the embed rules, comes as it comes into view, outside
 * the page's own scripts. Until then the link works as it does without JavaScript.
 */
export const DeferredVideoFacade = deferred(() => import("./video-facade").then((module) => module.VideoFacade));
