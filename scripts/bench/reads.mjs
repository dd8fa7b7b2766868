// The public reads (GET /api/...) against a bare Fastify route sending exactly the same bytes:
// goal ≥80% of its req/s and p99 < 50 ms at 100 connections, with the default configuration.

import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printTitle } from "../lib/format.mjs";
import { startServer } from "../lib/server.mjs";
import { GOALS } from "./config.mjs";
import { measurePairs } from "./load.mjs";
import { printPairs } from "./print.mjs";
import { bytesOf } from "./site.mjs";

const BARE_SERVER = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));

/** The bare server, answering `site`'s reads with the bytes Lampstand sent; checked byte for byte. */
export async function startBareServer(site, lampstand, tempDir, onSpawn) {
  const bodiesFile = path.join(tempDir, "bare-bodies.json");
  writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(site.reads.map((read) => [read, site.bodies.get(read).toString("utf8")]))));
  const bare = await startServer({
    entry: BARE_SERVER,
    env: { ...process.env, BARE_BODIES: bodiesFile },
    probePath: site.reads[0],
    timeoutMs: 30_000,
    stdio: ["ignore", "inherit", "inherit"],
    onSpawn,
  });
  const target = { name: "bare Fastify", base: bare.base, pid: bare.pid, child: bare.child };
  for (const read of site.reads) {
    const [ours, theirs] = await Promise.all([bytesOf(`${lampstand.base}${read}`), bytesOf(`${target.base}${read}`)]);
    if (!ours.equals(theirs)) throw new Error(`The bare server's ${read} differs from the real one.`);
  }
  return target;
}

export function measureReads(load, site, lampstand, bare) {
  return measurePairs(load, site.reads, site.bodies, lampstand, bare);
}

export function printReads(rows) {
  printTitle("Public reads: Lampstand against a bare Fastify route sending the same bytes");
  printPairs(rows, "bare Fastify", (row) => row.ratio >= GOALS.readShare && row.ours.p99 < GOALS.p99Ms, `≥${GOALS.readShare * 100}%, p99 <${GOALS.p99Ms} ms`);
}
