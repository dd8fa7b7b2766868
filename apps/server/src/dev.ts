import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run dev`: the server from its sources (tsx restarts it when they change) with the web
 * app served by Vite, so page edits show at once. Data lives where `npm start` keeps it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
process.env.NODE_ENV ??= "development";
process.env.DATA_DIR ??= path.join(repoRoot, "data");

await import("./main.ts");
