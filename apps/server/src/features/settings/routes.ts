import type { FastifyRequest } from "fastify";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema } from "@lampstand/contract/entities";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import {
  LOGO_FIELD,
  logoVersionSchema,
  SETTINGS_MESSAGES,
  staffSiteSettingsResponseSchema,
  updateSiteSettingsRequestSchema,
  type Notifications,
  type SiteSettings,
  type StaffSiteSettingsResponse,
} from "@lampstand/contract/site-settings";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { HttpError } from "../../http-error.ts";
import { processImage, type ProcessedImage } from "../../images/process-image.ts";
import { readUploadForm, uploadRoutes } from "../../images/read-upload-form.ts";
import { currentUser, signedInStaff } from "../../plugins/auth.ts";
import { parseFields } from "../request-parsing.ts";
import { lockSettings, readSettings, readStaffSettings, writeSettings, type Author, type SettingsAuditAction } from "./repository.ts";

const tags = ["settings"];
const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };
/** What GET /settings answers: the alert addresses only to a signed-in staff member. */
const settingsReadSchema = staffSiteSettingsResponseSchema.partial({ notifications: true });

/**
 * The church's settings (issue 20, ADR 030): one JSON document every page reads, and staff change
 * as a whole. Everything in them is shown somewhere on the public site, so the document is the
 * public read; all but the e-mail alerts' addresses (issue 21), which only staff are answered.
 * Every change names the version it started from and is
 * refused with 409 when someone saved since, is written to the audit log, and drops the cached
 * read and every kept page in every server process.
 */
export function settingsRoutes(app: ZodApp, deps: AppDeps): void {
  const { database, images, cache } = deps;

  app.get(
    API_PATHS.settings,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary:
          "The church's settings: name, address, phone, e-mails, links, giving, time zone, service times, logo; and their version. " +
          "With a staff member's token, also who gets the e-mail alerts (notifications), which nobody else is shown",
        response: { 200: settingsReadSchema },
      },
    },
    async (request, reply) => {
      // Staff get the alert addresses too: read each time, never cached, never kept by a browser
      // or proxy, and never answered ahead of Fastify (which skips requests that carry a token).
      if (request.headers.authorization !== undefined && (await signedInStaff(database.db, request))) {
        return reply.header("cache-control", "no-store").send(await readStaffSettings(database.db));
      }
      await cache.send(reply, "settings", () => readSettings(database.db));
      // Sent by the cache: the reply is returned so Fastify waits for it (events/routes.ts says why).
      return reply;
    },
  );

  /**
   * Locks the settings, refuses a change made from an older version, applies `change` and writes
   * the result with an audit line, all in one transaction; then every process forgets the old ones.
   */
  async function change(
    request: FastifyRequest,
    version: number,
    action: SettingsAuditAction,
    change: (tx: DbOrTx, current: SiteSettings) => Promise<SiteSettings>,
    notifications?: Notifications,
  ): Promise<StaffSiteSettingsResponse> {
    const user = currentUser(request);
    const author: Author = { id: user.id, name: user.name };
    const saved = await database.db.transaction(async (tx) => {
      const current = await lockSettings(tx);
      if (current.version !== version) throw new HttpError(409, SETTINGS_MESSAGES.conflict);
      const next = await change(tx, current.settings);
      const written = await writeSettings(tx, { settings: next, notifications: notifications ?? current.notifications }, version, author, action);
      if (!written) throw new HttpError(409, SETTINGS_MESSAGES.conflict);
      // A logo the settings no longer name goes, unless something else uses the same picture.
      if (current.settings.logo !== next.logo) await images.removeIfUnused(tx, current.settings.logo);
      return written;
    });
    await cache.invalidate("settings");
    return saved;
  }

  app.put(
    API_PATHS.settings,
    {
      // A bad value is answered with the whole path of the field (e.g. "serviceTimes.2.time"), not just its group.
      attachValidation: true,
      schema: {
        tags,
        summary: "Change the settings (staff): all of them but the logo, with the version they were read at (409 when someone saved since)",
        body: updateSiteSettingsRequestSchema,
        response: { 200: staffSiteSettingsResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (request.validationError) throw fieldError(request.validationError);
      const { version, notifications, ...settings } = request.body;
      return change(request, version, "settings.update", async (_tx, current) => ({ ...settings, logo: current.logo }), notifications);
    },
  );

  const logoForm = { fields: logoVersionSchema, image: LOGO_FIELD, imageRequired: true };
  uploadRoutes(app, (uploads) => {
    uploads.put(
      API_PATHS.settingsLogo,
      {
        config: { uploadForm: logoForm },
        schema: {
          tags,
          summary: `Replace the header's logo (staff; multipart: ${LOGO_FIELD} the picture, version)`,
          consumes: ["multipart/form-data"],
          response: { 200: staffSiteSettingsResponseSchema, ...writeErrors, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request) => {
        const sent = await readUploadForm(request, LOGO_FIELD);
        const { version } = parseFields(logoVersionSchema, sent.fields);
        if (!sent.file) throw new HttpError(400, SERVER_MESSAGES.imageRequired, LOGO_FIELD);
        // Decoded and re-encoded before the transaction opens: it takes a while, and may refuse the file.
        const picture: ProcessedImage = await processImage(sent.file);
        return change(request, version, "settings.logo", async (tx, current) => ({ ...current, logo: await images.save(tx, picture) }));
      },
    );
  });

  app.delete(
    API_PATHS.settingsLogo,
    {
      schema: {
        tags,
        summary: "Remove the uploaded logo (staff; ?version=): the site shows the built-in mark again",
        querystring: logoVersionSchema,
        response: { 200: staffSiteSettingsResponseSchema, ...writeErrors },
      },
    },
    (request) =>
      change(request, request.query.version, "settings.logo", async (_tx, current) => ({ ...current, logo: null })),
  );
}

/** A body that failed the schema, as a 400 naming the field by its whole path ("address.postalCode"). */
function fieldError(error: Error & { validation?: Array<{ instancePath?: string; message?: string }> }): HttpError {
  const first = error.validation?.[0];
  const field = first?.instancePath?.split("/").filter(Boolean).join(".");
  return new HttpError(400, first?.message ?? error.message, field || undefined);
}
