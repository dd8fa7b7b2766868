// How long the server takes to answer its first request, and how much memory it takes to get
// there: on an empty data dir (first start) and again on the directory that start left behind
// (warm start). Dependency-free, for `npm run bench` and for running alone:
//
//   node scripts/measure-start.mjs            (builds if needed; 5 rounds of each start)
//
// import { measureStart, formatStartMeasurement } from "./measure-start.mjs";
//   const result = await measureStart({ entry: "apps/server/dist/main.js", env: { ...process.env } });
//   console.log(formatStartMeasurement(result));
//
// Each round: a fresh temporary DATA_DIR, a first start until the first answer, SIGTERM, a warm
// start on the same directory until the first answer, SIGTERM. Times run from spawn() to the
// first HTTP answer (any status: the server only listens once the database is open and migrated),
// so they include Node's own start. Memory is the kernel's high-water mark of the process's
// resident set (VmHWM in /proc/<pid>/status), read just before it is stopped, and its resident
// set at that moment (VmRSS, "idle"). Beside the wall-clock time, the CPU time the process used
// until then (all its threads), which other work on the machine disturbs far less. Linux only (/proc).

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HOST = "127.0.0.1";

/**
 * @typedef {{ ms: number, cpuMs: number, peakRssMb: number, idleRssMb: number }} OneStart
 * @typedef {{
 *   rounds: number,
 *   firstStartMs: number, warmStartMs: number, firstStartCpuMs: number, warmStartCpuMs: number,
 *   peakRssMb: number, firstStartPeakRssMb: number, warmStartPeakRssMb: number, idleRssMb: number,
 *   first: OneStart[], warm: OneStart[],
 * }} StartMeasurement
 */

/**
 * Starts `entry` with `node` on an empty data dir, then again on that same directory, `rounds`
 * times over. Times are medians; peaks are the highest of all rounds.
 * DATABASE_URL is removed from `env`: this measures the embedded database.
 *
 * @param {{ entry: string, env?: NodeJS.ProcessEnv, rounds?: number, path?: string, nodeArgs?: string[], timeoutMs?: number }} options
 * @returns {Promise<StartMeasurement>}
 */
export async function measureStart({ entry, env = process.env, rounds = 5, path: probePath = "/api/view-events", nodeArgs = [], timeoutMs = 60_000 }) {
  const { DATABASE_URL: _ignored, ...baseEnv } = env;
  /** @type {OneStart[]} */
  const first = [];
  /** @type {OneStart[]} */
  const warm = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lampstand-start-"));
    try {
      const startEnv = { LOG_LEVEL: "warn", ...baseEnv, DATA_DIR: dataDir, HOST };
      first.push(await startOnce(entry, nodeArgs, startEnv, probePath, timeoutMs));
      warm.push(await startOnce(entry, nodeArgs, startEnv, probePath, timeoutMs));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const firstStartPeakRssMb = Math.max(...first.map((start) => start.peakRssMb));
  const warmStartPeakRssMb = Math.max(...warm.map((start) => start.peakRssMb));
  return {
    rounds,
    firstStartMs: median(first.map((start) => start.ms)),
    warmStartMs: median(warm.map((start) => start.ms)),
    firstStartCpuMs: median(first.map((start) => start.cpuMs)),
    warmStartCpuMs: median(warm.map((start) => start.cpuMs)),
    peakRssMb: Math.max(firstStartPeakRssMb, warmStartPeakRssMb),
    firstStartPeakRssMb,
    warmStartPeakRssMb,
    idleRssMb: median(warm.map((start) => start.idleRssMb)),
    first,
    warm,
  };
}

/** @param {StartMeasurement} m */
export function formatStartMeasurement(m) {
  const list = (starts) => starts.map((start) => Math.round(start.ms)).join(", ");
  return [
    `First start on an empty data dir: ${Math.round(m.firstStartMs)} ms median of ${m.rounds} (${list(m.first)}), CPU ${Math.round(m.firstStartCpuMs)} ms; peak RSS ${m.firstStartPeakRssMb} MB`,
    `Warm start:                       ${Math.round(m.warmStartMs)} ms median of ${m.rounds} (${list(m.warm)}), CPU ${Math.round(m.warmStartCpuMs)} ms; peak RSS ${m.warmStartPeakRssMb} MB, idle RSS ${m.idleRssMb} MB`,
  ].join("\n");
}

/** Resident set figures of a running process, in MB (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakRssMb: Math.round(kb("VmHWM") / 1024) };
}

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat counts in 1/100 s ticks). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** @returns {Promise<OneStart>} */
async function startOnce(entry, nodeArgs, env, probePath, timeoutMs) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], { env: { ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await firstAnswer(child, port, probePath, timeoutMs);
    const ms = performance.now() - startedAt;
    const { rssMb, peakRssMb } = rssOf(child.pid);
    return { ms, cpuMs: cpuMsOf(child.pid), peakRssMb, idleRssMb: rssMb };
  } finally {
    await stop(child);
  }
}

async function firstAnswer(child, port, probePath, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.spawnargs.join(" ")} exited (${child.exitCode ?? child.signalCode}) before answering.`);
    }
    if (await answers(port, probePath)) return;
    // Short: the poll interval is the measurement's resolution.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s.`);
}

function answers(port, probePath) {
  return new Promise((resolve) => {
    const req = request({ host: HOST, port, path: probePath, agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.once("end", () => resolve(true));
    });
    req.once("error", () => resolve(false));
    req.once("timeout", () => req.destroy());
    req.end();
  });
}

/** SIGTERM (the server closes its database cleanly, as a warm start expects), SIGKILL after 15 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A port nothing listens on now (exported for bench.mjs, which has its own copy today). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { buildIfNeeded, repoRoot } = await import("./ensure-build.mjs");
  buildIfNeeded();
  const rounds = Number(process.env.MEASURE_ROUNDS ?? 5);
  const result = await measureStart({ entry: path.join(repoRoot, "apps/server/dist/main.js"), env: { ...process.env, NODE_ENV: "production" }, rounds });
  console.log(formatStartMeasurement(result));
}
