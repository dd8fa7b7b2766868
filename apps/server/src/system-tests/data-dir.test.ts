import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMain } from "../test-support/processes.ts";
import { testingOnPostgres } from "../test-support/test-database.ts";

/**
 * The embedded database's folder unusable at start-up (ADR 022): the real server process stops
 * with exit code 1 and one sentence naming the folder and the reason, no stack trace, and leaves
 * no half-made database behind. Tests run as root here, for whom file permissions do not apply:
 * a read-only or full disk is a tiny tmpfs mounted for the test, where the machine allows
 * mounting (it skips those otherwise); a path through a regular file works everywhere.
 */
const work = mkdtempSync(path.join(tmpdir(), "lampstand-datadir-"));
const mounts: string[] = [];

/** A tmpfs of `size` at a new folder, or undefined when this machine does not let the tests mount. */
function mountTmpfs(name: string, options: string): string | undefined {
  const point = path.join(work, name);
  mkdirSync(point);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", point], { stdio: "ignore" });
  } catch {
    return undefined;
  }
  mounts.push(point);
  return point;
}

let canMount = false;
beforeAll(() => {
  const probe = mountTmpfs("probe", "size=1m");
  canMount = probe !== undefined;
});

afterAll(() => {
  for (const point of mounts.reverse()) execFileSync("umount", [point]);
  rmSync(work, { recursive: true, force: true });
});

async function startOn(dataDir: string): Promise<{ code: number | null; output: string }> {
  const server = startMain({ DATA_DIR: dataDir, PORT: "0", SERVE_WEB: "false" });
  const code = await server.exited;
  return { code, output: server.output() };
}

function expectClearRefusal({ code, output }: { code: number | null; output: string }, folder: string, reason: RegExp): void {
  expect(code, output).toBe(1);
  expect(output).toContain(`The data folder ${folder} cannot be used`);
  expect(output).toMatch(reason);
  expect(output).toMatch(/set DATA_DIR to a folder/);
  expect(output, "no stack trace").not.toMatch(/^\s+at /m);
}

describe.skipIf(testingOnPostgres())("a data folder that cannot be used at start-up", () => {
  it("a path through a regular file (ENOTDIR)", { timeout: 60_000 }, async () => {
    const file = path.join(work, "a-file");
    writeFileSync(file, "not a folder");
    const dataDir = path.join(file, "data");
    expectClearRefusal(await startOn(dataDir), dataDir, /part of the path is a file, not a folder \(ENOTDIR\)/);
  });

  it("a read-only file system (EROFS)", { timeout: 60_000 }, async (context) => {
    if (!canMount) context.skip("mount is not allowed here");
    const point = mountTmpfs("read-only", "size=1m,ro");
    expect(point).toBeDefined();
    expectClearRefusal(await startOn(point!), point!, /the file system is read-only \(EROFS\)/);
  });

  it("a disk with no room at all (ENOSPC)", { timeout: 60_000 }, async (context) => {
    if (!canMount) context.skip("mount is not allowed here");
    const point = mountTmpfs("full", "size=1m");
    expect(point).toBeDefined();
    try {
      writeFileSync(path.join(point!, "filler"), Buffer.alloc(2 * 1024 * 1024));
    } catch {
      // filled up to the last byte: what the test wants
    }
    expectClearRefusal(await startOn(point!), point!, /the disk is full \(ENOSPC\)/);
  });

  it("a disk that fills up while the new database is made (ENOSPC inside PGlite), leaving nothing behind", { timeout: 60_000 }, async (context) => {
    if (!canMount) context.skip("mount is not allowed here");
    const point = mountTmpfs("small", "size=2m");
    expect(point).toBeDefined();
    expectClearRefusal(await startOn(point!), point!, /the disk is full \(ENOSPC\)/);
    expect(readdirSync(point!)).toEqual([]);
  });
});
