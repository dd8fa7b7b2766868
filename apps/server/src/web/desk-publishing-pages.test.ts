import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

/**
 * Drafts and scheduled newsletters on the public site (issue 24), rendered by the real web app
 * with its page cache: never in the list, the post's page, the RSS feed or the sitemap until
 * published and due; a scheduled one appears in all of them at its time by itself (ADR 042).
 */
let auth: { authorization: string };

const t = useTestWebApp();

beforeAll(async () => {
  const { token } = await signUpAndLogIn(t.app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  auth = { authorization: `Bearer ${token}` };
});


async function create(fields: Record<string, string>): Promise<number> {
  const form = multipart({ month: "December", year: "2026", message: "Grace and peace.", ...fields });
  const response = await t.app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** Whether each public page that lists or shows post `id` names it: list, post page, feed, sitemap. */
async function shownOn(id: number, title: string): Promise<Record<string, boolean>> {
  const [list, post, rss, sitemap] = await Promise.all(["/pastor-desk", `/pastor-desk/${id}`, "/pastor-desk/rss.xml", "/sitemap.xml"].map((url) => t.app.inject({ url })));
  return {
    list: list!.body.includes(title),
    post: post!.statusCode === 200 && post!.body.includes(title),
    rss: rss!.body.includes(title),
    sitemap: sitemap!.body.includes(`/pastor-desk/${id}<`),
  };
}
const everywhere = { list: true, post: true, rss: true, sitemap: true };
const nowhere = { list: false, post: false, rss: false, sitemap: false };

describe("drafts and scheduled newsletters on the public pages", () => {
  it("a published post shows on every page (so the checks below can fail)", async () => {
    const id = await create({ title: "Published at once" });
    expect(await shownOn(id, "Published at once")).toEqual(everywhere);
  });

  it("a draft shows on none, and on all once published", async () => {
    const id = await create({ title: "Quiet draft", status: "draft" });
    expect(await shownOn(id, "Quiet draft")).toEqual(nowhere);
    const form = multipart({ title: "Quiet draft", month: "December", year: "2026", message: "Grace and peace.", status: "published" });
    await t.app.inject({ method: "PUT", url: `/api/edit-desk/${id}`, headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(await shownOn(id, "Quiet draft")).toEqual(everywhere);
  });

  it("a scheduled post shows on none until its time, then on all without any write", async () => {
    const id = await create({ title: "Christmas letter", publish_at: new Date(Date.now() + 2500).toISOString() });
    // Twice: the second answers come from the page cache.
    expect(await shownOn(id, "Christmas letter")).toEqual(nowhere);
    expect(await shownOn(id, "Christmas letter")).toEqual(nowhere);
    await sleep(3000);
    expect(await shownOn(id, "Christmas letter")).toEqual(everywhere);
  });
});
