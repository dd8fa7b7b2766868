// Bundles the server's entry points with esbuild: our own TypeScript, the contract package and
// the server's pure-JavaScript npm packages go into the bundle; the rest stay external and load
// from node_modules.
// Then writes the PGlite template that a first start copies (ADR 019), and compresses the web
// app's client build, which the server serves pre-compressed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { precompressClientFiles } from "./precompress-client.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
/**
 * npm packages bundled into the server's own files. Node finds, reads and compiles a package's
 * modules one by one on every start (Fastify and its dependencies are a few hundred); bundled,
 * the same code loads faster: a warm start took 7% less CPU (ADR 019). Only packages that never
 * read files beside their own code may be here. External stay: React Router and zod, which the
 * web app's server build imports too (one copy of each); PGlite, which loads its WebAssembly
 * from its folder; sharp (native code); pg, loaded only on PostgreSQL; and the API docs and the
 * static-file plugin, which serve files from their package folders and share one copy.
 */
const bundledPackages = new Set([
  "fastify",
  "@fastify/compress",
  "@fastify/cookie",
  "@fastify/multipart",
  "@fastify/rate-limit",
  "fastify-type-provider-zod",
  "drizzle-orm",
  "helmet",
  "p-limit",
  "@remix-run/node-fetch-server",
]);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@lampstand/") && !bundledPackages.has(name));

// Chunks are named by their contents' hash: a build starts from an empty dist/, or old ones pile up.
rmSync("dist", { recursive: true, force: true });

await build({
  entryPoints: { server: "src/main.ts", seed: "src/seed/seed.ts", "db-tools": "src/backup/cli.ts", "write-pglite-template": "write-pglite-template.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  // A module our code loads with import() (each database driver: ADR 019) becomes a chunk of its
  // own, which loads its npm packages when it is first used. In one file, esbuild would hoist
  // those imports to the top, and every start would load both drivers.
  splitting: true,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: { js: 'import { createRequire as createRequireForBundledPackages } from "node:module"; const require = createRequireForBundledPackages(import.meta.url);' },
  logLevel: "warning",
});

// A migrated data dir, made by the PGlite and the migrations this build runs with.
// dist/main.js, the server's entry: React and React Router pick their production or development
// build from NODE_ENV when they are first imported, and a bundle's imports of them run before any
// of its own code. So NODE_ENV is settled here, then the bundle is imported: the configuration's
// default (production) is what the libraries see too, whether started by `npm start` or by `node`.
writeFileSync(
  "dist/main.js",
  '// Written by build.mjs: see there.\nprocess.env.NODE_ENV ??= "production";\nawait import("./server.js");\n',
);

execFileSync(process.execPath, ["dist/write-pglite-template.js", "dist/pglite-template"], { stdio: "inherit" });

// `npm run build` builds the web app first; `npm run db:seed` builds the server alone, and a
// missing client build is then simply left for later.
const clientDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@lampstand/web/package.json")), "build", "client");
if (existsSync(clientDir)) await precompressClientFiles(clientDir);
