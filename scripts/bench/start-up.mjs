// How long the server takes to answer its first request, and how much memory it takes to get
// there: on an empty data dir (first start) and again on the directory that start left behind
// (warm start). The bench's first part, and `node scripts/measure-start.mjs` on its own.
//
// Each round: a fresh temporary DATA_DIR, a first start until the first answer, SIGTERM, a warm
// start on the same directory until the first answer, SIGTERM. Times run from spawn() to the
// first HTTP answer (any status: the server only listens once the database is open and migrated),
// so they include Node's own start. Memory is the kernel's high-water mark of the process's
// resident set (VmHWM in /proc/<pid>/status), read just before it is stopped, and its resident
// set at that moment (VmRSS, "idle"). Beside the wall-clock time, the CPU time the process used
// until then (all its threads), which other work on the machine disturbs far less. Linux only (/proc).

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ms, printGoal, printTitle } from "../lib/format.mjs";
import { cpuMsOf, memoryOf } from "../lib/proc.mjs";
import { stopChild, withoutDatabaseUrl } from "../lib/processes.mjs";
import { SERVER_ENTRY, startServer } from "../lib/server.mjs";
import { median } from "../lib/stats.mjs";
import { GOALS } from "./config.mjs";

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
 * @param {{ entry?: string, env?: NodeJS.ProcessEnv, rounds?: number, path?: string, nodeArgs?: string[], timeoutMs?: number }} options
 * @returns {Promise<StartMeasurement>}
 */
export async function measureStart({ entry = SERVER_ENTRY, env = process.env, rounds = 5, path: probePath = "/api/view-events", nodeArgs = [], timeoutMs = 60_000 }) {
  /** @type {OneStart[]} */
  const first = [];
  /** @type {OneStart[]} */
  const warm = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lampstand-start-"));
    try {
      const startEnv = { LOG_LEVEL: "warn", ...withoutDatabaseUrl(env), DATA_DIR: dataDir };
      const once = { entry, nodeArgs, env: startEnv, probePath, timeoutMs };
      first.push(await startOnce(once));
      warm.push(await startOnce(once));
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

/** @returns {Promise<OneStart>} */
async function startOnce({ entry, nodeArgs, env, probePath, timeoutMs }) {
  // A short poll interval: it is the measurement's resolution.
  const server = await startServer({ entry, nodeArgs, env, probePath, timeoutMs, intervalMs: 10, anyStatus: true });
  try {
    const { rssMb, peakRssMb } = memoryOf(server.pid);
    return { ms: server.startMs, cpuMs: cpuMsOf(server.pid), peakRssMb, idleRssMb: rssMb };
  } finally {
    // Time for the server to close its database cleanly, as the warm start expects.
    await stopChild(server.child, 15_000);
  }
}

/** @param {StartMeasurement} m */
export function formatStartMeasurement(m) {
  const list = (starts) => starts.map((start) => Math.round(start.ms)).join(", ");
  return [
    `First start on an empty data dir: ${Math.round(m.firstStartMs)} ms median of ${m.rounds} (${list(m.first)}), CPU ${Math.round(m.firstStartCpuMs)} ms; peak RSS ${m.firstStartPeakRssMb} MB`,
    `Warm start:                       ${Math.round(m.warmStartMs)} ms median of ${m.rounds} (${list(m.warm)}), CPU ${Math.round(m.warmStartCpuMs)} ms; peak RSS ${m.warmStartPeakRssMb} MB, idle RSS ${m.idleRssMb} MB`,
  ].join("\n");
}

/**
 * The bench's last table: the start medians beside the bench's own first and warm start, and the
 * peak memory of every server process the bench ran (`peaks`, the start rounds' first).
 *
 * @param {StartMeasurement} starts
 * @param {{ firstMs: number, warmMs: number }} own
 * @param {(number | string)[]} peaks
 */
export function printStartAndMemory(starts, own, peaks) {
  const peak = Math.max(...peaks.filter((value) => typeof value === "number"));
  printTitle("Memory and start");
  console.log(formatStartMeasurement(starts));
  printGoal(`first start on an empty data dir: ${ms(starts.firstStartMs)} (median of ${starts.rounds}; the bench's own: ${ms(own.firstMs)})`, starts.firstStartMs < GOALS.firstStartMs, `<${ms(GOALS.firstStartMs)}`);
  printGoal(`warm start: ${ms(starts.warmStartMs)} (median of ${starts.rounds}; the bench's own, with the demo content: ${ms(own.warmMs)})`, starts.warmStartMs < GOALS.warmStartMs, `<${ms(GOALS.warmStartMs)}`);
  printGoal(`peak RSS of the server (VmHWM, the highest of the start rounds and the bench's ${peaks.length - 1} server processes: ${peaks.join(", ")} MB): ${peak} MB`, peak <= GOALS.peakRssMb, `≤${GOALS.peakRssMb} MB`);
}
