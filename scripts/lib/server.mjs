// The production build as the measurements run it: its environment, the demo content, a server
// on a free port that is only handed back once it answers.

import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./build.mjs";
import { HOST, exited, freePort, stopChild, waitUntilAnswering, withoutDatabaseUrl } from "./processes.mjs";

export const SERVER_ENTRY = path.join(repoRoot, "apps", "server", "dist", "main.js");
const SEED_ENTRY = path.join(repoRoot, "apps", "server", "dist", "seed.js");

/** `env` for the production build on `dataDir`: the embedded database, whatever DATABASE_URL the shell has. */
export function productionEnv(dataDir, env = process.env) {
  return { ...withoutDatabaseUrl(env), NODE_ENV: "production", DATA_DIR: dataDir };
}

/**
 * Loads the demo content (`npm run db:seed`, with `args` such as `--events=5000`) into the
 * database `env` names. `onSpawn` sees the process, for a caller that stops its children on Ctrl-C.
 */
export async function seed(env, args = [], onSpawn = undefined) {
  const child = spawn(process.execPath, [SEED_ENTRY, ...args], { cwd: repoRoot, env, stdio: ["ignore", "ignore", "inherit"] });
  onSpawn?.(child);
  const code = await exited(child);
  if (code !== 0) throw new Error(`Seeding ${args.join(" ") || "the demo content"} failed (exit code ${code}).`);
}

/**
 * Runs a Node server (the production build unless `entry` says otherwise) with `env`, on a free
 * port of HOST (PORT and HOST are set here), and resolves once `probePath` answers (2xx, or any
 * answer with `anyStatus`). `startMs` runs from spawn() to that answer, so it includes Node's
 * own start. A server that does not answer in time is stopped.
 *
 * @param {{
 *   env: NodeJS.ProcessEnv, entry?: string, nodeArgs?: string[], probePath?: string,
 *   timeoutMs?: number, intervalMs?: number, anyStatus?: boolean,
 *   stdio?: import("node:child_process").StdioOptions,
 *   onSpawn?: (child: import("node:child_process").ChildProcess) => void,
 * }} options
 */
export async function startServer({ env, entry = SERVER_ENTRY, nodeArgs = [], probePath = "/api/sliders", timeoutMs = 90_000, intervalMs, anyStatus, stdio = ["ignore", "ignore", "inherit"], onSpawn }) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], { cwd: repoRoot, env: { ...env, HOST, PORT: String(port) }, stdio });
  onSpawn?.(child);
  try {
    await waitUntilAnswering(child, `${base}${probePath}`, { timeoutMs, intervalMs, anyStatus });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, pid: child.pid, port, base, startMs: performance.now() - startedAt };
}
