import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../app-deps.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Vite names everything under /assets/ by content hash, so a URL there never changes meaning. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon, pictures in public/) may change with a deploy: browsers check again within a day. */
const SHORT = "public, max-age=86400";

/** Files up to this size are kept in memory (and compressed once); larger ones stream from disk. */
const IN_MEMORY_LIMIT = 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
};

/** Text formats gain from compression; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".map", ".webmanifest", ".txt", ".xml", ".svg"]);

type Encoding = "br" | "gzip";

type StaticFile = {
  filePath: string;
  size: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  body: Buffer | null;
  compressible: boolean;
  compressed: Map<Encoding, Promise<Buffer>>;
};

/**
 * Serves the web app's client build (apps/web/build/client). Only files found at start-up get
 * a route, so no request path ever reaches the file system: nothing to traverse, no surprises.
 */
export async function registerStaticFiles(app: ZodApp, clientDir: string): Promise<number> {
  const files = await listFiles(clientDir);
  for (const filePath of files) {
    const relative = path.relative(clientDir, filePath).split(path.sep).join("/");
    const urlPath = `/${relative}`;
    const extension = path.extname(filePath).toLowerCase();
    const info = await stat(filePath);
    const file: StaticFile = {
      filePath,
      size: info.size,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      body: info.size <= IN_MEMORY_LIMIT ? await readFile(filePath) : null,
      compressible: COMPRESSIBLE.has(extension),
      compressed: new Map(),
    };
    // An explicit route per file outranks the page catch-all "/*" in Fastify's router.
    app.get(urlPath, { schema: { hide: true } }, (request, reply) =>
      sendFile(request, reply, file),
    );
  }
  return files.length;
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): Promise<FastifyReply> {
  reply.header("Cache-Control", file.cacheControl);
  reply.header("ETag", file.etag);
  if (file.compressible) reply.header("Vary", "Accept-Encoding");

  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === file.etag)) {
    return reply.code(304).send();
  }

  reply.type(file.contentType);
  if (!file.body) {
    reply.header("Content-Length", file.size);
    return reply.send(createReadStream(file.filePath));
  }
  const encoding = file.compressible ? preferredEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(file.body);
  const compressed = await compressedBody(file, file.body, encoding);
  reply.header("Content-Encoding", encoding);
  return reply.send(compressed);
}

/** Compressed once per file and encoding, on first request, off the event loop (zlib runs in the thread pool). */
function compressedBody(file: StaticFile, body: Buffer, encoding: Encoding): Promise<Buffer> {
  let pending = file.compressed.get(encoding);
  if (!pending) {
    pending =
      encoding === "br"
        ? brotli(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipAsync(body, { level: 9 });
    file.compressed.set(encoding, pending);
  }
  return pending;
}

function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat().sort();
}
