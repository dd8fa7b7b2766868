// The reads' peer: Fastify with one route that sends, for each URL, the bytes Lampstand answered
// (BARE_BODIES names the JSON file of them). No logger, hooks or plugins: the ceiling a route on
// this machine and this Fastify can reach. Started by bench/reads.mjs on HOST and PORT.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../lib/build.mjs";

// fastify is the server package's dependency: resolve it from there, wherever npm placed it.
const require = createRequire(path.join(repoRoot, "apps", "server", "package.json"));
const { default: Fastify } = await import(pathToFileURL(require.resolve("fastify")).href);

/** @type {Record<string, string>} */
const bodies = JSON.parse(readFileSync(String(process.env.BARE_BODIES), "utf8"));
const app = Fastify();
// One route for all, by the whole URL: some reads carry a query string.
const byUrl = new Map(Object.entries(bodies));
app.get("/*", (request, reply) => {
  const body = byUrl.get(request.url);
  return body === undefined ? reply.code(404).send() : reply.type("application/json").send(body);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
const stop = () => app.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
