import { describe, expect, it } from "vitest";
import { useTestApp } from "../test-support/test-app.ts";

/** Every call of SPEC §7, as "METHOD path" under the API base, and the ones ADR 016, 018, 026, 030, 031, 032, 033, 034 and 042 add. */
const SPEC_CALLS = [
  "post /api/admin-users/{id}/unlock", "put /api/account/password",
  "get /api/view-events/page", "get /api/view-events/{id}", "get /api/public-desks/page", "get /api/public-desks/{id}",
  "post /api/login", "post /api/signup", "post /api/logout",
  // Issue 21: a sign-up is confirmed by the link mailed to its address.
  "post /api/signup/confirm",
  "get /api/admin-users", "post /api/admin-users", "put /api/admin-users/{id}", "delete /api/admin-users/{id}",
  "get /api/sliders", "post /api/upload-slider", "put /api/edit-slider/{id}", "delete /api/delete-slider/{id}",
  "post /api/upload-desk", "get /api/view-desks", "get /api/public-desks", "put /api/edit-desk/{id}", "delete /api/delete-desk/{id}",
  "post /api/upload-event", "get /api/view-events", "put /api/edit-event/{id}", "delete /api/delete-event/{id}",
  // Issue 22: repeating events (ADR 034).
  "get /api/view-events/occurrences", "put /api/edit-event/{id}/dates/{date}",
  "post /api/prayer-request", "get /api/prayer-request", "get /api/prayer-request/{id}", "delete /api/prayer-request/{id}",
  "post /api/intouch", "get /api/intouch", "get /api/intouch/{id}", "delete /api/intouch/{id}",
  "get /api/prayer-request/held", "post /api/prayer-request/{id}/release", "get /api/intouch/held", "post /api/intouch/{id}/release",
  "get /api/settings", "put /api/settings", "put /api/settings/logo", "delete /api/settings/logo",
  // Issue 20: the pages (ADR 031) and a picture for a page's blocks.
  "get /api/pages", "get /api/page-drafts", "get /api/pages/{slug}", "get /api/pages/{slug}/draft", "put /api/pages/{slug}",
  "delete /api/pages/{slug}", "post /api/pages/{slug}/publish", "get /api/pages/{slug}/revisions",
  "post /api/pages/{slug}/revisions/{id}/restore",
  "post /api/pictures",
  // Issue 21: the mail outbox (ADR 033).
  "get /api/outbox", "get /api/outbox/summary", "post /api/outbox/{id}/resend",
  // Issue 21 (ADR 036): password reset and invitations by e-mail.
  "post /api/password-reset", "post /api/password-reset/confirm",
  "get /api/admin-users/invitations", "post /api/admin-users/invitations", "delete /api/admin-users/invitations/{id}",
  "post /api/invitations/preview", "post /api/invitations/accept",
  // Issue 23: sermons, their audio and their series.
  "get /api/sermons", "post /api/sermons", "get /api/sermons/{id}", "put /api/sermons/{id}", "delete /api/sermons/{id}",
  "get /api/sermons/{id}/audio", "get /api/sermon-series", "post /api/sermon-series", "get /api/sermon-series/{id}",
  "put /api/sermon-series/{id}", "delete /api/sermon-series/{id}",
  // Issue 23 (ADR 040): the podcast's artwork, square JPEG made from the logo or a sermon's picture.
  "get /api/podcast/artwork/{name}",
  // Issue 24: the admin dashboard's counts, and recording a visit.
  "get /api/dashboard", "post /api/dashboard/visit",
  // Issue 24: a newsletter's published versions (ADR 042), and one post as staff read it (the admin's View).
  "get /api/edit-desk/{id}/versions", "post /api/edit-desk/{id}/versions/{version}/restore", "get /api/edit-desk/{id}",
];

describe("API description", () => {
  const t = useTestApp();

  it("documents every call of SPEC §7 in /api/openapi.json, marking the public ones", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual([...SPEC_CALLS].sort());
    expect(doc.paths["/api/login"]?.post?.security).toEqual([]);
    expect(doc.paths["/api/view-desks"]?.get?.security).toBeUndefined();
  });

  it("describes the held lists' items with their reason, and the answer of moving one to the inbox", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    for (const [held, release, tag] of [
      ["/api/prayer-request/held", "/api/prayer-request/{id}/release", "prayer-requests"],
      ["/api/intouch/held", "/api/intouch/{id}/release", "contact-messages"],
    ] as const) {
      const list = doc.paths[held]?.get;
      expect(list?.tags).toEqual([tag]);
      expect(list?.summary).toMatch(/held as possible spam/);
      expect(JSON.stringify(list?.responses["200"]?.content)).toMatch(/"held_reason"/);
      const moved = doc.paths[release]?.post;
      expect(moved?.tags).toEqual([tag]);
      expect(Object.keys(moved?.responses ?? {}).sort()).toEqual(["200", "401", "404"]);
      expect(JSON.stringify(moved?.responses["200"]?.content)).not.toMatch(/"held_reason"/);
    }
  });

  it("describes the picture routes' multipart forms: their text fields and the image part", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }>; required?: string[] } }> } }>>;
    };
    const form = (path: string, method: string) => doc.paths[path]?.[method]?.requestBody?.content["multipart/form-data"]?.schema;
    expect(form("/api/upload-slider", "post")).toMatchObject({ properties: { overlayText: {}, bibleVerse: {}, sliderImage: { format: "binary" } }, required: ["sliderImage"] });
    expect(form("/api/edit-desk/{id}", "put")?.properties.postImage).toEqual(expect.objectContaining({ format: "binary" }));
    expect(form("/api/upload-event", "post")?.required).toEqual(expect.arrayContaining(["title", "date", "event_time"]));
    expect(form("/api/upload-event", "post")?.required).not.toContain("eventImage");
    expect(form("/api/sermons", "post")).toMatchObject({ properties: { audio: { format: "binary" }, picture: { format: "binary" } }, required: ["title", "date", "speaker"] });
  });

  it("serves browsable docs at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/swagger/i);
  });
});
