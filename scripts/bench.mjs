// `npm run bench`: how fast is Lampstand on this machine, next to the fastest a route or a file
// server can be, each pair measured in the same run (issue 10, ADR 017)? Its parts, each in
// scripts/bench/ under the name of what it measures:
//
//   1. start     Start-up (start-up.mjs): the production server's first start on an empty data
//                dir, then (after the demo seed) its warm start, each until it answers.
//   2. reads     Public reads (GET /api/...) against a bare Fastify route sending exactly the same
//                bytes: goal ≥80% of its req/s and p99 < 50 ms at 100 connections, with the
//                default configuration.
//   3. pages     Public pages (server-rendered, from the page cache) against nginx serving the
//                same bytes as a file: goal ≥25% of nginx for GET / and p99 < 50 ms.
//   4. growth    The same reads and pages with 5,000 events and 500 newsletters seeded: goal within
//                2× of the demo figures. Also what a page costs to render (page cache off, 10
//                connections), demo against large, so a month's page is seen not to render ten
//                years of events. Compares with the demo figures, so it measures reads and pages too.
//   5. staff     Staff lists (staff-lists.mjs): 1,000 prayer requests paged and searched, signed
//                in: goal p99 < 50 ms (issue 24).
//   6. Memory: the peak RSS (VmHWM) of every server process the bench started: goal ≤400 MB
//      (printed with the start part).
//
//   npm run bench                  every part, in that order
//   npm run bench -- reads pages   only those (the demo server still starts, with its seed)
//
// wrk (Debian: apt-get install wrk) is the load generator when present: one thread, as the issue
// measured; otherwise autocannon, which on two cores cannot load nginx fully (the ratio against
// nginx then flatters us, and the bench says so). This is a measurement: the exit code is 0 whether
// goals are met or not (1 only when the bench itself cannot run). BENCH_DURATION (even seconds per
// measurement, default 6) and BENCH_CONNECTIONS (default 100) change the load; BENCH_GROWTH=0 skips
// the growth part. Load generator and target each have a core; only one server is loaded at a time.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { CONNECTIONS, DURATION_S, WARMUP_S } from "./bench/config.mjs";
import { measureAndPrintGrowth, measureDemoRenders } from "./bench/growth.mjs";
import { loaderName, machineBusyShare, makeLoad } from "./bench/load.mjs";
import { NGINX, measurePages, nginxInstalled, printPages, startNginx } from "./bench/pages.mjs";
import { measureReads, printReads, startBareServer } from "./bench/reads.mjs";
import { createSession } from "./bench/session.mjs";
import { measureAndPrintStaffLists } from "./bench/staff-lists.mjs";
import { describeSite } from "./bench/site.mjs";
import { measureStart, printStartAndMemory } from "./bench/start-up.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { ms } from "./lib/format.mjs";
import { stopChild } from "./lib/processes.mjs";

const PARTS = ["start", "reads", "pages", "growth", "staff"];

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(", ")}. Usage: npm run bench -- [${PARTS.join("] [")}] (none: all of them)`);
  process.exit(1);
}
// Each pair takes turns in halves of the duration, and wrk takes whole seconds only.
if (!(Number.isInteger(DURATION_S) && DURATION_S >= 2 && DURATION_S % 2 === 0) || !(Number.isInteger(CONNECTIONS) && CONNECTIONS >= 1)) {
  console.error("BENCH_DURATION must be an even number of seconds (2 or more), BENCH_CONNECTIONS a whole number (1 or more).");
  process.exit(1);
}
const want = new Set(asked.length > 0 ? asked : PARTS);
if (process.env.BENCH_GROWTH === "0") want.delete("growth");
// Growth is a comparison with the demo figures.
if (want.has("growth")) for (const part of ["reads", "pages"]) want.add(part);

async function runBench() {
  const session = createSession();
  try {
    buildIfNeeded();
    const loader = loaderName();
    if (loader === "autocannon") console.log("Note: wrk is not installed (apt-get install wrk): autocannon loads instead, and cannot load nginx fully.");
    const nginxThere = nginxInstalled();
    if (!nginxThere && want.has("pages")) console.log(`Note: nginx is not installed at ${NGINX} (apt-get install nginx-light): pages are measured without their peer.`);
    const busy = await machineBusyShare(1000);
    if (busy > 0.15) console.log(`Note: other processes keep ${(busy * 100).toFixed(0)}% of the CPUs busy: expect noisy numbers.`);
    // The staff lists need no demo server: alone, they start their own.
    if (want.size === 1 && want.has("staff")) {
      await measureAndPrintStaffLists(session, makeLoad(loader));
      return;
    }

    // 1. Start-up: medians of three rounds, then the bench's own server from an empty data dir.
    let starts;
    let first;
    if (want.has("start")) {
      console.log("Timing start-up: 3 rounds of a first start on an empty data dir and a warm start …");
      starts = await measureStart({ env: { ...process.env, NODE_ENV: "production" }, rounds: 3 });
      session.peaks.push(starts.peakRssMb);
    }
    const demoDir = path.join(session.tempDir, "demo");
    mkdirSync(demoDir);
    if (want.has("start")) {
      console.log("First start on an empty data dir …");
      first = await session.startLampstand(demoDir);
      await session.stopLampstand(first);
      console.log(`  answered after ${ms(first.startMs)}. Seeding the demo content …`);
    } else {
      console.log("Seeding the demo content …");
    }
    await session.seedInto(demoDir);
    const server = await session.startLampstand(demoDir);
    console.log(`Warm start: answered after ${ms(server.startMs)} (pid ${server.pid}).`);

    const demo = await describeSite(server.base);
    const load = makeLoad(loader);
    const lampstand = { name: "Lampstand", base: server.base, pid: server.pid };
    const bare = want.has("reads") ? await startBareServer(demo, lampstand, session.tempDir, session.track) : undefined;
    const nginx = want.has("pages") && nginxThere ? await startNginx(path.join(session.tempDir, "nginx"), demo, lampstand, session.track) : undefined;

    const growth = want.has("growth");
    const measured = (want.has("reads") ? demo.reads.length : 0) + (want.has("pages") ? demo.pages.length : 0);
    if (measured > 0) {
      const seconds = 2 * (WARMUP_S + DURATION_S);
      const estimate = measured * seconds + (growth ? (demo.reads.length + demo.growthPages.length) * 30 + 60 : 0);
      console.log(`\nMeasuring with ${loader}, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per target (about ${Math.round(estimate / 60)} min) …`);
    }

    const readRows = bare ? await measureReads(load, demo, lampstand, bare) : [];
    const pageRows = want.has("pages") ? await measurePages(load, demo, lampstand, nginx) : [];
    const demoRenders = growth ? await measureDemoRenders(session, load, demo, server, demoDir) : undefined;
    if (!growth) await session.stopLampstand(server);
    if (bare) await stopChild(bare.child);
    if (nginx) await stopChild(nginx.child);

    if (want.has("reads")) printReads(readRows);
    if (want.has("pages")) printPages(pageRows);
    if (growth) await measureAndPrintGrowth(session, load, demo, readRows, pageRows, demoRenders);
    if (want.has("staff")) await measureAndPrintStaffLists(session, load);
    if (starts && first) printStartAndMemory(starts, { firstMs: first.startMs, warmMs: server.startMs }, session.peaks);
    console.log("\nThis is a measurement: the exit code is 0 either way.");
  } catch (error) {
    console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await session.cleanup();
  }
}

await runBench();
