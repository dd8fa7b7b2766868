// Bundles the server's entry points with esbuild: our own TypeScript (and the contract
// package) goes into the bundle; npm dependencies stay external and load from node_modules.
// Then writes the PGlite template that a first start copies (ADR 019), and compresses the web
// app's client build, which the server serves pre-compressed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { precompressClientFiles } from "./precompress-client.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@lampstand/"));

await build({
  entryPoints: { main: "src/main.ts", seed: "src/seed/seed.ts", "write-pglite-template": "write-pglite-template.ts" },
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
execFileSync(process.execPath, ["dist/write-pglite-template.js", "dist/pglite-template"], { stdio: "inherit" });

// `npm run build` builds the web app first; `npm run db:seed` builds the server alone, and a
// missing client build is then simply left for later.
const clientDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@lampstand/web/package.json")), "build", "client");
if (existsSync(clientDir)) await precompressClientFiles(clientDir);
