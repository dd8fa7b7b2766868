/** The API base when the API is served by the same process (ARCHITECTURE: `API_URL`). */
export const DEFAULT_API_BASE = "/api";

/**
 * Paths of SPEC §7, relative to the API base. The server registers its routes from these
 * templates; clients fill in the `:id` (or `:name`) with `apiPath`.
 */
export const API_PATHS = {
  login: "/login",
  signup: "/signup",
  /** Confirms a sign-up with the token its mail carried (issue 21): only then can an admin approve it. */
  signupConfirm: "/signup/confirm",
  logout: "/logout",
  adminUsers: "/admin-users",
  adminUser: "/admin-users/:id",
  /** Lifts the sign-in delay that failed attempts put on an account. */
  unlockAdminUser: "/admin-users/:id/unlock",
  /** The signed-in staff member's own password. */
  ownPassword: "/account/password",
  /** Anyone asks for a password-reset link by mail (issue 21); the link's token then sets a new password. */
  passwordReset: "/password-reset",
  passwordResetConfirm: "/password-reset/confirm",
  /** Admins invite someone by mail (issue 21): the open invitations, and withdrawing one. */
  invitations: "/admin-users/invitations",
  invitation: "/admin-users/invitations/:id",
  /** The invitee's side, by the link's token: who invited them and for which address, then accepting with a password. */
  invitationPreview: "/invitations/preview",
  acceptInvitation: "/invitations/accept",
  sliders: "/sliders",
  uploadSlider: "/upload-slider",
  editSlider: "/edit-slider/:id",
  deleteSlider: "/delete-slider/:id",
  uploadDesk: "/upload-desk",
  viewDesks: "/view-desks",
  publicDesks: "/public-desks",
  /** Bounded reads for the public pages (public-reads.ts): a page of posts, one post with its neighbours. */
  publicDeskPage: "/public-desks/page",
  publicDesk: "/public-desks/:id",
  editDesk: "/edit-desk/:id",
  deleteDesk: "/delete-desk/:id",
  uploadEvent: "/upload-event",
  /** The whole calendar, or with `?month=YYYY-MM` one month of it (public-reads.ts). */
  viewEvents: "/view-events",
  /** Bounded reads for the public pages: a page of events (upcoming first), one event. */
  eventPage: "/view-events/page",
  /** Every date events take place on in ?from=YYYY-MM-DD&to=YYYY-MM-DD, series expanded (issue 22). */
  eventOccurrences: "/view-events/occurrences",
  publicEvent: "/view-events/:id",
  editEvent: "/edit-event/:id",
  /** One date of a series: cancel it or change it alone (staff, JSON). */
  editEventDate: "/edit-event/:id/dates/:date",
  deleteEvent: "/delete-event/:id",
  /** The prayer requests of the inbox (GET); anyone sends one (POST). */
  prayerRequests: "/prayer-request",
  /** Those the spam traps held for staff to review (ADR 026), and moving one to the inbox. */
  heldPrayerRequests: "/prayer-request/held",
  releasePrayerRequest: "/prayer-request/:id/release",
  prayerRequest: "/prayer-request/:id",
  contactMessages: "/intouch",
  heldContactMessages: "/intouch/held",
  releaseContactMessage: "/intouch/:id/release",
  contactMessage: "/intouch/:id",
  /** The church's settings (issue 20): anyone reads them, staff change them. */
  settings: "/settings",
  /** The header's logo (a picture upload): PUT replaces it, DELETE brings back the built-in mark. */
  settingsLogo: "/settings/logo",
  /** Pages staff edit (issue 20, pages.ts): the list, one published page, its draft, publishing, its history. */
  pages: "/pages",
  /** The staff's list of pages: drafts and never-published pages too (GET /pages lists only what visitors see). */
  pageDrafts: "/page-drafts",
  page: "/pages/:slug",
  pageDraft: "/pages/:slug/draft",
  publishPage: "/pages/:slug/publish",
  pageRevisions: "/pages/:slug/revisions",
  restorePageRevision: "/pages/:slug/revisions/:id/restore",
  /** A picture for a page's blocks (staff, multipart "picture"): stored through the image pipeline, answered with its path. */
  pictures: "/pictures",
  /** The mail outbox (issue 21, staff): what waits, went and failed, a page at a time; how many wait; sending one again. */
  outbox: "/outbox",
  outboxSummary: "/outbox/summary",
  resendMail: "/outbox/:id/resend",
  /** The admin dashboard (issue 24, dashboard.ts): counts since the staff member's last visit, and recording a visit. */
  dashboard: "/dashboard",
  dashboardVisit: "/dashboard/visit",
  /** Sermons (issue 23): the public list (paged, filtered) and staff's create; one sermon; its audio (GET/HEAD with Range). */
  sermons: "/sermons",
  sermon: "/sermons/:id",
  sermonAudio: "/sermons/:id/audio",
  /** Sermon series: anyone lists or reads them, staff change them. */
  sermonSeriesList: "/sermon-series",
  sermonSeries: "/sermon-series/:id",
  /**
   * The podcast's artwork as Apple asks for it (a square JPEG, 1400–3000 px): "church.jpg" made
   * from the church's logo (or the built-in artwork), "<hash>.jpg" from a stored picture (an
   * episode's). Made from pictures, never a public read of its own.
   */
  podcastArtwork: "/podcast/artwork/:name",
  /** Processed pictures; the API hands them out as relative paths "uploads/<name>". */
  upload: "/uploads/:name",
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The parameter names of a path template: "/edit-slider/:id" → "id". */
type PathParams<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

/** A template with its parameters filled in: `apiPath(API_PATHS.editSlider, { id: 3 })` → "/edit-slider/3". */
export function apiPath<Template extends ApiPath>(
  template: Template,
  ...[params]: PathParams<Template> extends never ? [] : [Record<PathParams<Template>, string | number>]
): string {
  if (!params) return template;
  return template.replace(/:([a-z]+)/gi, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/**
 * What counts as a public read, written once: the GET paths of each resource every visitor sees
 * alike (ADR 004). The server caches their answers by these names and may answer them ahead of
 * Fastify; a server-rendered page built only from them is kept for everyone until a write to one
 * of them (ADR 017). Every other call (a form post, a staff read) is one visitor's own.
 */
export const PUBLIC_READS = {
  events: [API_PATHS.viewEvents, API_PATHS.eventPage, API_PATHS.eventOccurrences, API_PATHS.publicEvent],
  desks: [API_PATHS.publicDesks, API_PATHS.publicDeskPage, API_PATHS.publicDesk],
  sliders: [API_PATHS.sliders],
  /** Every page reads the settings (the root loader): a change of them drops every kept page. */
  settings: [API_PATHS.settings],
  /** The published pages (the menus and footer are built from the list) and one published page; never a draft. */
  "page-list": [API_PATHS.pages],
  pages: [API_PATHS.page],
  /** A sermon's audio is no public read: its bytes are served from the database each time (ADR 037). */
  sermons: [API_PATHS.sermons, API_PATHS.sermon],
  "sermon-series": [API_PATHS.sermonSeriesList, API_PATHS.sermonSeries],
} as const satisfies Record<string, readonly ApiPath[]>;

export type PublicReadResource = keyof typeof PUBLIC_READS;

/**
 * "/view-events/:id" → a pattern that matches "/view-events/12": each parameter is one path
 * segment; a trailing slash is the same route (the server ignores it).
 */
const templatePattern = (template: string) => new RegExp(`^${template.replace(/:[a-z]+/gi, "[^/]+")}/?$`);
/**
 * Made on first use, not when the module loads: a module-level value computed from API_PATHS would
 * keep the whole path list in every browser page that imports anything from here, since the
 * bundler cannot prove the computation free of effects.
 */
let publicReadPatterns: Array<readonly [RegExp, PublicReadResource]> | undefined;

/** The resource a GET of `path` (relative to the API base, query string allowed) reads, or undefined when it is no public read. */
export function publicReadOf(path: string): PublicReadResource | undefined {
  publicReadPatterns ??= (Object.entries(PUBLIC_READS) as Array<[PublicReadResource, readonly string[]]>).flatMap(([resource, templates]) =>
    templates.map((template) => [templatePattern(template), resource] as const),
  );
  const bare = path.split("?", 1)[0] ?? "";
  return publicReadPatterns.find(([pattern]) => pattern.test(bare))?.[1];
}
