// One bench run's servers and temporary directory: every process it starts is tracked, so that
// Ctrl-C or a failure stops them all and removes the directory; every Lampstand server's peak
// memory is kept for the memory goal.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { memoryOf } from "../lib/proc.mjs";
import { stopChild } from "../lib/processes.mjs";
import { productionEnv, seed, startServer } from "../lib/server.mjs";

export function createSession() {
  /** @type {Set<import("node:child_process").ChildProcess>} */
  const children = new Set();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "lampstand-bench-"));
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all([...children].map((child) => stopChild(child)));
      rmSync(tempDir, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing ${tempDir}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  /** @param {import("node:child_process").ChildProcess} child */
  const track = (child) => {
    children.add(child);
    child.once("exit", () => children.delete(child));
  };
  /** Peak RSS of every Lampstand server process, as each stops ("?" when it could not be read). */
  const peaks = [];

  return {
    tempDir,
    track,
    peaks,
    cleanup,
    /** Lampstand as a newcomer runs it: production build, default configuration (logging included). */
    startLampstand(dataDir, extraEnv = {}) {
      const env = { ...productionEnv(dataDir), ...extraEnv };
      delete env.LOG_LEVEL;
      delete env.LOG_REQUESTS;
      return startServer({ env, onSpawn: track });
    },
    async stopLampstand(server) {
      let peak;
      try {
        peak = memoryOf(server.pid).peakRssMb;
      } catch {
        peak = "?";
      }
      await stopChild(server.child);
      peaks.push(peak);
      return peak;
    },
    seedInto(dataDir, args = []) {
      return seed(productionEnv(dataDir), args, track);
    },
  };
}
