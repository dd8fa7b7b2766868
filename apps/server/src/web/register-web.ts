import { existsSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyReply, FastifyRequest } from "fastify";
import type * as Vite from "vite";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { ApiClient, WebLoadContext } from "../../../web/app/lib/load-context.ts";
import type { AppDeps, ZodApp } from "../app-deps.ts";
import { registerStaticFiles } from "./static-files.ts";

/** Where this process mounts the API; loaders reach it here in-process whatever API_URL tells browsers. */
const API_PREFIX = "/api";

/** Methods React Router may answer: pages (GET, and HEAD through Fastify's automatic HEAD routes) and actions. */
const PAGE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Serves the web app (apps/web, built by `npm run build`): its static client files, and every
 * other path outside /api through React Router's server rendering. Registered after the API
 * routes, whose more specific "/api/*" always wins over the page catch-all.
 */
export async function registerWeb(app: ZodApp, deps: AppDeps): Promise<void> {
  const webDir = findWebDir();
  const publicUrl = deps.config.publicUrl ? new URL(deps.config.publicUrl) : undefined;
  const pages = deps.config.env === "development" ? await developmentPages(app, webDir) : await productionPages(app, webDir);

  // Pages live in their own plugin scope so their body handling does not touch the API's parsers.
  await app.register(async (pages) => {
    // React Router reads form posts itself from the request stream, so Fastify must leave the
    // body unread; otherwise a urlencoded form would be refused with 415 before reaching an action.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.route({
      method: [...PAGE_METHODS],
      url: "/*",
      schema: { hide: true },
      handler: (request, reply) => renderPage(request, reply),
    });
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // From here on we write to the raw response ourselves, so Fastify's onSend hooks no longer run;
    // the headers the onRequest hooks set (helmet's CSP with this request's nonce) are copied below.
    reply.hijack();
    try {
      if (pages.serveDevelopmentFile && (await pages.serveDevelopmentFile(request, reply))) return;
      const fetchRequest = createRequest(request.raw, reply.raw, { trustProxy: deps.config.trustProxy });
      const context: WebLoadContext = {
        cspNonce: reply.cspNonce.script,
        api: inProcessApi(app, request.ip),
        apiBase: deps.config.apiUrl,
        publicOrigin: publicUrl ? publicUrl.origin : new URL(fetchRequest.url).origin,
        logError: (error, message) => request.log.error({ err: error }, message),
      };
      const response = await pages.render(fetchRequest, context);
      await sendResponse(reply.raw, compressed(withReplyHeaders(response, reply), request.headers["accept-encoding"]));
    } catch (error) {
      request.log.error({ err: error }, "web request failed");
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        reply.raw.end("Unexpected Application Error!");
      } else {
        reply.raw.destroy();
      }
    }
  }
}

/**
 * The API as loaders see it: `app.inject` runs the real routes, hooks and validation without
 * a network hop. The visitor's address goes along so per-IP rate limits still count per visitor.
 */
function inProcessApi(app: ZodApp, clientIp: string): ApiClient {
  return async (apiPath, init = {}) => {
    const response = await app.inject({
      method: init.method ?? "GET",
      url: `${API_PREFIX}${apiPath.startsWith("/") ? "" : "/"}${apiPath}`,
      headers: init.headers,
      payload: init.body,
      remoteAddress: clientIp,
    });
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

/** The page response plus every header Fastify gathered for this reply, without overriding the page's own. */
function withReplyHeaders(response: Response, reply: FastifyReply): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || headers.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  // React Router leaves statusText empty; Node would then send "HTTP/1.1 200 " with no reason phrase.
  const statusText = response.statusText || STATUS_CODES[response.status] || "";
  return new Response(response.body, { status: response.status, statusText, headers });
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
  const fileCount = await registerStaticFiles(app, path.join(buildDir, "client"));
  app.log.debug({ buildDir, fileCount }, "web app registered");
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

/**
 * Pages gzipped on the way out when the browser accepts it: a content page's HTML shrinks to a
 * fifth, which matters most on a slow phone connection. Static files are compressed ahead of time.
 */
function compressed(response: Response, acceptEncoding: string | undefined): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || !/\bgzip\b/.test(acceptEncoding ?? "") || !type.startsWith("text/html") || response.headers.has("content-encoding")) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.append("vary", "Accept-Encoding");
  headers.delete("content-length");
  const body = response.body.pipeThrough(new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * apps/web, found by walking up from this file to the repository root: the same code runs
 * from apps/server/src/web (tsx, tests) and bundled from apps/server/dist.
 */
function findWebDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const webDir = path.join(dir, "apps", "web");
    if (existsSync(path.join(webDir, "package.json"))) return webDir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error("Cannot find apps/web above the server package. Run the server from the Lampstand repository.");
    }
    dir = parent;
  }
}
