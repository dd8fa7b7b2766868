// What the measurements load on a running site: the pages of issue 10's phone goals, and the
// placeholders that stand for pages whose ids come from the content.

/** ":newest-post" and ":next-event" stand for the newest newsletter's page and the next event's. */
/** One page of each kind: the seeded site's, and a page staff added (the demo seed's, seed/demo-page.ts). */
export const GOAL_PAGES = ["/", "/our-values", "/pastor-desk", ":newest-post", "/events", ":next-event", "/prayer-request", "/christmas-at-lampstand"];

/**
 * A function that fills a path's placeholders from the content of the site at `base`:
 * ":newest-post" and ":next-event" (their pages), ":newest-post-id" and ":next-event-id" (their
 * ids), ":month" and ":today" (today's, in UTC), ":month-first" and ":month-last" (the first and
 * last day of today's month, as the calendar asks for a month's occurrences). The next event is the first from today on, or
 * the last of all when none is ahead.
 *
 * @returns {Promise<(path: string) => string>}
 */
export async function placeholderFiller(base) {
  const events = await (await fetch(`${base}/api/view-events`)).json();
  const posts = await (await fetch(`${base}/api/public-desks`)).json();
  const today = new Date().toISOString().slice(0, 10);
  const next = events.find((event) => event.date >= today) ?? events.at(-1);
  const newest = posts[0];
  if (!next || !newest) throw new Error("The seeded content has no event or no newsletter.");
  return (path) =>
    path
      // The ids first: ":newest-post" is the start of ":newest-post-id".
      .replace(":newest-post-id", String(newest.id))
      .replace(":next-event-id", String(next.id))
      .replace(":newest-post", `/pastor-desk/${newest.id}`)
      .replace(":next-event", `/events/${next.id}`)
      .replace(":month-first", `${today.slice(0, 7)}-01`)
      .replace(":month-last", lastOfMonth(today))
      .replace(":month", today.slice(0, 7))
      .replace(":today", today);
}

/** The last day of the month `date` (YYYY-MM-DD) falls in. */
function lastOfMonth(date) {
  const [year, month] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
