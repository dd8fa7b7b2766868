// What the bench loads on a running server, and the bytes each answers.

import { GOAL_PAGES, placeholderFiller } from "../lib/site.mjs";

/**
 * The public reads the public pages make (ADR 018), then the whole lists the staff screens read.
 * ":month", ":today", ":next-event-id" and ":newest-post-id" are filled in from the data.
 */
const READS = [
  "/api/sliders",
  "/api/view-events?month=:month",
  "/api/view-events/:next-event-id",
  "/api/view-events/page?today=:today",
  // The month's dates, repeating events expanded (issue 22): what the calendar reads.
  "/api/view-events/occurrences?from=:month-first&to=:month-last",
  "/api/public-desks/page",
  "/api/public-desks/:newest-post-id",
];
export const WHOLE_LISTS = ["/api/view-events", "/api/public-desks"];
/** What the growth goal names: the calendar, an event, the pastor's desk pages (and every read). */
const GROWTH_PAGES = ["/events", ":next-event", "/pastor-desk", ":newest-post"];

/**
 * The reads and pages to measure on a running server, with the bodies each answers: the public
 * reads the pages make, and the pages of the phone goals with the newest post's and next event's
 * pages filled in.
 */
export async function describeSite(base) {
  const fill = await placeholderFiller(base);
  const reads = [...READS, ...WHOLE_LISTS].map(fill);
  const pages = GOAL_PAGES.map(fill);
  const growthPages = GROWTH_PAGES.map(fill);
  const bodies = new Map();
  for (const url of [...reads, ...pages]) {
    // Twice: the first request fills the page cache.
    await bytesOf(`${base}${url}`);
    const response = await fetch(`${base}${url}`);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
    bodies.set(url, Buffer.from(await response.arrayBuffer()));
  }
  return { reads, pages, growthPages, bodies };
}

export async function bytesOf(url) {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}
