import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBackupFile } from "./write-backup.ts";

/**
 * A backup file holds password hashes and visitors' messages (issue 18, point 7): under the most
 * permissive umask, the `.partial` file is this user's alone from the moment it exists, and so is
 * the backup it becomes. The whole command, with a running server, is backup-process.test.ts.
 */
const work = mkdtempSync(path.join(tmpdir(), "lampstand-backup-mode-"));
let umask: number;
beforeAll(() => {
  umask = process.umask(0o000);
});
afterAll(() => {
  process.umask(umask);
  rmSync(work, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Writes `text`, noting the partial file's mode before a byte went in. */
function writing(file: string, text: string, seen: number[]) {
  return async (out: Writable) => {
    seen.push(modeOf(`${file}.partial`));
    out.end(text);
    await once(out, "finish");
  };
}

describe("the backup file", () => {
  it("is 0600 from the partial file's first moment to the finished backup", async () => {
    const file = path.join(work, "site.jsonl.gz");
    const seen: number[] = [];
    await writeBackupFile(file, writing(file, "backup", seen));
    expect(seen).toEqual([0o600]);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("backup");
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it("never reuses a partial file a killed run left behind, which would keep that file's mode", async () => {
    const file = path.join(work, "again.jsonl.gz");
    writeFileSync(`${file}.partial`, "half a backup", { mode: 0o644 });
    const seen: number[] = [];
    await writeBackupFile(file, writing(file, "whole", seen));
    expect(seen).toEqual([0o600]);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("whole");
  });

  it("replaces an older backup of that name with a private one", async () => {
    const file = path.join(work, "nightly.jsonl.gz");
    writeFileSync(file, "last night's", { mode: 0o644 });
    await writeBackupFile(file, writing(file, "tonight's", []));
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("tonight's");
  });

  it("leaves nothing behind when the backup fails half-way", async () => {
    const file = path.join(work, "failed.jsonl.gz");
    await expect(
      writeBackupFile(file, async (out) => {
        out.write("a start");
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
