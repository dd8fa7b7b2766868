import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { PUBLIC_PAGES } from "./app/content/public-pages";

/**
 * React Router ships a production build beside its development one but exports only the latter
 * (remix-run/react-router#12532), whose development warnings stay in the bundle. The browser's
 * build takes the production files (same API, same chunks; ADR 020).
 */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "lampstand:react-router-production",
    enforce: "pre",
    apply: "build",
    resolveId(source) {
      const file = files[source];
      if (!file || this.environment.name !== "client") return null;
      return production(file);
    },
  };
}

/**
 * Fewer, larger chunks for the browser (ADR 020): React, React DOM and React Router in one
 * "framework" chunk, and everything the root and the public site's frame import (header, icons,
 * the spec's messages) and every public page uses (meta tags, page heading) in one "site" chunk, instead of a dozen files of a few
 * hundred bytes that every page loads anyway, each compressed on its own.
 */
function browserChunks(): Plugin {
  const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
  const appFile = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
  // The root and the site's layout, and what every public page imports: its meta tags, heading and button styles.
  const frameRoots = ["root.tsx", "routes/site/layout.tsx", "lib/seo.ts", "components/site/page-heading.tsx", "components/ui/styles.ts"].map(appFile);
  // Small modules that most public pages share, each one file instead of several of a few hundred
  // bytes: a page that asks the API loads the contract's texts and limits, and a page of live
  // content its reloading and pictures. Together they compress better (about 0.6 KB gzip a page).
  // The API paths stay out: no public page calls the API from the browser (ADR 020).
  const sharedChunks = new Map<string, string>([
    ...["messages.ts", "limits.ts"].map((file) => [fileURLToPath(new URL(`../../packages/contract/src/${file}`, import.meta.url)), "contract"] as const),
    ...["lib/live-data.ts", "components/ui/load-problem.tsx", "components/ui/spinner.tsx", "components/ui/uploaded-image.tsx", "components/ui/picture-placeholder.tsx", "lib/root-data.ts"].map((file) => [appFile(file), "live"] as const),
  ]);
  let frame: Set<string> | undefined;
  return {
    name: "lampstand:browser-chunks",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleInfo }) {
                if (framework.test(id)) return "framework";
                // The stylesheet stays the root route's: as part of a chunk that deferred parts also
                // import, React Router would mark it as loaded on demand ("…css#").
                if (id.includes("node_modules") || id.startsWith("\0") || id.endsWith(".css")) return undefined;
                frame ??= staticImportsOf(frameRoots, getModuleInfo);
                return frame.has(id) ? "site" : sharedChunks.get(id);
              },
            },
          },
        },
      };
    },
  };
}

/**
 * `publicPage("/our-values")` in the browser's build becomes that page's entry itself, so that a
 * route's code carries its own title and description instead of every page's (1.8 KB gzip on each
 * page, ADR 020). The server, the sitemap and the tests keep reading the one list. A call with a
 * path that is not written out as a string is left alone (and still works: it imports the list).
 */
function inlinePublicPages(): Plugin {
  const listFile = fileURLToPath(new URL("./app/content/public-pages.ts", import.meta.url));
  const entries = new Map<string, string>(PUBLIC_PAGES.map((page) => [page.path, JSON.stringify(page)]));
  return {
    name: "lampstand:inline-public-pages",
    apply: "build",
    transform(code, id) {
      if (this.environment.name !== "client" || id === listFile || !code.includes("publicPage(")) return null;
      const inlined = code.replace(/\bpublicPage\("([^"]*)"\)/g, (_call, path: string) => {
        const entry = entries.get(path);
        if (!entry) this.error(`publicPage("${path}"): no such page in content/public-pages.ts`);
        return entry;
      });
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}

/** Every module `roots` import statically, directly or through others, outside node_modules. */
function staticImportsOf(roots: string[], getModuleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (found.has(id) || id.includes("node_modules")) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  // Route modules stay files of their own: React Router imports them by name.
  for (const root of roots) if (/[\\/]routes[\\/]|[\\/]root\.tsx$/.test(root)) found.delete(root);
  return found;
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), inlinePublicPages(), browserChunks(), tailwindcss(), reactRouter()],
  // terser takes about 4 KB gzip more off the pages than esbuild (ADR 020); a few seconds more to build.
  build: { target: "es2022", minify: "terser", terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } } },
  resolve: {
    // Mirrors the "~/*" path of tsconfig.json; Vite 7 does not read tsconfig paths itself.
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
});
