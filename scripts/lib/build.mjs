// One freshness rule for every script that runs the production build (start, bench, soak,
// lighthouse, measure-start, db:backup, db:restore): build when an output is missing or older
// than any source.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const OUTPUTS = ["apps/server/dist/main.js", "apps/server/dist/seed.js", "apps/server/dist/db-tools.js", "apps/web/build/server/index.js"];
const SOURCES = ["apps/server/src", "apps/server/drizzle", "apps/web/app", "apps/web/public", "packages/contract/src"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded() {
  const outputs = OUTPUTS.map((p) => path.join(repoRoot, p));
  const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
  const changedAt = Math.max(...SOURCES.map((p) => path.join(repoRoot, p)).filter(existsSync).map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { cwd: repoRoot, stdio: "inherit" });
}
