import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
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
    ...["lib/live-data.ts", "components/ui/load-problem.tsx", "components/ui/uploaded-image.tsx", "components/ui/picture-placeholder.tsx", "lib/root-data.ts"].map((file) => [appFile(file), "live"] as const),
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

/**
 * Issue 20's budget, checked by every build of the browser's code (ADR 020): the scripts a public
 * page (routes/site/*) loads with it — the entry, the root, the site layout, the page's route
 * module and everything they import statically; deferred parts come later, when wanted — at most
 * 120 KB gzip -9, and none of them holds code that is for staff or for the server only (the editor,
 * the staff screens, the API paths, the default settings). Either fails the build, naming the page.
 */
function publicScriptBudget(): Plugin {
  const budget = 120 * 1024;
  const offPublicPages: Array<[RegExp, string]> = [
    [/[\\/]app[\\/](routes[\\/]admin|features[\\/](page-editor|admin[^\\/]*|settings|inbox|account))[\\/]/, "staff screens' code"],
    [/[\\/]app[\\/]content[\\/]default-settings\.ts$/, "the default settings (pages read the root loader's)"],
    [/[\\/]packages[\\/]contract[\\/]src[\\/]api-paths\.ts$/, "the API paths (no public page calls the API from the browser)"],
    [/[\\/]node_modules[\\/]zod[\\/]/, "zod (the server checks what is sent)"],
  ];
  const file = (id: string | null) => id?.split("?", 1)[0] ?? "";
  return {
    name: "lampstand:public-script-budget",
    apply: "build",
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: Rollup.OutputChunk[]) => {
        const found = new Set<Rollup.OutputChunk>();
        const queue = [...start];
        for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
          if (found.has(chunk)) continue;
          found.add(chunk);
          queue.push(...chunk.imports.flatMap((name) => byFile.get(name) ?? []));
        }
        return found;
      };
      const routeChunk = (path: string) => chunks.find((chunk) => file(chunk.facadeModuleId).endsWith(path));
      const frame = [chunks.find((chunk) => chunk.isEntry && file(chunk.facadeModuleId).includes("entry.client")), routeChunk("/app/root.tsx"), routeChunk("/app/routes/site/layout.tsx")];
      if (frame.some((chunk) => !chunk)) this.error("public-script-budget: the entry, root or site layout chunk is missing from the build");
      const pages = chunks.filter((chunk) => /[\\/]app[\\/]routes[\\/]site[\\/](?!layout\.)[^\\/]+\.tsx$/.test(file(chunk.facadeModuleId)));
      if (pages.length === 0) this.error("public-script-budget: found no public page in the build");
      const gzipped = new Map<Rollup.OutputChunk, number>();
      const size = (chunk: Rollup.OutputChunk) => gzipped.get(chunk) ?? gzipped.set(chunk, gzipSync(chunk.code, { level: 9 }).length).get(chunk)!;
      const problems: string[] = [];
      let heaviest = { page: "", bytes: 0 };
      for (const page of pages) {
        const name = file(page.facadeModuleId).replace(/^.*[\\/]routes[\\/]/, "routes/");
        const loaded = withImports([...(frame as Rollup.OutputChunk[]), page]);
        const bytes = [...loaded].reduce((total, chunk) => total + size(chunk), 0);
        if (bytes > heaviest.bytes) heaviest = { page: name, bytes };
        if (bytes > budget) problems.push(`${name} loads ${(bytes / 1024).toFixed(1)} KB of JavaScript gzip, more than ${budget / 1024} KB`);
        for (const chunk of loaded) {
          for (const id of Object.keys(chunk.modules).filter((id) => chunk.modules[id]!.renderedLength > 0)) {
            const rule = offPublicPages.find(([pattern]) => pattern.test(id));
            if (rule) problems.push(`${name} loads ${id.replace(/^.*?[\\/](app|packages|node_modules)[\\/]/, "$1/")} (${chunk.fileName}): ${rule[1]} must stay off the public pages`);
          }
        }
      }
      if (problems.length > 0) this.error(`Public pages' JavaScript (issue 20, ADR 020):\n  ${[...new Set(problems)].join("\n  ")}`);
      this.environment.logger.info(`Public pages' JavaScript: at most ${(heaviest.bytes / 1024).toFixed(1)} KB gzip (${heaviest.page}), within ${budget / 1024} KB.`);
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
  plugins: [reactRouterProductionBuild(), inlinePublicPages(), browserChunks(), publicScriptBudget(), tailwindcss(), reactRouter()],
  // terser takes about 4 KB gzip more off the pages than esbuild (ADR 020); a few seconds more to build.
  build: { target: "es2022", minify: "terser", terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } } },
  resolve: {
    // Mirrors the "~/*" path of tsconfig.json; Vite 7 does not read tsconfig paths itself.
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
});
