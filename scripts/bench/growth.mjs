// Growth: the same reads and pages with 5,000 events, 100 repeating ones and 500 newsletters seeded: goal within 2× of
// the demo figures. Also what a page costs to render (page cache off, 10 connections), demo
// against large, so a month's page is seen not to render ten years of events.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { ms, printTable, printTitle } from "../lib/format.mjs";
import { GOALS, RENDER_CONNECTIONS } from "./config.mjs";
import { measureOne, measureRenders } from "./load.mjs";
import { p99, rps } from "./print.mjs";
import { WHOLE_LISTS, describeSite } from "./site.mjs";

const LARGE_SEED = ["--events=5000", "--series=100", "--posts=500"];

/** What rendering the demo's growth pages costs: stops the demo `server` and runs them on a server without the page cache. */
export function measureDemoRenders(session, load, demo, server, demoDir) {
  return measureRenders(load, demo.growthPages, () => session.stopLampstand(server), () => session.startLampstand(demoDir, { PAGE_CACHE_MB: "0" }), session.stopLampstand);
}

/** Seeds the large content into a data dir of its own, measures it against the demo rows, prints both. */
export async function measureAndPrintGrowth(session, load, demo, readRows, pageRows, demoRenders) {
  const largeDir = path.join(session.tempDir, "large");
  mkdirSync(largeDir);
  console.log(`\nSeeding the large content (${LARGE_SEED.join(" ")}) …`);
  const seededAt = performance.now();
  await session.seedInto(largeDir, LARGE_SEED);
  console.log(`  seeded in ${ms(performance.now() - seededAt)}.`);
  const large = await session.startLampstand(largeDir);
  const site = await describeSite(large.base);
  const target = { name: "Lampstand (large)", base: large.base, pid: large.pid };
  const rows = [];
  for (const [index, read] of site.reads.entries()) rows.push({ path: read, bytes: site.bodies.get(read).length, large: await measureOne(load, target, read), demo: readRows[index]?.ours });
  for (const [index, page] of site.growthPages.entries()) {
    rows.push({ path: page, bytes: site.bodies.get(page).length, large: await measureOne(load, target, page), demo: pageRows.find((row) => row.path === demo.growthPages[index])?.ours });
  }
  const largeRenders = await measureRenders(load, site.growthPages, () => session.stopLampstand(large), () => session.startLampstand(largeDir, { PAGE_CACHE_MB: "0" }), session.stopLampstand);
  printTitle("Growth: 5,000 events, 100 repeating ones and 500 newsletters against the demo seed (same server, same run)");
  printGrowth(rows, demoRenders, largeRenders, demo.growthPages);
}

function printGrowth(rows, demoRenders, largeRenders, demoPages) {
  printTable(
    ["GET (large)", "bytes", "req/s", "p99 ms", "demo req/s", "demo p99 ms", "demo/large", `goal ≤${GOALS.growthFactor}×`],
    rows.map((row) => {
      const factor = row.demo ? row.demo.rps / row.large.rps : NaN;
      // The whole lists grow with the data by design: staff screens and nothing public read them.
      const verdict = WHOLE_LISTS.includes(row.path) ? "(staff list)" : factor <= GOALS.growthFactor ? "PASS" : "FAIL";
      return [row.path, String(row.bytes), rps(row.large.rps), p99(row.large.p99), row.demo ? rps(row.demo.rps) : "–", row.demo ? p99(row.demo.p99) : "–", `${factor.toFixed(2)}×`, verdict];
    }),
  );
  console.log(`\nRendering with the page cache off (${RENDER_CONNECTIONS} connections): the cost of a first view and of every view after an edit`);
  printTable(
    ["page", "demo req/s", "demo p99 ms", "large req/s", "large p99 ms", "demo/large", `goal ≤${GOALS.growthFactor}×`],
    demoPages.map((page, index) => {
      const demo = demoRenders[index];
      const large = largeRenders[index];
      const factor = demo.rps / large.rps;
      return [page.replace(/\/\d+$/, "/:id"), rps(demo.rps), p99(demo.p99), rps(large.rps), p99(large.p99), `${factor.toFixed(2)}×`, factor <= GOALS.growthFactor ? "PASS" : "FAIL"];
    }),
  );
}
