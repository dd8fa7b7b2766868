import { config, z } from "zod";

/*
 * The zod every schema of the contract is built with. In a browser it runs jitless: the pages'
 * Content-Security-Policy forbids eval, and zod, when it builds its first object schema, probes
 * whether `new Function` works (to compile faster parsers); the browser reports the blocked probe
 * as a CSP violation even though zod catches it. The server keeps the compiled parsers. This must
 * run before any schema is built, hence one module that the schema files take `z` from.
 */
if ("window" in globalThis) config({ jitless: true });

export { z };
