/**
 * Every query parameter a page of the site reads, with the values a page acts on (ADR 028). The
 * server renders a page from its address with only these parameters (a value of another shape is
 * left out too) and keeps the rendered page under exactly that address: a made-up query string
 * (`/?utm_source=…`, `/robots.txt?x=<16 KB>`) never reaches a page, so it is the same page, kept
 * once. A page reads its parameters with `pageQuery`, whose names are these: a parameter missing
 * here cannot be read, rather than silently never arriving.
 *
 * Imported by the server (`@lampstand/web/page-query`): no runtime imports.
 */
export const PAGE_QUERY_PARAMETERS = {
  /** The events calendar's month (`/events?month=2026-11`). */
  month: /^\d{4}-(?:0[1-9]|1[0-2])$/,
  /** One date of a repeating event (`/events/12?date=2026-11-29`; issue 22). */
  date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
  /** A page of a long list (`/pastor-desk?page=2`, `/events/all?page=3`; ADR 018). */
  page: /^[1-9]\d{0,5}$/,
  /** The sermon archive's search and filters (`/sermons?q=grace&series=3&speaker=…&book=John`; issue 23). The API checks them. */
  q: /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]{1,200}$/u,
  series: /^\d{1,6}$/,
  speaker: /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]{1,100}$/u,
  book: /^[1-3]? ?[A-Za-z][A-Za-z .]{1,30}$/,
  /** The sign-in page after a session ran out (`/login?expired=1`). */
  expired: /^1?$/,
  /** The sign-in page after a sign-up (`/login?registered=active`, `…=pending`). */
  registered: /^(?:active|pending)$/,
  /** A mailed link's token (`/reset-password?token=…`, `/invite?token=…`: 32 random bytes, base64url). */
  token: /^[A-Za-z0-9_-]{1,100}$/,
  /** The sign-in page after a new password was set through a reset link (`/login?reset=done`). */
  reset: /^done$/,
  /** The sign-in page after an invitation was accepted (`/login?invited=1`). */
  invited: /^1$/,
} as const satisfies Record<string, RegExp>;

export type PageQueryParameter = keyof typeof PAGE_QUERY_PARAMETERS;

/** The value of the page parameter `name` in the address `url`, or null. */
export function pageQuery(url: string, name: PageQueryParameter): string | null {
  return new URL(url).searchParams.get(name);
}

/**
 * React Router's own parameter on a client navigation's data request (`/events.data?_routes=…`):
 * which routes' loaders to run. It stays, as a list of route ids.
 */
const ROUTER_PARAMETERS: Record<string, RegExp> = { _routes: /^[\w./-]{1,200}(?:,[\w./-]{1,200}){0,30}$/ };

/**
 * React Router's route manifest for lazy route discovery (its default `manifestPath`): not a page,
 * and its parameters (`paths`, `version`) are React Router's own, so its address stays as sent.
 */
const ROUTE_MANIFEST_PATH = "/__manifest";

/**
 * `pathAndQuery` (a request's path and query, as sent) as a page is rendered and kept: the path,
 * and of its query only the parameters above whose first value has a page's shape, in one order.
 * "/events?utm=x&month=2026-11&month=1999-01" → "/events?month=2026-11".
 */
export function pageAddress(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  if (mark === -1 || pathAndQuery.slice(0, mark) === ROUTE_MANIFEST_PATH) return pathAndQuery;
  const asked = new URLSearchParams(pathAndQuery.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const [name, shape] of [...Object.entries(PAGE_QUERY_PARAMETERS), ...Object.entries(ROUTER_PARAMETERS)]) {
    const value = asked.get(name);
    if (value !== null && shape.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathAndQuery.slice(0, mark)}?${query}` : pathAndQuery.slice(0, mark);
}
