// Build step, bundled to dist/write-pglite-template.js and run by build.mjs: writes the data dir
// that first starts copy instead of running initdb (ADR 019).
import { writePgliteTemplate } from "./src/db/pglite-database.ts";

const target = process.argv[2];
if (!target) throw new Error("Usage: node dist/write-pglite-template.js <directory>");
await writePgliteTemplate(target);
