// Bundles the server's entry points with esbuild: our own TypeScript (and the contract
// package) goes into the bundle; npm dependencies stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

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
