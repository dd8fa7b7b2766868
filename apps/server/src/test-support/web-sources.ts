import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { webAppDir } from "../web/register-web.ts";

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
