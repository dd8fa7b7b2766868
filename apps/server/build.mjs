// Bundles the server's entry points with esbuild: our own TypeScript (and the contract
// package) goes into the bundle; npm dependencies stay external and load from node_modules.
// Then compresses the web app's client build, which the server serves pre-compressed.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { precompressClientFiles } from "./precompress-client.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@lampstand/"));

await build({
  entryPoints: { main: "src/main.ts", seed: "src/seed/seed.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});

// `npm run build` builds the web app first; `npm run db:seed` builds the server alone, and a
// missing client build is then simply left for later.
const clientDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@lampstand/web/package.json")), "build", "client");
if (existsSync(clientDir)) await precompressClientFiles(clientDir);
