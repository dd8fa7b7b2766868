// `npm start`: builds the web app and the server when a build is missing or older than
// the sources, then runs the production server in this process (PGlite in ./data unless
// DATABASE_URL says otherwise).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputs = ["apps/server/dist/main.js", "apps/web/build/server/index.js"].map((p) => path.join(root, p));
const sources = ["apps/server/src", "apps/server/drizzle", "apps/web/app", "packages/contract/src"].map((p) => path.join(root, p));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
const changedAt = Math.max(...sources.filter(existsSync).map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

await import(pathToFileURL(outputs[0]).href);
