import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createServer } from "vite";
import { webAppDir } from "../web/register-web.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

export type WebSources = { build: () => Promise<ServerBuild>; close: () => Promise<void> };

/**
 * The web app's server build from its sources, loaded through Vite's SSR loader, for tests of
 * what pages say (buildApp's `web: { build }`): unit tests run before `npm run build`, so there
 * is no build to serve. One per test file; several apps may share it. No client files, no Vite
 * middleware or hot reloading, and no pre-bundling of dependencies for browsers.
 */
export async function startWebSources(): Promise<WebSources> {
  const webDir = webAppDir();
  const vite = await createServer({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: "warn",
  });
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}

export type TestWebContext = Omit<TestContext, "auth" | "token"> & { sources: WebSources };

/**
 * An app on a fresh database for the test file, its pages rendered from the web app's sources
 * (no one signed in: sign up in the file's own beforeAll when a test needs staff). Closed after
 * the file's tests.
 */
export function useTestWebApp(env: Record<string, string> = {}): TestWebContext {
  const context = {} as TestWebContext;
  beforeAll(async () => {
    context.sources = await startWebSources();
    Object.assign(context, await startTestApp(env, { build: context.sources.build }));
  }, 120_000);
  afterAll(async () => {
    await context.app?.close();
    await context.testDb?.drop();
    await context.sources?.close();
  });
  return context;
}
