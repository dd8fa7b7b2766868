import { deferred } from "~/lib/deferred";

/**
 * The error and not-found pages, for the error boundaries of the root and the site layout: most
 * pages never show them, so their code loads only on a page that does (ADR 020).
 */
export const SiteError = deferred(() => import("./error-page").then((module) => module.SiteError));
export const NotFound = deferred(() => import("./error-page").then((module) => module.NotFound));
