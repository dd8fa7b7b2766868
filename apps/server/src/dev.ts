import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run dev`: the server from its sources with the web app served by Vite, so page edits
 * show at once (hot reloading, no restart). Node's watch mode restarts the server when a file
 * under apps/server/src or packages/contract/src changes, and only then: it watches those paths,
 * not whatever the process happens to import (Vite loads a temporary copy of its config, which
 * comes and goes, and would restart it in a loop). Data lives where `npm start` keeps it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
process.env.NODE_ENV ??= "development";
process.env.DATA_DIR ??= path.join(repoRoot, "data");

await import("./main.ts");
