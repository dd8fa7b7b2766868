// `npm run bench`: how fast is Lampstand on this machine, next to the fastest a route or a file
// server can be, each pair measured in the same run (issue 10, ADR 017)?
//
//   1. Start-up: the production server's first start on an empty data dir, then (after the demo
//      seed) its warm start, each until it answers.
//   2. Public reads (GET /api/...) against a bare Fastify route sending exactly the same bytes:
//      goal ≥80% of its req/s and p99 < 50 ms at 100 connections, with the default configuration.
//   3. Public pages (server-rendered, from the page cache) against nginx serving the same bytes as
//      a file: goal ≥25% of nginx for GET / and p99 < 50 ms.
//   4. Growth: the same reads and pages with 5,000 events and 500 newsletters seeded: goal within
//      2× of the demo figures. Also what a page costs to render (page cache off, 10 connections),
//      demo against large, so a month's page is seen not to render ten years of events.
//   5. Memory: the peak RSS (VmHWM) of every server process the bench started: goal ≤400 MB.
//
// wrk (Debian: apt-get install wrk) is the load generator when present: one thread, as the issue
// measured; otherwise autocannon, which on two cores cannot load nginx fully (the ratio against
// nginx then flatters us, and the bench says so). This is a measurement: the exit code is 0 whether
// goals are met or not (1 only when the bench itself cannot run). BENCH_DURATION (seconds per
// measurement, default 6) and BENCH_CONNECTIONS (default 100) change the load; BENCH_GROWTH=0 skips
// the growth part. Load generator and target each have a core; only one server is loaded at a time.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import { buildIfNeeded } from "./ensure-build.mjs";
import { formatStartMeasurement, freePort, measureStart } from "./measure-start.mjs";
import { exited, stopChild, waitUntilAnswering, withoutDatabaseUrl } from "./processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_DIR = path.join(ROOT, "apps", "server");
const HOST = "127.0.0.1";
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const WARMUP_S = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const RENDER_CONNECTIONS = 10;
const GROWTH = process.env.BENCH_GROWTH !== "0";
const LARGE_SEED = ["--events=5000", "--posts=500"];
const NGINX = "/usr/sbin/nginx";
/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const CLOCK_TICKS = 100;
/** Set in the environment of the child that plays the bare server (this same file, run again). */
const BARE_ROLE = "LAMPSTAND_BENCH_BARE_BODIES";

const GOALS = { readShare: 0.8, homeShareOfNginx: 0.25, p99Ms: 50, growthFactor: 2, peakRssMb: 400, firstStartMs: 2000, warmStartMs: 1000 };

/**
 * The public reads the public pages make (ADR 018), then the whole lists the staff screens read.
 * ":month", ":today", ":next-event-id" and ":newest-post-id" are filled in from the data.
 */
const READS = [
  "/api/sliders",
  "/api/view-events?month=:month",
  "/api/view-events/:next-event-id",
  "/api/view-events/page?today=:today",
  "/api/public-desks/page",
  "/api/public-desks/:newest-post-id",
];
const WHOLE_LISTS = ["/api/view-events", "/api/public-desks"];
/** The pages of issue 10's phone goals; ":newest-post" and ":next-event" stand for those pages. */
const PAGES = ["/", "/our-values", "/pastor-desk", ":newest-post", "/events", ":next-event", "/prayer-request"];
/** What the growth goal names: the calendar, an event, the pastor's desk pages (and every read). */
const GROWTH_PAGES = ["/events", ":next-event", "/pastor-desk", ":newest-post"];

// ---------------------------------------------------------------------------------------------
// The bare baseline: Fastify with one route per endpoint that sends the captured bytes. No
// logger, hooks or plugins: the ceiling a route on this machine and this Fastify can reach.

async function runBareServer(bodiesFile, port) {
  const { default: Fastify } = await importFromServer("fastify");
  /** @type {Record<string, string>} */
  const bodies = JSON.parse(readFileSync(bodiesFile, "utf8"));
  const app = Fastify();
  // One route for all, by the whole URL: some reads carry a query string.
  const byUrl = new Map(Object.entries(bodies));
  app.get("/*", (request, reply) => {
    const body = byUrl.get(request.url);
    return body === undefined ? reply.code(404).send() : reply.type("application/json").send(body);
  });
  await app.listen({ port, host: HOST });
  const stop = () => app.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

// ---------------------------------------------------------------------------------------------
// The bench.

async function runBench() {
  /** @type {Set<import("node:child_process").ChildProcess>} */
  const children = new Set();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "lampstand-bench-"));
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all([...children].map(stopChild));
      rmSync(tempDir, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing ${tempDir}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  const spawnChild = (command, args, env, stdio = ["ignore", "inherit", "inherit"]) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio });
    children.add(child);
    child.once("exit", () => children.delete(child));
    return child;
  };
  /** Peak RSS of every Lampstand server process, as each stops. */
  const peaks = [];

  try {
    buildIfNeeded();
    const loader = existsSync("/usr/bin/wrk") ? "wrk" : "autocannon";
    if (loader === "autocannon") console.log("Note: wrk is not installed (apt-get install wrk): autocannon loads instead, and cannot load nginx fully.");
    const nginxThere = existsSync(NGINX);
    if (!nginxThere) console.log(`Note: nginx is not installed at ${NGINX} (apt-get install nginx-light): pages are measured without their peer.`);
    const busy = await machineBusyShare(1000);
    if (busy > 0.15) console.log(`Note: other processes keep ${(busy * 100).toFixed(0)}% of the CPUs busy: expect noisy numbers.`);

    // Lampstand as a newcomer runs it: production build, default configuration (logging included).
    const startServer = async (dataDir, extraEnv = {}) => {
      const port = await freePort();
      const env = { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, NODE_ENV: "production", PORT: String(port), HOST, ...extraEnv };
      delete env.LOG_LEVEL;
      delete env.LOG_REQUESTS;
      const started = performance.now();
      const child = spawnChild(process.execPath, [path.join(SERVER_DIR, "dist", "main.js")], env, ["ignore", "ignore", "inherit"]);
      const base = `http://${HOST}:${port}`;
      await waitUntilAnswering(child, `${base}/api/sliders`, 90_000);
      return { child, base, pid: child.pid, startMs: performance.now() - started };
    };
    const stopServer = async (server) => {
      const peak = peakRssMb(server.pid);
      await stopChild(server.child);
      peaks.push(peak);
      return peak;
    };
    const seed = async (dataDir, args = []) => {
      const child = spawnChild(process.execPath, [path.join(SERVER_DIR, "dist", "seed.js"), ...args], { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, NODE_ENV: "production" }, [
        "ignore",
        "ignore",
        "inherit",
      ]);
      const code = await exited(child);
      if (code !== 0) throw new Error(`Seeding ${args.join(" ") || "the demo content"} failed (exit code ${code}).`);
    };

    // 1. Start-up: medians of three rounds, then the bench's own server from an empty data dir.
    console.log("Timing start-up: 3 rounds of a first start on an empty data dir and a warm start …");
    const starts = await measureStart({ entry: path.join(SERVER_DIR, "dist", "main.js"), env: { ...process.env, NODE_ENV: "production" }, rounds: 3 });
    peaks.push(starts.peakRssMb);
    const demoDir = path.join(tempDir, "demo");
    mkdirSync(demoDir);
    console.log("First start on an empty data dir …");
    const first = await startServer(demoDir);
    await stopServer(first);
    console.log(`  answered after ${ms(first.startMs)}. Seeding the demo content …`);
    await seed(demoDir);
    const server = await startServer(demoDir);
    console.log(`Warm start: answered after ${ms(server.startMs)} (pid ${server.pid}).`);

    const demo = await describeSite(server.base);
    const load = makeLoad(loader);

    // 2. Public reads against bare Fastify.
    const bodiesFile = path.join(tempDir, "bare-bodies.json");
    writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(demo.reads.map((read) => [read, demo.bodies.get(read).toString("utf8")]))));
    const barePort = await freePort();
    const bare = spawnChild(process.execPath, [fileURLToPath(import.meta.url)], { ...process.env, [BARE_ROLE]: bodiesFile, PORT: String(barePort) });
    const bareTarget = { name: "bare Fastify", base: `http://${HOST}:${barePort}`, pid: bare.pid };
    await waitUntilAnswering(bare, `${bareTarget.base}${demo.reads[0]}`, 30_000);
    const lampstand = { name: "Lampstand", base: server.base, pid: server.pid };
    for (const read of demo.reads) {
      const [ours, theirs] = await Promise.all([bytesOf(`${lampstand.base}${read}`), bytesOf(`${bareTarget.base}${read}`)]);
      if (!ours.equals(theirs)) throw new Error(`The bare server's ${read} differs from the real one.`);
    }

    // 3. Pages against nginx serving the same bytes.
    let nginxTarget;
    if (nginxThere) {
      nginxTarget = await startNginx(path.join(tempDir, "nginx"), demo, spawnChild);
      for (const page of demo.pages) {
        const [ours, theirs] = await Promise.all([bytesOf(`${lampstand.base}${page}`), bytesOf(`${nginxTarget.base}${page}`)]);
        if (!ours.equals(theirs)) console.log(`  note: ${page} is not byte-identical from nginx (it renders for each visit: ${ours.length} vs ${theirs.length} bytes)`);
      }
    }

    const seconds = 2 * (WARMUP_S + DURATION_S);
    const estimate = (demo.reads.length + demo.pages.length) * seconds + (GROWTH ? (demo.reads.length + GROWTH_PAGES.length) * 30 + 60 : 0);
    console.log(`\nMeasuring with ${loader}, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per target (about ${Math.round(estimate / 60)} min) …`);

    const readRows = [];
    for (const read of demo.reads) readRows.push({ path: read, bytes: demo.bodies.get(read).length, ...(await measurePair(load, lampstand, bareTarget, read)) });
    const pageRows = [];
    for (const page of demo.pages) pageRows.push({ path: page, bytes: demo.bodies.get(page).length, ...(await measurePair(load, lampstand, nginxTarget, page)) });
    const demoRenders = GROWTH ? await measureRenders(load, demo.growthPages, () => stopServer(server), () => startServer(demoDir, { PAGE_CACHE_MB: "0" }), stopServer) : undefined;
    if (!GROWTH) await stopServer(server);
    await stopChild(bare);
    if (nginxTarget) await stopChild(nginxTarget.child);

    printTitle("Public reads: Lampstand against a bare Fastify route sending the same bytes");
    printPairs(readRows, "bare Fastify", (row) => row.ratio >= GOALS.readShare && row.ours.p99 < GOALS.p99Ms, `≥${GOALS.readShare * 100}%, p99 <${GOALS.p99Ms} ms`);
    printTitle("Pages (no Accept-Encoding, so the same bytes): Lampstand's page cache against nginx serving them as a file");
    printPairs(pageRows, "nginx", (row) => (row.path === "/" ? row.ratio >= GOALS.homeShareOfNginx && row.ours.p99 < GOALS.p99Ms : undefined), `GET / ≥${GOALS.homeShareOfNginx * 100}%, p99 <${GOALS.p99Ms} ms`);

    // 4. Growth.
    let growthRows;
    let largeRenders;
    if (GROWTH) {
      const largeDir = path.join(tempDir, "large");
      mkdirSync(largeDir);
      console.log(`\nSeeding the large content (${LARGE_SEED.join(" ")}) …`);
      const seededAt = performance.now();
      await seed(largeDir, LARGE_SEED);
      console.log(`  seeded in ${ms(performance.now() - seededAt)}.`);
      const large = await startServer(largeDir);
      const site = await describeSite(large.base);
      const target = { name: "Lampstand (large)", base: large.base, pid: large.pid };
      growthRows = [];
      for (const [index, read] of site.reads.entries()) growthRows.push({ path: read, bytes: site.bodies.get(read).length, large: await measureOne(load, target, read), demo: readRows[index]?.ours });
      for (const [index, page] of site.growthPages.entries()) {
        growthRows.push({ path: page, bytes: site.bodies.get(page).length, large: await measureOne(load, target, page), demo: pageRows.find((row) => row.path === demo.growthPages[index])?.ours });
      }
      largeRenders = await measureRenders(load, site.growthPages, () => stopServer(large), () => startServer(largeDir, { PAGE_CACHE_MB: "0" }), stopServer);
      printTitle("Growth: 5,000 events and 500 newsletters against the demo seed (same server, same run)");
      printGrowth(growthRows, demoRenders, largeRenders, demo.growthPages);
    }

    // 5. Memory and start.
    const peak = Math.max(...peaks.filter((value) => typeof value === "number"));
    printTitle("Memory and start");
    console.log(formatStartMeasurement(starts));
    printGoal(`first start on an empty data dir: ${ms(starts.firstStartMs)} (median of 3; the bench's own: ${ms(first.startMs)})`, starts.firstStartMs < GOALS.firstStartMs, `<${ms(GOALS.firstStartMs)}`);
    printGoal(`warm start: ${ms(starts.warmStartMs)} (median of 3; the bench's own, with the demo content: ${ms(server.startMs)})`, starts.warmStartMs < GOALS.warmStartMs, `<${ms(GOALS.warmStartMs)}`);
    printGoal(`peak RSS of the server (VmHWM, the highest of the start rounds and the bench's ${peaks.length - 1} server processes: ${peaks.join(", ")} MB): ${peak} MB`, peak <= GOALS.peakRssMb, `≤${GOALS.peakRssMb} MB`);
    console.log("\nThis is a measurement: the exit code is 0 either way.");
  } catch (error) {
    console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/**
 * The reads and pages to measure on a running server, with the bodies each answers: the public
 * reads the pages make, and the pages of the phone goals with the newest post's and next event's
 * pages filled in.
 */
async function describeSite(base) {
  const events = await (await fetch(`${base}/api/view-events`)).json();
  const posts = await (await fetch(`${base}/api/public-desks`)).json();
  const today = new Date().toISOString().slice(0, 10);
  const next = events.find((event) => event.date >= today) ?? events.at(-1);
  const newest = posts[0];
  if (!next || !newest) throw new Error("The seeded content has no event or no newsletter.");
  const fill = (page) =>
    page
      .replace(":newest-post-id", String(newest.id))
      .replace(":next-event-id", String(next.id))
      .replace(":newest-post", `/pastor-desk/${newest.id}`)
      .replace(":next-event", `/events/${next.id}`)
      .replace(":month", today.slice(0, 7))
      .replace(":today", today);
  const reads = [...READS, ...WHOLE_LISTS].map(fill);
  const pages = PAGES.map(fill);
  const growthPages = GROWTH_PAGES.map(fill);
  const bodies = new Map();
  for (const url of [...reads, ...pages]) {
    // Twice: the first request fills the page cache.
    await bytesOf(`${base}${url}`);
    const response = await fetch(`${base}${url}`);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
    bodies.set(url, Buffer.from(await response.arrayBuffer()));
  }
  return { reads, pages, growthPages, bodies };
}

/** nginx with one worker (Lampstand is one process), every page as a file answering at its own path. */
async function startNginx(dir, site, spawnChild) {
  mkdirSync(path.join(dir, "html"), { recursive: true });
  const port = await freePort();
  const locations = site.pages.map((page, index) => {
    writeFileSync(path.join(dir, "html", `page-${index}.html`), site.bodies.get(page));
    return `    location = ${page} { try_files /page-${index}.html =404; }`;
  });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type "text/html; charset=utf-8";
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${HOST}:${port};
    root ${dir}/html;
${locations.join("\n")}
  }
}
`,
  );
  const child = spawnChild(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"], process.env);
  const base = `http://${HOST}:${port}`;
  await waitUntilAnswering(child, `${base}${site.pages[0]}`, 10_000);
  return { name: "nginx", base, pid: child.pid, child };
}

/** A load function: `url` for `seconds` at `connections`, as { rps, p99 (ms), failures }. */
function makeLoad(loader) {
  if (loader === "wrk") {
    return async (url, seconds, connections) => {
      const output = await run("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", url]);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
      const p99 = wrkMs(/\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const failures = non2xx + (socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0);
      return { rps, p99, failures };
    };
  }
  return async (url, seconds, connections) => {
    const { default: autocannon } = await import("autocannon");
    const result = await autocannon({ url, connections, duration: seconds });
    return { rps: result.requests.total / result.duration, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
  };
}

function wrkMs(match) {
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/** One measurement of one target, with the CPU time the target spent per request. */
async function measureOne(load, target, url, connections = CONNECTIONS, seconds = DURATION_S) {
  await load(`${target.base}${url}`, WARMUP_S, connections);
  const cpuBefore = cpuSeconds(target.pid);
  const result = await load(`${target.base}${url}`, seconds, connections);
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  return { ...result, cpuPerRequestUs: (cpu / (result.rps * seconds)) * 1e6 };
}

/** Lampstand and its peer on one path, in alternating halves so a burst of background load hurts both alike. */
async function measurePair(load, ours, peer, url) {
  if (!peer) return { ours: await measureOne(load, ours, url), peer: undefined, ratio: NaN };
  const half = DURATION_S / 2;
  const runs = { ours: [], peer: [] };
  await load(`${ours.base}${url}`, WARMUP_S, CONNECTIONS);
  await load(`${peer.base}${url}`, WARMUP_S, CONNECTIONS);
  for (let round = 0; round < 2; round++) {
    for (const [key, target] of [["ours", ours], ["peer", peer]]) {
      const cpuBefore = cpuSeconds(target.pid);
      const result = await load(`${target.base}${url}`, half, CONNECTIONS);
      runs[key].push({ ...result, cpu: cpuSeconds(target.pid) - cpuBefore, seconds: half });
    }
  }
  const combine = (list) => {
    const requests = list.reduce((sum, item) => sum + item.rps * item.seconds, 0);
    const seconds = list.reduce((sum, item) => sum + item.seconds, 0);
    return {
      rps: requests / seconds,
      p99: Math.max(...list.map((item) => item.p99)),
      failures: list.reduce((sum, item) => sum + item.failures, 0),
      cpuPerRequestUs: (list.reduce((sum, item) => sum + item.cpu, 0) / requests) * 1e6,
    };
  };
  const result = { ours: combine(runs.ours), peer: combine(runs.peer) };
  return { ...result, ratio: result.ours.rps / result.peer.rps };
}

/**
 * What rendering costs, page cache off: restarts the server with PAGE_CACHE_MB=0 and loads each
 * page with a few connections (a render takes milliseconds; 100 connections would only queue).
 */
async function measureRenders(load, pages, stopCached, startUncached, stopServer) {
  await stopCached();
  const uncached = await startUncached();
  const target = { name: "Lampstand, page cache off", base: uncached.base, pid: uncached.pid };
  const rows = [];
  for (const page of pages) rows.push(await measureOne(load, target, page, RENDER_CONNECTIONS, Math.max(3, DURATION_S / 2)));
  await stopServer(uncached);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Printing.

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const rps = (value) => Math.round(value).toLocaleString("en-US");
const pct = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)}%` : "–");
const p99 = (value) => (Number.isFinite(value) ? value.toFixed(1) : "–");

function printTitle(title) {
  console.log(`\n${title}`);
}

function printTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

function printPairs(rows, peerName, passes, goalText) {
  printTable(
    ["GET", "bytes", "req/s", "p99 ms", "CPU µs/req", `${peerName} req/s`, `${peerName} p99 ms`, "ratio", `goal ${goalText}`],
    rows.map((row) => {
      const verdict = passes(row);
      return [
        row.path,
        String(row.bytes),
        rps(row.ours.rps),
        p99(row.ours.p99),
        row.ours.cpuPerRequestUs.toFixed(0),
        row.peer ? rps(row.peer.rps) : "–",
        row.peer ? p99(row.peer.p99) : "–",
        pct(row.ratio),
        verdict === undefined ? "" : verdict ? "PASS" : "FAIL",
      ];
    }),
  );
  for (const row of rows) {
    for (const [who, measured] of [["Lampstand", row.ours], [peerName, row.peer]]) {
      if (measured && measured.failures > 0) console.log(`  note: ${who} ${row.path}: ${measured.failures} errors, timeouts or non-2xx answers`);
    }
  }
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

function printGoal(text, met, goal) {
  console.log(`  ${met ? "PASS" : "FAIL"}  ${text} (goal ${goal})`);
}

// ---------------------------------------------------------------------------------------------
// Processes.

/** fastify is the server package's dependency: resolve it from there, wherever npm placed it. */
async function importFromServer(name) {
  const require = createRequire(path.join(SERVER_DIR, "package.json"));
  return import(pathToFileURL(require.resolve(name)).href);
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}: ${output}`))));
  });
}

async function bytesOf(url) {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}

/** User + system CPU seconds a process has used so far (Linux /proc/<pid>/stat). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Share of all CPUs busy over the next `ms` milliseconds, while our own servers sit idle. */
async function machineBusyShare(ms) {
  const totals = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { all: sum.all + all, idle: sum.idle + cpu.times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** Peak resident set size of a process in MB, from Linux's /proc (VmHWM). */
function peakRssMb(pid) {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : "?";
  } catch {
    return "?";
  }
}

// Last, so every constant above is initialised before either role starts.
if (process.env[BARE_ROLE]) {
  await runBareServer(process.env[BARE_ROLE], Number(process.env.PORT));
} else {
  await runBench();
}
