import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A port nobody listens on right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or as soon as `failed()` says why not to wait on. */
export async function waitForServer(url: string, timeoutMs = 60_000, failed: () => string | undefined = () => undefined): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const reason = failed();
    if (reason) throw new Error(`server at ${url} will not start: ${reason}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** A server entry point running in a Node process of its own, for tests that need a real one. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null>; stop(): Promise<number | null> };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Runs `entry` (a TypeScript file under apps/server, e.g. "src/main.ts") through tsx, with no
 * environment but PATH and `env`, collecting what it prints. `stop()` sends SIGTERM and waits
 * for the exit (SIGKILL after 15 s, as main.ts's own shutdown deadline would).
 */
export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(killer);
      }
    },
  };
}

/** The server's real entry point (src/main.ts) as a process of its own, with only `env` (and PATH) set. */
export const startMain = (env: Record<string, string>): ServerProcess => startServerProcess("src/main.ts", { LOG_LEVEL: "info", ...env });
