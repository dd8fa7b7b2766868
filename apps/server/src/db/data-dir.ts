import { randomBytes } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded database's folder cannot be used: the disk is full, the file system is
 * read-only, access is denied… A start-up that meets one stops with this message, which names
 * the folder and what to do, instead of a stack trace (ADR 022).
 */
export class DataDirError extends Error {
  constructor(
    readonly folder: string,
    readonly code: string,
  ) {
    super(`The data folder ${folder} cannot be used: ${REASONS[code] ?? code} (${code}). ${ADVICE}`);
    this.name = "DataDirError";
  }
}

const ADVICE = "Fix that, or set DATA_DIR to a folder on a disk with free space that this user can write to.";

const REASONS: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EROFS: "the file system is read-only",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "part of the path is a file, not a folder",
  EISDIR: "a folder is where a file should be",
  ENOENT: "it cannot be created there",
  EIO: "the disk reports an input/output error",
  EBUSY: "another Lampstand process is using it (a server, a backup or a restore); only one may at a time",
  // PostgreSQL's own words for the same, from inside PGlite.
  "53100": "the disk is full",
  "58030": "the disk reports an input/output error",
};

/**
 * PGlite's file system layer (Emscripten) throws `ErrnoError`s that carry only a number, in
 * WASI's numbering: these are the ones a data folder can cause.
 */
const WASI_ERRNO: Record<number, string> = { 2: "EACCES", 19: "EDQUOT", 29: "EIO", 31: "EISDIR", 44: "ENOENT", 51: "ENOSPC", 54: "ENOTDIR", 63: "EPERM", 69: "EROFS" };

/** The file-system reason behind `error` (Node's code, PGlite's errno, PostgreSQL's SQLSTATE), if it is one. */
export function fileSystemCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 4) return undefined;
  const { code, errno, name, cause } = error as { code?: unknown; errno?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === "string" && code in REASONS) return code;
  if (name === "ErrnoError" && typeof errno === "number" && WASI_ERRNO[errno]) return WASI_ERRNO[errno];
  return fileSystemCode(cause, depth + 1);
}

/**
 * Makes the folder and writes, syncs and deletes a small file in it: a read-only file system,
 * a folder this user may not write to or a disk with no room left shows here, with a Node error
 * code, rather than half-way through PostgreSQL starting up.
 */
export async function checkWritable(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const probe = path.join(folder, `.write-test-${randomBytes(4).toString("hex")}`);
  try {
    const file = await open(probe, "w");
    try {
      await file.write(Buffer.alloc(64 * 1024));
      await file.sync();
    } finally {
      await file.close();
    }
  } finally {
    await rm(probe, { force: true });
  }
}
