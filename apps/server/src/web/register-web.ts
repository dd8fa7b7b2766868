import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import pLimit from "p-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type * as Vite from "vite";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createRequest } from "@remix-run/node-fetch-server";
import { API_PATHS, DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import type { ApiClient, WebLoadContext } from "@lampstand/web/load-context";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { loggableError } from "../plugins/errors.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import { siteSettingsResponseSchema } from "@lampstand/contract/site-settings";
import { todayIn } from "@lampstand/web/church-day";
import { pageAddress } from "@lampstand/web/page-query";
import { hashedPagePolicy } from "../plugins/security-headers.ts";
import { requestOrigin } from "../plugins/request-origin.ts";
import { siteUrl } from "../mail/site-url.ts";
import { PageCache, preferredEncoding, publicReadTags, type ApiRead, type CachedPage } from "./page-cache.ts";
import { registerStaticFiles } from "./static-files.ts";

/** Pages rendered at the same time; the rest queue (each render is a few milliseconds of CPU). */
const RENDERS_AT_ONCE = 4;

/** Methods React Router may answer: pages (GET, and HEAD through Fastify's automatic HEAD routes) and actions. */
const PAGE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Serves the web app (apps/web, built by `npm run build`): its static client files, and every
 * other path outside /api through React Router's server rendering. Registered after the API
 * routes, whose more specific "/api/*" always wins over the page catch-all.
 */
export async function registerWeb(app: ZodApp, deps: AppDeps, options: { build?: () => Promise<ServerBuild> } = {}): Promise<void> {
  const webDir = webAppDir();
  const publicUrl = deps.config.publicUrl ? new URL(deps.config.publicUrl) : undefined;
  const siteOrigin = new URL(siteUrl(deps.config, "/")).origin;
  const pages = options.build
    ? givenPages(options.build)
    : deps.config.env === "development"
      ? await developmentPages(app, webDir)
      : await productionPages(app, webDir);

  // Pages live in their own plugin scope so their body handling and compression touch nothing else.
  await app.register(async (scope) => {
    // React Router reads form posts itself from the request stream, so Fastify must leave the
    // body unread; otherwise a urlencoded form would be refused with 415 before reaching an action.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // A content page's HTML shrinks to a fifth, which matters most on a slow phone connection.
    // gzip only: brotli costs more CPU per page than it saves on pages rendered for each visit.
    await scope.register(compress, { encodings: ["gzip"], customTypes: /^text\/html/, globalDecompression: false });

    scope.route({
      method: [...PAGE_METHODS],
      url: "/*",
      schema: { hide: true },
      handler: renderPage,
    });
  });

  // Renders run a few at a time, the rest wait their turn: a render is CPU on this one thread
  // either way, but a hundred at once hold a hundred half-made pages in memory (ADR 017, 019).
  const rendering = pLimit(RENDERS_AT_ONCE);
  const render = (request: Request, context: WebLoadContext) => rendering(() => pages.render(request, context));

  const churchZone = churchTimeZone(app, deps);
  const pageCache = new PageCache(deps.cache, {
    // In development every page renders from the current sources.
    maxBytes: deps.config.env === "development" ? 0 : deps.config.pageCacheBytes,
    today: () => todayIn(churchZone()),
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (pages.serveDevelopmentFile && (await pages.serveDevelopmentFile(request, reply))) return reply.hijack();
    const origin = requestOrigin(request);
    if (!origin) return reply.status(400).type("text/plain; charset=utf-8").send("Bad Request: the Host header is not a valid host.");
    // With PUBLIC_URL, absolute links (canonical, og:url, sitemap, robots.txt, feeds) come
    // from it alone: a forged Host or X-Forwarded-Host cannot end up in a cached answer.
    const publicOrigin = publicUrl ? publicUrl.origin : origin.origin;
    const isRead = request.method === "GET" || request.method === "HEAD";
    // A read is rendered from, and kept under, its address with only the query parameters pages
    // read (ADR 028): made-up ones neither reach a page nor make a page of their own.
    const address = isRead ? pageAddress(request.url) : request.url;
    // Without PUBLIC_URL a page's links follow its Host, so each host has pages of its own.
    const cacheKey = pageCache.enabled && isRead ? `${publicOrigin}${address}` : undefined;
    if (cacheKey) {
      const cached = pageCache.get(cacheKey) ?? (await pageCache.pending(cacheKey)?.catch(() => undefined));
      if (cached) return sendCachedPage(request, reply, cached);
    }
    try {
      const reads: ApiRead[] = [];
      // The URL from the origin checked above, never from createRequest's own reading of the
      // headers: that would take X-Forwarded-Host from anyone once told to trust a proxy.
      const fetchRequest = readOf(createRequest(request.raw, reply.raw, { protocol: origin.protocol, host: origin.host }), address);
      const context: WebLoadContext = {
        cspNonce: reply.cspNonce.script,
        api: inProcessApi(app, request.ip, reads),
        apiBase: deps.config.apiUrl,
        publicOrigin,
        siteOrigin,
        logError: (error, message) => request.log.error({ err: loggableError(error) }, message),
      };
      if (!cacheKey || request.method !== "GET") return sendPage(reply, unavailableIfTheApiWas(await render(fetchRequest, context), reads));

      let notKept: Response | undefined;
      const kept = await pageCache.fill(cacheKey, async () => {
        const page = await render(fetchRequest, context);
        const tags = publicReadTags(reads);
        if (!tags || !isSameForEveryone(page)) {
          notKept = page;
          return undefined;
        }
        const hashed = hashedPagePolicy(String(reply.getHeader("content-security-policy") ?? ""), reply.cspNonce, await page.text());
        const headers: Record<string, string> = { "cache-control": "no-cache", ...Object.fromEntries(page.headers) };
        if (hashed.policy) headers["content-security-policy"] = hashed.policy;
        return { status: page.status, headers, body: Buffer.from(hashed.html), tags };
      });
      return kept ? sendCachedPage(request, reply, kept) : sendPage(reply, notKept && unavailableIfTheApiWas(notKept, reads));
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        return reply.status(503).header("retry-after", "5").type("text/plain; charset=utf-8").send(SERVER_MESSAGES.databaseUnavailable);
      }
      request.log.error({ err: loggableError(error) }, "web request failed");
      return reply.status(500).type("text/plain; charset=utf-8").send("Unexpected Application Error!");
    }
  }
}

/**
 * The church's time zone as staff last set it (GET /settings, through the API like any page),
 * for the page cache's "a new day began" check, which must answer at once on every page view. Read
 * again after the settings change (here or, through NOTIFY, in another process); until an answer
 * arrives the zone last known is used, the defaults' at first.
 */
function churchTimeZone(app: ZodApp, deps: AppDeps): () => string {
  let zone = DEFAULT_SETTINGS.timeZone;
  let stale = true;
  // Asking the API before the server is ready would start it while routes are still being added.
  let ready = false;
  app.addHook("onReady", async () => {
    ready = true;
  });
  deps.cache.onInvalidate((what) => {
    if (what === "settings" || what === "*") stale = true;
  });
  const refresh = async () => {
    const response = await app.inject({ method: "GET", url: `${DEFAULT_API_BASE}${API_PATHS.settings}` });
    const parsed = response.statusCode === 200 ? siteSettingsResponseSchema.safeParse(response.json()) : undefined;
    if (parsed?.success) zone = parsed.data.timeZone;
    else stale = true;
  };
  return () => {
    if (stale && ready) {
      stale = false;
      refresh().catch(() => (stale = true));
    }
    return zone;
  };
}

/** A GET or HEAD as React Router is to see it: at `address` (the path and the query pages read); anything else as it came. */
function readOf(request: Request, address: string): Request {
  if (request.method !== "GET" && request.method !== "HEAD") return request;
  const { origin } = new URL(request.url);
  // Joined as text: resolved against the origin, a path such as "//elsewhere/x" would change the host.
  const url = `${origin}${address}`;
  if (url === request.url) return request;
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/**
 * The page's own headers go over those the onRequest hooks set (such as the CSP with this
 * request's nonce). Unwrapped here rather than by reply.send(page): Fastify's automatic HEAD
 * route takes a body stream, not a Response, and a HEAD answer's missing body is no body at all.
 */
function sendPage(reply: FastifyReply, page: Response | undefined): FastifyReply {
  if (!page) throw new Error("The page render ended without a response.");
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return page.body ? reply.send(page.body) : reply.send();
}

/**
 * A page drawn while the API answered 503 (its database out of reach) shows the problem in its
 * place, and says so with its status too: a crawler or a proxy must not take it for the page
 * (ADR 022). The API logged the outage already.
 */
function unavailableIfTheApiWas(page: Response, reads: readonly ApiRead[]): Response {
  if (page.status !== 200 || !reads.some((read) => read.status === 503)) return page;
  const headers = new Headers(page.headers);
  headers.set("retry-after", "5");
  headers.set("cache-control", "no-store");
  return new Response(page.body, { status: 503, headers });
}

/**
 * A page every visitor may be sent: a success that sets no cookie and that the app did not mark
 * as one visitor's own (`Cache-Control: private` or `no-store`, e.g. a form carrying the time it
 * was drawn for its spam trap).
 */
function isSameForEveryone(page: Response): boolean {
  const cacheControl = page.headers.get("cache-control") ?? "";
  return page.status === 200 && !page.headers.has("set-cookie") && !/\b(private|no-store)\b/i.test(cacheControl);
}

/** A kept page in the encoding the visitor prefers, or 304 when the visitor holds it already. */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.status(page.status).headers(page.headers).header("etag", page.etag).header("vary", "Accept-Encoding");
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === page.etag || tag.trim() === "*")) {
    return reply.status(304).send();
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * The API as loaders see it: `app.inject` runs the real routes, hooks and validation without
 * a network hop. The visitor's address goes along so per-IP rate limits still count per visitor.
 * Each call is noted in `reads`.
 */
function inProcessApi(app: ZodApp, clientIp: string, reads: ApiRead[]): ApiClient {
  return async (apiPath, init = {}) => {
    const method = init.method ?? "GET";
    const path = apiPath.startsWith("/") ? apiPath : `/${apiPath}`;
    const response = await app.inject({
      method,
      url: `${DEFAULT_API_BASE}${path}`,
      headers: init.headers,
      payload: init.body,
      remoteAddress: clientIp,
    });
    // What the page was built from decides whether it can be kept for everyone (page-cache.ts).
    reads.push({ method, path, status: response.statusCode });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, String(value));
    }
    return {
      status: response.statusCode,
      headers,
      text: async () => response.body,
      json: async () => response.json() as unknown,
    };
  };
}

type Pages = {
  render: (request: Request, context: WebLoadContext) => Promise<Response>;
  /** Development only: Vite's own files (modules, HMR client); true when it answered. */
  serveDevelopmentFile?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/** The built app: static client files from apps/web/build/client, pages from the server build. */
async function productionPages(app: ZodApp, webDir: string): Promise<Pages> {
  const buildDir = path.join(webDir, "build");
  if (!existsSync(path.join(buildDir, "server", "index.js")) || !existsSync(path.join(buildDir, "client"))) {
    throw new Error(`The web app is not built: ${path.join(buildDir, "server", "index.js")} is missing. Run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  await registerStaticFiles(app, path.join(buildDir, "client"));
  return { render: createRequestHandler(build, "production") };
}

/**
 * `npm run dev`: Vite serves the app's modules with hot reloading, and every page is rendered
 * from the current sources, so edits show without a build.
 */
async function developmentPages(app: ZodApp, webDir: string): Promise<Pages> {
  // A variable specifier keeps the bundler from pulling Vite (a dev tool) into the production bundle.
  const viteModule = "vite";
  const { createServer } = (await import(viteModule)) as typeof Vite;
  const vite = await createServer({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", async () => vite.close());
  return {
    async render(request, context) {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(request, context);
    },
    serveDevelopmentFile: (request, reply) =>
      new Promise<boolean>((resolve) => {
        reply.raw.once("finish", () => resolve(true));
        vite.middlewares(request.raw, reply.raw, () => resolve(false));
      }),
  };
}

/** Pages from a server build the caller hands over (tests render the sources; see buildApp's `web`), with no client files. */
function givenPages(build: () => Promise<ServerBuild>): Pages {
  return { render: async (request, context) => createRequestHandler(await build(), "production")(request, context) };
}

/**
 * apps/web, found the way Node finds the package: the same code runs from apps/server/src/web
 * (tsx, tests) and bundled from apps/server/dist.
 */
export function webAppDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve("@lampstand/web/package.json"));
}
