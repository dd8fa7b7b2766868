import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { apiUrl } from "./api.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const mainScript = path.join(repoRoot, "apps", "server", "dist", "main.js");

export type ProductionServer = {
  baseUrl: string;
  /** The server's process id, e.g. to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a power cut of the process: no shutdown code runs. Resolves once it is gone. */
  kill(): Promise<void>;
  output(): string;
};

/** `dataDir`: the server's data directory, kept when it stops (else a fresh one, removed on stop). */
export type ServerOptions = { databaseUrl?: string; env?: Record<string, string>; dataDir?: string };

/**
 * Starts the built server exactly as production does (`node apps/server/dist/main.js`),
 * on a free port with an empty data directory (or the given one), and waits until it answers.
 */
export async function startProductionServer(options: ServerOptions = {}): Promise<ProductionServer> {
  if (!existsSync(mainScript)) {
    throw new Error(`${mainScript} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "lampstand-e2e-")));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Only what the server needs: a DATABASE_URL inherited from the shell must not leak in unasked.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [mainScript], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });

  let log = "";
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; the whole log of a long run is not needed.
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const stop = async () => {
    await stopChild(child, exited);
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };

  try {
    await waitUntilReady(apiUrl(baseUrl, API_PATHS.viewEvents), exited, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop, kill, output: () => log };
}

async function waitUntilReady(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  // A first start on an empty PGlite directory takes several seconds (ARCHITECTURE, pitfalls).
  const deadline = Date.now() + 90_000;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited with code ${exitCode} before answering.\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within 90 s.\n${output()}`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A port nobody listens on now: the OS picks it, we release it and hand it to the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
