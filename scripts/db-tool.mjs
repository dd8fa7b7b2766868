// `npm run db:backup [FILE]`, `npm run db:restore FILE`: the production build's database tools
// (apps/server/src/backup/cli.ts), built first only when the build is missing or stale — so a
// backup from cron never rebuilds the site it is backing up.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded, repoRoot } from "./lib/build.mjs";

buildIfNeeded();
await import(pathToFileURL(path.join(repoRoot, "apps/server/dist/db-tools.js")).href);
