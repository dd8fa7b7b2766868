// Bundles the server's entry points with esbuild: our own TypeScript (and the contract
// package) goes into the bundle; npm dependencies stay external and load from node_modules.
// Then writes the PGlite template that a first start copies (ADR 019), and compresses the web
// app's client build, which the server serves pre-compressed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { precompressClientFiles } from "./precompress-client.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@lampstand/"));

await build({
  entryPoints: { server: "src/main.ts", seed: "src/seed/seed.ts", "db-tools": "src/backup/cli.ts", "write-pglite-template": "write-pglite-template.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
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
