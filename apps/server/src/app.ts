import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { ServerBuild } from "react-router";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { Config, TrustProxy } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppDeps, ZodApp } from "./app-deps.ts";
import { clientAddressKey } from "./plugins/client-address.ts";
import { HttpError } from "./http-error.ts";
import { ImageStore, UNSAVED_PICTURE_DAYS } from "./images/image-store.ts";
import { PublicCache } from "./public-reads/cache.ts";
import { answerAheadOf, answerAheadRoutes } from "./public-reads/answer-ahead.ts";
import { RememberedAnswers } from "./public-reads/remembered-answers.ts";
import { loggableError, registerErrorHandling } from "./plugins/errors.ts";
import { runRegularly } from "./regular-task.ts";
import { databaseRateLimitStore, RateLimitCounter } from "./plugins/rate-limit-store.ts";
import { registerHealthChecks } from "./plugins/health.ts";
import { OutageLog } from "./db/availability.ts";
import { lazyChildLogger } from "./plugins/request-logger.ts";
import { registerAuth } from "./plugins/auth.ts";
import { siteConfig } from "@lampstand/web/site-config";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { adminUserRoutes } from "./features/admin-users/routes.ts";
import { invitationRoutes } from "./features/admin-users/invitations.ts";
import { passwordResetRoutes } from "./features/auth/password-reset.ts";
import { sliderRoutes } from "./features/sliders/routes.ts";
import { pastorDeskRoutes } from "./features/pastor-desk/routes.ts";
import { sermonRoutes } from "./features/sermons/routes.ts";
import { eventRoutes } from "./features/events/routes.ts";
import { prayerRequestRoutes } from "./features/prayer-requests/routes.ts";
import { contactMessageRoutes } from "./features/contact-messages/routes.ts";
import { pageRoutes } from "./features/pages/routes.ts";
import { settingsRoutes } from "./features/settings/routes.ts";
import { pictureRoutes } from "./features/pictures/routes.ts";
import { outboxRoutes } from "./features/outbox/routes.ts";
import { dashboardRoutes } from "./features/dashboard/routes.ts";
import { readChurchIdentity } from "./features/settings/repository.ts";
import { MailWorker } from "./mail/worker.ts";
import { imageRoutes } from "./images/routes.ts";
import { registerWeb } from "./web/register-web.ts";

export type RouteSummary = { method: string; url: string; public: boolean; answerAhead: boolean };

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteSummary[];
  }
}

export type BuildOptions = {
  /**
   * Serve the web app too (off in API tests, which need no build of the web app). Tests of what
   * pages say, which run before `npm run build`, hand over the server build of the sources
   * instead (test-support/web-sources.ts).
   */
  web?: boolean | { build: () => Promise<ServerBuild> };
  logger?: FastifyServerOptions["logger"];
};

/**
 * TRUST_PROXY as Fastify takes it. A number of hops becomes proxy-addr's hop rule (the nearest
 * `hops` addresses are proxies), which Fastify itself no longer derives from a bare number.
 */
export function trustedProxies(trustProxy: TrustProxy): FastifyServerOptions["trustProxy"] {
  return typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** How often the database's upkeep runs (Database.upkeep: PGlite's statistics, ADR 044). */
export const DATABASE_UPKEEP_INTERVAL_MS = 10 * 60 * 1000;

/** How often each process deletes the pictures uploaded and never saved (ImageStore.removeUnsaved, ADR 045). */
export const UNSAVED_PICTURES_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every schema is a zod schema, checked and serialized by zod. Named when Fastify is made rather
 * than set afterwards, so Fastify never loads its default compilers (Ajv and fast-json-stringify:
 * about a hundred modules, 45 ms of every start; ADR 019). Fastify's types name Ajv's compiler
 * as what the factory returns, though it takes any schema compiler, hence the cast.
 */
const zodCompilers = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions["schemaController"];

/** Builds the whole server: cross-cutting plugins, then the API under /api, then the web app. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<ZodApp> {
  const cache = new PublicCache(database);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Two lines per request cost more than answering a cached read: off unless LOG_REQUESTS asks.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    childLoggerFactory: lazyChildLogger,
    // The proxy hops or addresses TRUST_PROXY names: request.ip is then the address the nearest
    // trusted proxy saw (the right-most untrusted X-Forwarded-For entry), never one a client wrote.
    trustProxy: trustedProxies(config.trustProxy),
    // Close idle keep-alive sockets on shutdown so it does not hang on them.
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: zodCompilers,
  }).withTypeProvider<ZodTypeProvider>();

  // A public read asked for before is answered from memory ahead of Fastify, none of whose hooks
  // then run. Routes opt in (`config.answerAhead`), and start-up fails while a hook not declared
  // skippable applies to one (ADR 025, 028). With request lines on, every request goes through
  // Fastify, and is logged.
  const answers = config.logRequests ? undefined : new RememberedAnswers(cache);
  answerAheadRoutes(app, answers && ((request, reply) => answers.remember(request, reply)));
  if (answers) {
    const ahead = answerAheadOf(app.server, answers);
    app.addHook("preClose", async () => ahead.stopAnswering());
  }

  // Every route, as registered: the auth test walks this table to prove nothing is left open.
  const routeTable: RouteSummary[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url, public: route.config?.public === true, answerAhead: route.config?.answerAhead === true });
  });
  app.decorate("routeTable", routeTable);

  const outage = new OutageLog(database, app.log, loggableError);
  app.addHook("onClose", async () => outage.stop());
  registerErrorHandling(app, outage);
  registerHealthChecks(app, database, outage);

  runRegularly(app, DATABASE_UPKEEP_INTERVAL_MS, () => database.upkeep(), "the database's upkeep failed; trying again at the next turn");

  const images = new ImageStore(database, config.imageCacheBytes);
  runRegularly(
    app,
    UNSAVED_PICTURES_INTERVAL_MS,
    async () => {
      const count = await images.removeUnsaved(UNSAVED_PICTURE_DAYS);
      if (count > 0) app.log.info({ count }, `deleted pictures uploaded over ${UNSAVED_PICTURE_DAYS} days ago and never saved into anything`);
    },
    "could not delete the pictures uploaded and never saved; trying again in an hour",
  );
  await cache.start();
  await images.start();
  const deps: AppDeps = { config, database, images, cache };

  await registerSecurityHeaders(app, { development: config.env === "development", frameOrigins: [new URL(siteConfig.links.mapEmbed).origin] });
  await app.register(rateLimit, {
    global: false,
    // Per visitor: an IPv6 visitor holds a whole /64, so that is what counts.
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: () => new HttpError(429, SERVER_MESSAGES.tooManyRequests),
    // Counted in the database, so every process behind a proxy counts the same requests. The store
    // itself decides what a failed count means (503 when the database is out of reach, otherwise
    // the request goes on uncounted: ADR 023), so an error it hands back is one to answer.
    store: databaseRateLimitStore(new RateLimitCounter(database.db, app.log), app.log),
    skipOnError: false,
  });

  // Every API route lives in this one scope, registered from the contract's paths under the API
  // base: access control and the API's description apply to all of them and to nothing else.
  await app.register(
    async (api) => {
      await registerApiDocs(api);
      registerAuth(api, database.db);

      // Only the sign-in's device cookie (features/auth/trusted-devices.ts) is read, so only the
      // sign-in's routes parse cookies (every hook of the plugin runs on each request of its scope).
      // Nothing is signed with a secret.
      await api.register(async (auth: ZodApp) => {
        await auth.register(cookie);
        authRoutes(auth, deps);
      });
      passwordResetRoutes(api, deps);
      adminUserRoutes(api, deps);
      invitationRoutes(api, deps);
      sliderRoutes(api, deps);
      pastorDeskRoutes(api, deps);
      sermonRoutes(api, deps);
      eventRoutes(api, deps);
      prayerRequestRoutes(api, deps);
      contactMessageRoutes(api, deps);
      pageRoutes(api, deps);
      settingsRoutes(api, deps);
      pictureRoutes(api, deps);
      outboxRoutes(api, deps);
      dashboardRoutes(api, deps);
      imageRoutes(api, deps);

      // Unknown API paths answer in the API's own shape instead of falling through to the web app.
      api.all("/*", { config: { public: true }, schema: { hide: true } }, async (request) => {
        throw new HttpError(404, `No API route ${request.method} ${request.url.split("?")[0]}.`);
      });
    },
    { prefix: DEFAULT_API_BASE },
  );

  await startMailWorker(app, config, database);

  const web = options.web ?? true;
  if (web) await registerWeb(app, deps, web === true ? {} : web);
  return app;
}

/**
 * The outbox's sender (mail/worker.ts, ADR 033), when SMTP_URL is set: it starts once the server
 * is ready and stops as it closes (SIGTERM), after the mail it is sending. Without SMTP_URL mails
 * wait, and the admin frame says so. nodemailer is loaded only then.
 */
async function startMailWorker(app: ZodApp, config: Config, database: Database): Promise<void> {
  const { smtp, from } = config.mail;
  if (!smtp || !from) return;
  const { smtpSender } = await import("./mail/smtp-sender.ts");
  const worker = new MailWorker({
    database,
    config: config.mail,
    sender: smtpSender(smtp, from),
    church: () => readChurchIdentity(database.db),
    log: app.log,
  });
  app.addHook("onReady", () => worker.start());
  app.addHook("preClose", () => worker.stop());
}
