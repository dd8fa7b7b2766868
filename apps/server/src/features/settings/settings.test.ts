import { describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { SETTINGS_MESSAGES, type SiteSettingsResponse, type UpdateSiteSettingsRequest } from "@lampstand/contract/site-settings";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import { auditLog, images, sliders } from "../../db/schema.ts";
import { jpeg, svgWithScript } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

describe("site settings", () => {
  const t = useTestApp();

  const read = async () => body<SiteSettingsResponse>(await t.app.inject({ method: "GET", url: "/api/settings" }));
  /** What an editor sends back: what it read, changed, without the logo. */
  const editable = ({ logo: _logo, updated_at: _updatedAt, ...rest }: SiteSettingsResponse): UpdateSiteSettingsRequest => rest;
  const save = (payload: unknown, headers: Record<string, string> = t.auth) => t.app.inject({ method: "PUT", url: "/api/settings", headers, payload: payload as object });
  const uploadLogo = async (version: number, bytes?: Buffer) => {
    const form = multipart({ version: String(version) }, bytes && { field: "logo", filename: "logo.png", contentType: "image/png", bytes });
    return t.app.inject({ method: "PUT", url: "/api/settings/logo", headers: { ...t.auth, ...form.headers }, payload: form.payload });
  };
  const lastAudit = async () => (await t.testDb.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("answers the defaults to anyone, at version 0, before staff ever save", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBeUndefined();
    expect(body(response)).toEqual({ ...DEFAULT_SETTINGS, version: 0, updated_at: null });
  });

  it("lets staff change them: the next read shows the change, with the next version, and the audit log says who", async () => {
    const before = await read();
    const changed = {
      ...editable(before),
      name: "Grace Chapel",
      address: { ...before.address, city: "Lagos", country: "Nigeria" },
      timeZone: "africa/lagos",
      serviceTimes: [{ day: "Sunday", time: "08:30", name: "First Service" }],
    };
    const response = await save(changed);
    expect(response.statusCode).toBe(200);
    const saved = body<SiteSettingsResponse>(response);
    expect(saved).toMatchObject({ name: "Grace Chapel", address: { city: "Lagos" }, timeZone: "Africa/Lagos", version: before.version + 1 });
    expect(saved.updated_at).not.toBeNull();
    // The cached public read was dropped: the change shows at once (all of it but the staff's alert addresses).
    const { notifications: _staffOnly, ...publicPart } = saved as typeof saved & { notifications?: unknown };
    expect(await read()).toEqual(publicPart);
    expect(await lastAudit()).toMatchObject({ action: "settings.update", subject: "settings", userName: "Grace Admin" });
  });

  it("refuses a save made from an older version with 409 and a message a person understands, changing nothing", async () => {
    const opened = await read();
    expect((await save({ ...editable(opened), name: "First Tab" })).statusCode).toBe(200);
    const second = await save({ ...editable(opened), name: "Second Tab" });
    expect(second.statusCode).toBe(409);
    expect(body(second)).toEqual({ message: SETTINGS_MESSAGES.conflict });
    expect((await read()).name).toBe("First Tab");
    const future = await save({ ...editable(opened), version: opened.version + 50 });
    expect(future.statusCode).toBe(409);
  });

  it("lets only one of two saves from the same version through, when they arrive at once", async () => {
    const opened = await read();
    const answers = await Promise.all(["Race A", "Race B", "Race C"].map((name) => save({ ...editable(opened), name })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await read()).version).toBe(opened.version + 1);
  });

  it.each([
    ["timeZone", "Mars/Olympus_Mons", "timeZone", "IANA time zone"],
    ["an hour past 23", { serviceTimes: [{ day: "Sunday", time: "24:00", name: "Late" }] }, "serviceTimes.0.time", "HH:MM"],
    ["a 12-hour time", { serviceTimes: [{ day: "Sunday", time: "7:30 PM", name: "Evening" }] }, "serviceTimes.0.time", "HH:MM"],
    ["a weekday that is not English", { serviceTimes: [{ day: "Domingo", time: "10:00", name: "Culto" }] }, "serviceTimes.0.day", "Sunday, Monday"],
    ["an e-mail", { emails: { ...DEFAULT_SETTINGS.emails, finance: "not an address" } }, "emails.finance", "valid email"],
    ["a javascript: link", { social: { ...DEFAULT_SETTINGS.social, facebook: "javascript:alert(1)" } }, "social.facebook", "https://"],
    ["a data: link", { links: { ...DEFAULT_SETTINGS.links, givingPartner: "data:text/html,<script>alert(1)</script>" } }, "links.givingPartner", "mailto:"],
    ["a protocol-relative link", { links: { ...DEFAULT_SETTINGS.links, documents: "//evil.example/x" } }, "links.documents", "path of this site"],
    ["a blank name", { name: "   " }, "name", "Church name is required."],
    ["a missing address part", { address: { ...DEFAULT_SETTINGS.address, postalCode: undefined } }, "address.postalCode", "Postal code is required."],
  ])("refuses %s with 400 naming the field", async (_what, change, field, words) => {
    const current = await read();
    const patch = typeof change === "string" ? { timeZone: change } : change;
    const response = await save({ ...editable(current), ...patch });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
    expect(body(response).message).toContain(words);
    expect((await read()).version).toBe(current.version);
  });

  it("accepts the link kinds a visitor can follow safely, and empty links as not set", async () => {
    const current = await read();
    const links = {
      ...DEFAULT_SETTINGS.links,
      pastorsHelpline: "tel:+17135550100",
      documents: "/resources",
      givingPartner: "https://give.example.org/lampstand",
      paymentApp: "sms:+17135550199",
      pastorsReportingPortal: "mailto:reports@example.org",
      messagingApp: "",
    };
    const response = await save({ ...editable(current), links });
    expect(response.statusCode).toBe(200);
    expect(body<SiteSettingsResponse>(response).links).toEqual({ ...links, messagingApp: null });
  });

  it("keeps <script> and quotes in a text as text, unchanged", async () => {
    const current = await read();
    const name = `<script>alert("x")</script> & "Chapel"`;
    expect((await save({ ...editable(current), name })).statusCode).toBe(200);
    expect((await read()).name).toBe(name);
  });

  it("needs a signed-in staff member to change anything", async () => {
    const current = await read();
    expect((await save({ ...editable(current), name: "Anonymous" }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/settings/logo" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/settings/logo?version=${current.version}` })).statusCode).toBe(401);
    expect((await save({ ...editable(current), name: "Forged" }, { authorization: "Bearer not-a-token" })).statusCode).toBe(401);
    expect((await read()).name).not.toBe("Anonymous");
  });

  it("takes a logo through the picture pipeline, keeps it while the settings name it, and drops it when replaced or removed", async () => {
    const start = await read();
    const uploaded = await uploadLogo(start.version, await jpeg(400, 200));
    expect(uploaded.statusCode).toBe(200);
    const withLogo = body<SiteSettingsResponse>(uploaded);
    expect(withLogo.logo).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect(withLogo.version).toBe(start.version + 1);
    expect((await t.app.inject({ method: "GET", url: `/api/${withLogo.logo}` })).headers["content-type"]).toBe("image/webp");
    expect(await lastAudit()).toMatchObject({ action: "settings.logo", subject: "settings" });

    // A save of the other settings keeps the logo, whatever logo the body names.
    const saved = body<SiteSettingsResponse>(await save({ ...editable(withLogo), logo: null, phone: "+1 555 0100" }));
    expect(saved.logo).toBe(withLogo.logo);

    // Another item using the same picture keeps it alive; the settings alone do too (imageReferencesInJson).
    const firstName = withLogo.logo!.slice("uploads/".length);
    const replaced = body<SiteSettingsResponse>(await uploadLogo(saved.version, await jpeg(400, 201)));
    expect(replaced.logo).not.toBe(withLogo.logo);
    const gone = await t.testDb.database.db.select().from(images).where(eq(images.name, firstName));
    expect(gone).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/${withLogo.logo}` })).statusCode).toBe(404);

    const stale = await t.app.inject({ method: "DELETE", url: `/api/settings/logo?version=${saved.version}`, headers: t.auth });
    expect(stale.statusCode).toBe(409);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/settings/logo?version=${replaced.version}`, headers: t.auth });
    expect(removed.statusCode).toBe(200);
    expect(body<SiteSettingsResponse>(removed).logo).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/${replaced.logo}` })).statusCode).toBe(404);
  });

  it("keeps a logo picture that a slider uses too, when the logo goes", async () => {
    const start = await read();
    const bytes = await jpeg(300, 150, { r: 1, g: 2, b: 3 });
    const withLogo = body<SiteSettingsResponse>(await uploadLogo(start.version, bytes));
    await t.testDb.database.db.insert(sliders).values({ title: "Same picture", verse: "", alt: "", image: withLogo.logo! });
    await t.app.inject({ method: "DELETE", url: `/api/settings/logo?version=${withLogo.version}`, headers: t.auth });
    expect((await t.app.inject({ method: "GET", url: `/api/${withLogo.logo}` })).statusCode).toBe(200);
  });

  it("keeps the logo while a slider that shared its picture goes", async () => {
    const start = await read();
    const bytes = await jpeg(310, 150, { r: 9, g: 8, b: 7 });
    const form = multipart({ overlayText: "Shared" }, { field: "sliderImage", filename: "s.jpg", contentType: "image/jpeg", bytes });
    const slider = body<{ id: number; image: string }>(
      await t.app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...t.auth, ...form.headers }, payload: form.payload }),
    );
    const withLogo = body<SiteSettingsResponse>(await uploadLogo(start.version, bytes));
    expect(withLogo.logo).toBe(slider.image);
    await t.app.inject({ method: "DELETE", url: `/api/delete-slider/${slider.id}`, headers: t.auth });
    expect((await t.app.inject({ method: "GET", url: `/api/${withLogo.logo}` })).statusCode).toBe(200);
  });

  it("refuses a logo that is not a picture, or none, or without a version, leaving the settings as they were", async () => {
    const start = await read();
    const script = await uploadLogo(start.version, svgWithScript);
    expect(script.statusCode).toBe(415);
    const none = await uploadLogo(start.version);
    expect(none.statusCode).toBe(400);
    expect(body(none).field).toBe("logo");
    const form = multipart({}, { field: "logo", filename: "l.jpg", contentType: "image/jpeg", bytes: await jpeg(50, 50) });
    const noVersion = await t.app.inject({ method: "PUT", url: "/api/settings/logo", headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(noVersion.statusCode).toBe(400);
    expect(body(noVersion).field).toBe("version");
    expect((await read()).version).toBe(start.version);
  });
});
