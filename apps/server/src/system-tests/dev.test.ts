import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort, waitForServer } from "../test-support/processes.ts";
import { testingOnPostgres } from "../test-support/test-database.ts";

/**
 * `npm run dev` as a newcomer runs it: from the repository root, with nothing built. It must
 * serve pages rendered from the sources and stay up: Vite writes and deletes a temporary copy of
 * its config while starting, and a watcher that reacted to that restarted the server in a loop.
 * Runs once, on PGlite (the development default); the PostgreSQL pass skips it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Resolves when no process of the group is left; false when `timeoutMs` passed first. */
async function groupGone(groupId: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(testingOnPostgres())("npm run dev", () => {
  it("serves a page from the sources without restarting, and stops with its process group", { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lampstand-dev-"));
    const port = await freePort();
    // Only what a shell would hand it: no NODE_ENV=test or DATABASE_URL from the test runner.
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), PORT: String(port), DATA_DIR: dataDir };
    // Its own process group (npm → node --watch → the server → Vite's esbuild), stopped as one.
    const child = spawn("npm", ["run", "dev"], { cwd: repoRoot, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const groupId = child.pid!;
    try {
      const page = `http://127.0.0.1:${port}/our-values`;
      const restarted = () => (/Restarting/.test(output) ? "it restarted while starting" : undefined);
      await waitForServer(page, 180_000, restarted).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${output}`);
      });
      const response = await fetch(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<h1[^>]*>Our Values<\/h1>/);
      // Vite itself answers for its modules (hot reloading in the browser).
      const viteClient = await fetch(`http://127.0.0.1:${port}/@vite/client`);
      expect(viteClient.status).toBe(200);
      expect(viteClient.headers.get("content-type")).toMatch(/javascript/);

      // A restart triggered by the start-up itself would show within a second or two of it.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(output, output).not.toMatch(/Restarting/);
      expect(output.match(/Server listening/g), output).toHaveLength(1);
    } finally {
      process.kill(-groupId, "SIGTERM");
      if (!(await groupGone(groupId, 20_000))) process.kill(-groupId, "SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(output).toMatch(/SIGTERM: finishing requests in flight/);
  });
});
