import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../db/client.ts";
import { expectIdentical } from "../test-support/database-contents.ts";
import { freePort, startMain, waitForServer } from "../test-support/processes.ts";
import { fillSite, viaFetch } from "../test-support/site-content.ts";
import { createTestDatabase, testingOnPostgres } from "../test-support/test-database.ts";

/**
 * `npm run db:backup` while the real server runs, then `npm run db:restore` into a new data folder
 * (ADR 022). On PGlite the backup goes through the running server (the folder is its alone: a
 * second server on it is refused, and so is a restore into it); in the PostgreSQL pass it reads
 * the database directly. Either way the restored PGlite holds exactly what the site held.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const work = mkdtempSync(path.join(tmpdir(), "lampstand-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "src/backup/cli.ts", ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? "", INIT_CWD: work, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("db:backup and db:restore", () => {
  it("back up the running site and restore it into a new data folder, identically", { timeout: 180_000 }, async () => {
    // The most permissive umask a shell or cron job could have: the server, the backup and the
    // restore below inherit it, and still nobody but this user may read what they write.
    const umask = process.umask(0o000);
    onTestFinished(() => void process.umask(umask));
    const dataDir = path.join(work, "site");
    const pgDb = testingOnPostgres() ? await createTestDatabase() : null;
    await pgDb?.database.close();
    const env = { DATA_DIR: dataDir, ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}) };
    const port = await freePort();
    const server = startMain({ ...env, PORT: String(port), SERVE_WEB: "false", LOG_LEVEL: "warn" });
    try {
      await waitForServer(`http://127.0.0.1:${port}/readyz`, 60_000, () => (server.child.exitCode === null ? undefined : server.output()));
      await fillSite(viaFetch(`http://127.0.0.1:${port}`));

      if (!pgDb) {
        // The folder is the running server's: a second server and a restore into it are refused.
        const second = startMain({ ...env, PORT: String(await freePort()) });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`The data folder ${dataDir} cannot be used: another Lampstand process is using it`);
        const intoRunning = await cli(env, "restore", "nothing.jsonl.gz");
        expect(intoRunning.code).toBe(1);
      }

      if (!pgDb) {
        // PGlite writes its files 0666: its folder is this user's alone, and so is the socket that hands out backups.
        expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
        expect(modeOf(path.join(dataDir, "lampstand.sock"))).toBe(0o600);
      }

      const backup = await cli(env, "backup", "site.jsonl.gz");
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(pgDb ? /from PostgreSQL/ : /from the server running on/);
      expect(existsSync(path.join(work, "site.jsonl.gz"))).toBe(true);
      // Password hashes and visitors' messages: readable by this user only.
      expect(modeOf(path.join(work, "site.jsonl.gz"))).toBe(0o600);
      // The site went on answering while it was backed up.
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }

    const restoredDir = path.join(work, "restored");
    const restored = await cli({ DATA_DIR: restoredDir }, "restore", "site.jsonl.gz");
    expect(restored.code, restored.output).toBe(0);
    expect(modeOf(path.join(restoredDir, "pglite"))).toBe(0o700);
    expect(restored.output).toMatch(/Restored .*site\.jsonl\.gz: \d+ tables, \d+ rows/);
    // Restoring again finds the folder full, and says so.
    const again = await cli({ DATA_DIR: restoredDir }, "restore", "site.jsonl.gz");
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Restore failed: The target database is not empty/);
    expect(again.output).not.toMatch(/^\s+at /m);

    const original = pgDb ? await openDatabase({ kind: "postgres", url: pgDb.url! }) : await openDatabase({ kind: "pglite", dataDir });
    const copy = await openDatabase({ kind: "pglite", dataDir: restoredDir });
    try {
      await expectIdentical(copy, original);
    } finally {
      await copy.close();
      await original.close();
      await pgDb?.drop();
    }
  });
});
