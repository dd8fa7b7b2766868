// The load generator (wrk, or autocannon where wrk is missing) and the ways the bench measures
// with it: one target, a pair of targets taking turns, renders with the page cache off.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { cpuMsOf } from "../lib/proc.mjs";
import { CONNECTIONS, DURATION_S, RENDER_CONNECTIONS, WARMUP_S } from "./config.mjs";

/** "wrk" (one thread, as the issue measured) when installed, else "autocannon". */
export const loaderName = () => (existsSync("/usr/bin/wrk") ? "wrk" : "autocannon");

/** A load function: `url` for `seconds` at `connections` (with `headers`, e.g. a staff token), as { rps, p99 (ms), failures }. */
export function makeLoad(loader) {
  if (loader === "wrk") {
    return async (url, seconds, connections, headers = {}) => {
      const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
      const output = await run("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url]);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
      const p99 = wrkMs(/\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const failures = non2xx + (socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0);
      return { rps, p99, failures };
    };
  }
  return async (url, seconds, connections, headers = {}) => {
    const { default: autocannon } = await import("autocannon");
    const result = await autocannon({ url, connections, duration: seconds, headers });
    return { rps: result.requests.total / result.duration, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
  };
}

function wrkMs(match) {
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
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

/** CPU seconds a target has used so far; NaN once it is gone (its row then shows NaN, not a crash). */
function cpuSeconds(pid) {
  try {
    return cpuMsOf(pid) / 1000;
  } catch {
    return NaN;
  }
}

/** One measurement of one target, with the CPU time the target spent per request. */
export async function measureOne(load, target, url, connections = CONNECTIONS, seconds = DURATION_S, headers = {}) {
  await load(`${target.base}${url}`, WARMUP_S, connections, headers);
  const cpuBefore = cpuSeconds(target.pid);
  const result = await load(`${target.base}${url}`, seconds, connections, headers);
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  return { ...result, cpuPerRequestUs: (cpu / (result.rps * seconds)) * 1e6 };
}

/** Lampstand and its peer on one path, in alternating halves so a burst of background load hurts both alike. */
export async function measurePair(load, ours, peer, url) {
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

/** measurePair over each of `paths`, as table rows with the size of each answer in `bodies`. */
export async function measurePairs(load, paths, bodies, ours, peer) {
  const rows = [];
  for (const url of paths) rows.push({ path: url, bytes: bodies.get(url).length, ...(await measurePair(load, ours, peer, url)) });
  return rows;
}

/**
 * What rendering costs, page cache off: restarts the server with PAGE_CACHE_MB=0 and loads each
 * page with a few connections (a render takes milliseconds; 100 connections would only queue).
 */
export async function measureRenders(load, pages, stopCached, startUncached, stopServer) {
  await stopCached();
  const uncached = await startUncached();
  const target = { name: "Lampstand, page cache off", base: uncached.base, pid: uncached.pid };
  const rows = [];
  for (const page of pages) rows.push(await measureOne(load, target, page, RENDER_CONNECTIONS, Math.max(3, DURATION_S / 2)));
  await stopServer(uncached);
  return rows;
}

/** Share of all CPUs busy over the next `ms` milliseconds, while our own servers sit idle. */
export async function machineBusyShare(ms) {
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
