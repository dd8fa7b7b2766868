import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Slider } from "@lampstand/contract/entities";
import { buildApp } from "../app.ts";
import { pageContent, savePage } from "../features/pages/test-documents.ts";
import { jpeg } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { body, useTestApp } from "../test-support/test-app.ts";
import { ImageStore, UNSAVED_PICTURE_DAYS } from "./image-store.ts";

/**
 * ADR 045: a picture uploaded for a page (POST /pictures) and never saved into it is deleted after
 * UNSAVED_PICTURE_DAYS days; a picture anything uses, or uploaded (again) since, stays.
 */
describe("pictures uploaded and never saved", () => {
  const t = useTestApp();
  let shade = 0;
  /** A picture of its own (its own bytes, so its own name). */
  const picture = (again?: number) => jpeg(64, 48, { r: 20, g: 40 + (again ?? ++shade) * 10, b: 200 });
  const uploadForPage = async (bytes: Buffer) => {
    const form = multipart({}, { field: "picture", filename: "picture.jpg", contentType: "image/jpeg", bytes });
    const answer = await t.app.inject({ method: "POST", url: "/api/pictures", headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(answer.statusCode, answer.body).toBe(201);
    return body<{ src: string }>(answer).src;
  };
  /** Makes the picture look uploaded `days` days ago. */
  const age = (src: string, days: number) =>
    t.testDb.database.db.execute(sql`UPDATE images SET created_at = now() - make_interval(days => ${days}) WHERE name = ${src.slice("uploads/".length)}`);
  const served = async (src: string) => (await t.app.inject({ method: "GET", url: `/api/${src}` })).statusCode;

  it("deletes those uploaded over the days ago and used by nothing, and keeps every other", async () => {
    const lost = await uploadForPage(await picture());
    const recent = await uploadForPage(await picture());
    const inDraft = await uploadForPage(await picture());
    expect((await t.app.inject({ method: "PUT", url: "/api/pages/hall-hire", headers: t.auth, payload: { ...savePage("Hall hire", null), content: pageContent("Hall hire", inDraft) } })).statusCode).toBe(201);
    const sliderForm = multipart({ overlayText: "Harvest" }, { field: "sliderImage", filename: "slide.jpg", contentType: "image/jpeg", bytes: await picture() });
    const slider = body<Slider>(await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...sliderForm.headers }, payload: sliderForm.payload }));
    const againShade = ++shade;
    const uploadedAgain = await uploadForPage(await picture(againShade));

    for (const src of [lost, inDraft, slider.image, uploadedAgain]) await age(src, UNSAVED_PICTURE_DAYS + 1);
    await age(recent, UNSAVED_PICTURE_DAYS - 1);
    // The same picture uploaded again today (the staff member chose it once more): its days start again.
    expect(await uploadForPage(await picture(againShade))).toBe(uploadedAgain);

    expect(await new ImageStore(t.testDb.database, 0).removeUnsaved(UNSAVED_PICTURE_DAYS)).toBe(1);
    expect(await served(lost)).toBe(404);
    for (const src of [recent, inDraft, slider.image, uploadedAgain]) expect(await served(src), src).toBe(200);
    // Nothing left to delete: a second run deletes nothing.
    expect(await new ImageStore(t.testDb.database, 0).removeUnsaved(UNSAVED_PICTURE_DAYS)).toBe(0);
  });

  it("keeps the site's logo, a picture the settings (a JSON column) name", async () => {
    const { version } = body<{ version: number }>(await t.app.inject({ method: "GET", url: "/api/settings" }));
    const form = multipart({ version: String(version) }, { field: "logo", filename: "logo.jpg", contentType: "image/jpeg", bytes: await picture() });
    const saved = await t.app.inject({ method: "PUT", url: "/api/settings/logo", headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const { logo } = body<{ logo: string }>(saved);
    await age(logo, UNSAVED_PICTURE_DAYS + 1);
    expect(await new ImageStore(t.testDb.database, 0).removeUnsaved(UNSAVED_PICTURE_DAYS)).toBe(0);
    expect(await served(logo)).toBe(200);
  });

  it("is done by the app once it is ready (and every hour after)", async () => {
    const lost = await uploadForPage(await picture());
    await age(lost, UNSAVED_PICTURE_DAYS + 1);
    const second = await buildApp(t.config, t.testDb.database, { web: false, logger: false });
    try {
      await second.ready();
      // The run starts with the app and is not awaited by it: allow it a moment.
      let status = await served(lost);
      for (let i = 0; i < 100 && status !== 404; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await served(lost);
      }
      expect(status).toBe(404);
    } finally {
      await second.close();
    }
  });
});
