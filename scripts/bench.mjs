// `npm run bench`: how fast are the public reads, next to the fastest Fastify can possibly be?
//
// Builds if needed, seeds a fresh PGlite in a temporary DATA_DIR, starts the production server
// as a child process, and measures GET /api/view-events, /api/public-desks and /api/sliders with
// autocannon. Beside each, a bare Fastify server (another child process) answers the same path
// with exactly the same bytes: the ratio between the two is what our hooks, headers and cache
// cost. Goal: every public read reaches at least 60% of its bare route's throughput.
//
// Beside req/s and p99 it reports each server's CPU time per request (from /proc), which other
// work on the machine disturbs far less than throughput.
//
// This is a measurement: the exit code is 0 whether the goal is met or not (1 only when the
// bench itself cannot run). BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default
// 100) override the load. The machine has two cores: autocannon runs here, and each server in
// its own process, loaded one at a time, so load generator and target never share a core.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import { buildIfNeeded } from "./ensure-build.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_DIR = path.join(ROOT, "apps", "server");
const ENDPOINTS = ["/api/view-events", "/api/public-desks", "/api/sliders"];
const GOAL = 0.6;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const ROUNDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const HOST = "127.0.0.1";
/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const CLOCK_TICKS = 100;
/** Set in the environment of the child that plays the bare server (this same file, run again). */
const BARE_ROLE = "LAMPSTAND_BENCH_BARE_BODIES";

// ---------------------------------------------------------------------------------------------
// The bare baseline: Fastify with one route per endpoint that sends the captured bytes. No
// logger, hooks or plugins: the ceiling a route on this machine and this Fastify can reach.

async function runBareServer(bodiesFile, port) {
  const { default: Fastify } = await importFromServer("fastify");
  /** @type {Record<string, string>} */
  const bodies = JSON.parse(readFileSync(bodiesFile, "utf8"));
  const app = Fastify();
  for (const [url, body] of Object.entries(bodies)) {
    app.get(url, (_request, reply) => reply.type("application/json").send(body));
  }
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
  let tempDir = "";
  /** @type {{ stop(): void } | undefined} */
  let runningLoad;
  let cleaning;

  const cleanup = () =>
    (cleaning ??= (async () => {
      runningLoad?.stop();
      await Promise.all([...children].map(stopChild));
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing ${tempDir || "the temporary directory"}`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  const spawnChild = (args, env, stdio = "inherit") => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio });
    children.add(child);
    child.once("exit", () => children.delete(child));
    return child;
  };

  try {
    buildIfNeeded();

    tempDir = mkdtempSync(path.join(os.tmpdir(), "lampstand-bench-"));
    // Always a fresh embedded database, even when the caller's shell points DATABASE_URL elsewhere.
    const serverEnv = { ...withoutDatabaseUrl(process.env), DATA_DIR: tempDir, NODE_ENV: "production" };

    console.log(`Seeding a fresh PGlite in ${tempDir} …`);
    const seedChild = spawnChild([path.join(SERVER_DIR, "dist", "seed.js")], serverEnv, ["ignore", "ignore", "inherit"]);
    const seedCode = await exited(seedChild);
    if (seedCode !== 0) throw new Error(`Seeding failed (exit code ${seedCode}).`);

    const serverPort = await freePort();
    const server = spawnChild([path.join(SERVER_DIR, "dist", "main.js")], {
      ...serverEnv,
      PORT: String(serverPort),
      HOST,
      LOG_LEVEL: "warn",
    });
    const serverBase = `http://${HOST}:${serverPort}`;
    const started = Date.now();
    await waitUntilAnswering(server, `${serverBase}${ENDPOINTS[0]}`, 90_000);
    console.log(`Lampstand answered after ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${server.pid}).`);

    // The bare server must answer with what the real one answers: capture it once.
    /** @type {Record<string, string>} */
    const bodies = {};
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`${serverBase}${endpoint}`);
      if (!response.ok) throw new Error(`GET ${endpoint} answered ${response.status}.`);
      bodies[endpoint] = await response.text();
    }
    const bodiesFile = path.join(tempDir, "bare-bodies.json");
    writeFileSync(bodiesFile, JSON.stringify(bodies));

    const barePort = await freePort();
    const bare = spawnChild([fileURLToPath(import.meta.url)], { ...process.env, [BARE_ROLE]: bodiesFile, PORT: String(barePort) });
    const bareBase = `http://${HOST}:${barePort}`;
    await waitUntilAnswering(bare, `${bareBase}${ENDPOINTS[0]}`, 30_000);
    for (const endpoint of ENDPOINTS) {
      const [ours, theirs] = await Promise.all([bytesOf(`${serverBase}${endpoint}`), bytesOf(`${bareBase}${endpoint}`)]);
      if (!ours.equals(theirs)) throw new Error(`The bare server's ${endpoint} differs from the real one.`);
    }

    const { default: autocannon } = await import("autocannon");
    /** One autocannon run, plus the CPU time the target process spent serving it. */
    const load = async (target, endpoint, seconds) => {
      const cpuBefore = cpuSeconds(target.pid);
      const instance = autocannon({ url: `${target.base}${endpoint}`, connections: CONNECTIONS, duration: seconds });
      runningLoad = instance;
      const result = await instance;
      runningLoad = undefined;
      return { result, cpu: cpuSeconds(target.pid) - cpuBefore };
    };
    const lampstand = { base: serverBase, pid: server.pid };
    const baseline = { base: bareBase, pid: bare.pid };

    const total = ENDPOINTS.length * 2 * (WARMUP_S + DURATION_S);
    console.log(
      `Measuring ${ENDPOINTS.length} endpoints × (Lampstand, bare Fastify): ${CONNECTIONS} connections, ` +
        `${WARMUP_S} s warm-up + ${DURATION_S} s each (about ${total} s) …`,
    );
    const busy = await machineBusyShare(1000);
    if (busy > 0.15) {
      console.log(`Note: other processes keep ${(busy * 100).toFixed(0)}% of the CPUs busy: expect noisy numbers.`);
    }
    console.log();

    const rows = [];
    for (const endpoint of ENDPOINTS) {
      await load(lampstand, endpoint, WARMUP_S);
      await load(baseline, endpoint, WARMUP_S);
      // Alternating halves, so a burst of background load hurts both sides alike.
      const runs = { real: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.real.push(await load(lampstand, endpoint, DURATION_S / ROUNDS));
        runs.bare.push(await load(baseline, endpoint, DURATION_S / ROUNDS));
      }
      rows.push({ endpoint, bytes: Buffer.byteLength(bodies[endpoint] ?? ""), real: combine(runs.real), baseline: combine(runs.bare) });
    }

    printTable(rows);
    const serverPeak = peakRssMb(server.pid);
    const barePeak = peakRssMb(bare.pid);
    console.log(`\nPeak RSS (VmHWM): Lampstand server ${serverPeak} MB, bare server ${barePeak} MB.`);
    const failed = rows.filter((row) => ratioOf(row) < GOAL).length;
    console.log(
      failed === 0
        ? `Goal met: every public read reaches at least ${GOAL * 100}% of its bare route's throughput.`
        : `Goal missed on ${failed} of ${rows.length} endpoints (each should reach ${GOAL * 100}% of its bare route's throughput).`,
    );
    console.log("This is a measurement: the exit code is 0 either way.");
  } catch (error) {
    console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** fastify is the server package's dependency: resolve it from there, wherever npm placed it. */
async function importFromServer(name) {
  const require = createRequire(path.join(SERVER_DIR, "package.json"));
  return import(pathToFileURL(require.resolve(name)).href);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once("exit", (code) => resolve(code ?? 1));
  });
}

async function waitUntilAnswering(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The process serving ${url} exited (code ${child.exitCode ?? child.signalCode}) before answering.`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

async function bytesOf(url) {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}

/** SIGTERM (the server then closes its database), SIGKILL if it has not exited after 10 s. */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await done;
  clearTimeout(timer);
}

/** Rounds of one target and endpoint as one measurement: total requests over total time, worst p99. */
function combine(runs) {
  const requests = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.result.duration, 0);
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0);
  return {
    rps: requests / seconds,
    p99: Math.max(...runs.map((run) => run.result.latency.p99)),
    cpuPerRequestUs: requests > 0 ? (cpu / requests) * 1e6 : NaN,
    failures: runs.reduce((sum, run) => sum + run.result.errors + run.result.timeouts + run.result.non2xx, 0),
  };
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

const ratioOf = (row) => row.real.rps / row.baseline.rps;

function printTable(rows) {
  const header = ["endpoint", "bytes", "req/s", "p99 ms", "CPU µs/req", "bare req/s", "bare p99 ms", "bare CPU µs/req", "ratio", `goal ≥${GOAL * 100}%`];
  const lines = rows.map((row) => {
    const ratio = ratioOf(row);
    return [
      `GET ${row.endpoint}`,
      String(row.bytes),
      Math.round(row.real.rps).toLocaleString("en-US"),
      String(row.real.p99),
      row.real.cpuPerRequestUs.toFixed(0),
      Math.round(row.baseline.rps).toLocaleString("en-US"),
      String(row.baseline.p99),
      row.baseline.cpuPerRequestUs.toFixed(0),
      `${(ratio * 100).toFixed(0)}%`,
      ratio >= GOAL ? "PASS" : "FAIL",
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log("ratio = req/s against the bare route; CPU µs/req = the server process's CPU time per answered request.");
  for (const row of rows) {
    for (const [who, measured] of [["Lampstand", row.real], ["bare", row.baseline]]) {
      if (measured.failures > 0) console.log(`  note: ${who} ${row.endpoint}: ${measured.failures} errors, timeouts or non-2xx answers`);
    }
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
