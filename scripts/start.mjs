// `npm start`: builds the web app and the server when a build is missing or older than
// the sources, then runs the production server in this process (PGlite in ./data unless
// DATABASE_URL says otherwise).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded, repoRoot } from "./ensure-build.mjs";

buildIfNeeded();
await import(pathToFileURL(path.join(repoRoot, "apps/server/dist/main.js")).href);
