// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web app's client
// build, once, at build time: @fastify/static then serves them as they are (`preCompressed`),
// so no request pays for compression. Run by build.mjs (after the web app's build); plain
// JavaScript so that build.mjs runs it with Node alone.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats gain from compression; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".map", ".webmanifest", ".txt", ".xml", ".svg"]);

/**
 * Compresses each compressible file under `dir` whose copies are missing or older than it; a
 * copy that would not be smaller is not written (the original is then served). Returns how
 * many copies it wrote.
 */
export async function precompressClientFiles(dir) {
  let written = 0;
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const source = await stat(file);
    let body;
    for (const [extension, compress] of ENCODERS) {
      const target = `${file}${extension}`;
      if ((await modifiedAt(target)) >= source.mtimeMs) continue;
      body ??= await readFile(file);
      const compressed = await compress(body);
      // Not smaller: the original is served instead, and a copy from an earlier build must not be.
      if (compressed.length >= body.length) {
        await rm(target, { force: true });
        continue;
      }
      await writeFile(target, compressed);
      written += 1;
    }
  }
  return written;
}

/** Maximum effort: each file is compressed once per build, and served many times. */
const ENCODERS = [
  [".br", (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
  [".gz", (body) => gzipAsync(body, { level: 9 })],
];

async function modifiedAt(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
