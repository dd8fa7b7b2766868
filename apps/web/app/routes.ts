import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * One layout per face of the app (docs/architecture.md): the public site, server-rendered inside the site
 * frame (routes/site/); staff sign-up and login (routes/auth/), drawn on the server too (ADR 027);
 * the admin panel (routes/admin/), rendered in the browser (the session token lives in
 * localStorage); and the files for search engines, feed readers and calendars (routes/seo/),
 * outside any frame.
 */
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("our-values", "routes/site/our-values.tsx"),
    route("our-beliefs", "routes/site/our-beliefs.tsx"),
    route("our-priorities", "routes/site/our-priorities.tsx"),
    route("our-mission", "routes/site/our-mission.tsx"),
    route("church-leaders", "routes/site/church-leaders.tsx"),
    route("our-legacy", "routes/site/our-legacy.tsx"),
    route("our-origin", "routes/site/our-origin.tsx"),
    route("general-overseer", "routes/site/general-overseer.tsx"),
    route("prophecies", "routes/site/prophecies.tsx"),
    route("ministries", "routes/site/ministries.tsx"),
    route("men-ministry", "routes/site/men-ministry.tsx"),
    route("women-ministry", "routes/site/women-ministry.tsx"),
    route("youth-ministry", "routes/site/youth-ministry.tsx"),
    route("children-ministry", "routes/site/children-ministry.tsx"),
    route("choir-ministry", "routes/site/choir-ministry.tsx"),
    route("resources", "routes/site/resources.tsx"),
    route("key-resources", "routes/site/key-resources.tsx"),
    route("open-heaven", "routes/site/open-heaven.tsx"),
    route("prayer-point", "routes/site/prayer-point.tsx"),
    route("sunday-school", "routes/site/sunday-school.tsx"),
    route("home-fellowship", "routes/site/home-fellowship.tsx"),
    route("baptismal", "routes/site/baptismal.tsx"),
    route("operation-andrew", "routes/site/operation-andrew.tsx"),
    route("pastor-desk", "routes/site/pastor-desk.tsx"),
    route("pastor-desk/:id", "routes/site/pastor-desk-post.tsx"),
    // Issue 23: the sermon archive, one sermon, one series.
    route("sermons", "routes/site/sermons.tsx"),
    route("sermons/series/:id", "routes/site/sermon-series.tsx"),
    route("sermons/:id", "routes/site/sermon.tsx"),
    route("events", "routes/site/events.tsx"),
    route("events/all", "routes/site/events-all.tsx"),
    route("events/:id", "routes/site/event.tsx"),
    route("prayer-request", "routes/site/prayer-request.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("donate", "routes/site/donate.tsx"),
    route("give-by-text", "routes/site/give-by-text.tsx"),
    route("online-donation", "routes/site/online-donation.tsx"),
    // Issue 23: the live stream while a service is on, else the countdown to the next one.
    route("live", "routes/site/live.tsx"),
    // Pages staff added (issue 20); the addresses above win over it.
    route(":slug", "routes/site/added-page.tsx"),
    // Any other address: the 404 inside the site's frame, with the root loader's settings and menus.
    route("*", "routes/site/not-found.tsx"),
  ]),

  layout("routes/auth/layout.tsx", [
    route("signup", "routes/auth/signup.tsx"),
    // Where a sign-up's mail leads (issue 21): a button that confirms the address.
    route("signup/confirm", "routes/auth/signup-confirm.tsx"),
    route("login", "routes/auth/login.tsx"),
    // Where Logout lands (issue 24): says so, with the ways on.
    route("signed-out", "routes/auth/signed-out.tsx"),
    // Issue 21: a new password by a mailed link, and an invitation's link.
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("invite", "routes/auth/invite.tsx"),
  ]),

  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/welcome.tsx"),
    route("admin-management", "routes/admin/admin-management.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/new", "routes/admin/page-editor.tsx", { id: "admin-page-new" }),
    route("pages/:slug", "routes/admin/page-editor.tsx"),
    route("upload-slider", "routes/admin/upload-slider.tsx"),
    route("upload-pastordesk", "routes/admin/upload-pastordesk.tsx"),
    route("upload-event", "routes/admin/upload-event.tsx"),
    route("sermons", "routes/admin/sermons.tsx"),
    route("sermons/series", "routes/admin/sermon-series.tsx"),
    route("view-prayers", "routes/admin/view-prayers.tsx"),
    route("view-contacts", "routes/admin/view-contacts.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("post/:id", "routes/admin/post.tsx"),
    route("change-password", "routes/admin/change-password.tsx"),
    route("logout", "routes/admin/logout.tsx"),
  ]),

  // Outside the panel's frame: a page's draft drawn in the public site's frame (staff only).
  route("admin/pages/:slug/preview", "routes/admin/page-preview.tsx"),

  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("pastor-desk/rss.xml", "routes/seo/pastor-desk-rss.ts"),
  route("sermons/podcast.xml", "routes/seo/sermons-podcast.ts"),
  route("events.ics", "routes/seo/events-ics.ts"),
  route("events/:id/event.ics", "routes/seo/event-ics.ts"),
] satisfies RouteConfig;
