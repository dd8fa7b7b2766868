// `npm start`: builds the web app and the server when a build is missing or older than
// the sources, then runs the production server in this process (PGlite in ./data unless
// DATABASE_URL says otherwise).
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./lib/build.mjs";
import { SERVER_ENTRY } from "./lib/server.mjs";

buildIfNeeded();
await import(pathToFileURL(SERVER_ENTRY).href);
