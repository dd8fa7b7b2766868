import { chmod, mkdir, rm } from "node:fs/promises";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import type { Writable } from "node:stream";
import { DataDirError, fileSystemCode } from "../db/data-dir.ts";

/**
 * PGlite is PostgreSQL inside one process: a second process must never open its folder while
 * the first has it. The process that has the folder listens on a Unix socket in it
 * (DATA_DIR/lampstand.sock, for this user only): a server, a backup or a restore that finds it
 * answering knows the folder is taken, and `npm run db:backup` asks the running server for the
 * backup through it instead of opening the database itself (ADR 022). Whoever may use the socket
 * may read the folder's files anyway.
 */
export const socketPath = (dataDir: string) => path.resolve(dataDir, "lampstand.sock");

/** Unix socket paths are limited to about a hundred bytes. */
const MAX_SOCKET_PATH = 100;

export type DataDirHold = {
  /** From now on, GET /backup on the socket streams a backup written by `backup`. */
  serveBackups(backup: (out: Writable) => Promise<unknown>): void;
  release(): Promise<void>;
};

/** Whether a process answers on `socket`. */
export function isAnswering(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/**
 * Takes the data folder for this process, or throws DataDirError (EBUSY) when another Lampstand
 * process has it. Undefined when the folder's path is too long for a socket: then nothing guards
 * it, and backups need the server stopped.
 */
export async function holdDataDir(dataDir: string): Promise<DataDirHold | undefined> {
  const folder = path.resolve(dataDir);
  const socket = socketPath(folder);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return undefined;
  if (await isAnswering(socket)) throw new DataDirError(folder, "EBUSY");
  let backup: ((out: Writable) => Promise<unknown>) | undefined;
  const server = createServer((incoming, response) => void answer(incoming, response));
  async function answer(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    if (incoming.method !== "GET" || incoming.url !== "/backup" || !backup) {
      response.writeHead(backup ? 404 : 503, { "content-type": "text/plain; charset=utf-8" }).end(backup ? "Not found." : "This data folder is busy.");
      return;
    }
    response.writeHead(200, { "content-type": "application/gzip" });
    // A failure half-way cuts the connection: the client sees an incomplete answer, never a short file taken for whole.
    await backup(response).catch((error: unknown) => response.destroy(error as Error));
  }
  try {
    await mkdir(folder, { recursive: true });
    await rm(socket, { force: true }); // left by a process that was killed: nothing answered on it
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      listenOwnerOnly(server, socket, resolve);
    });
    await chmod(socket, 0o600);
  } catch (error) {
    const code = fileSystemCode(error);
    throw code ? new DataDirError(folder, code) : error;
  }
  return {
    serveBackups(write) {
      backup = write;
    },
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socket, { force: true });
    },
  };
}

/**
 * Whoever connects may ask for a backup, and a connection made stays usable after a chmod: so the
 * socket is born this user's alone (Node binds it synchronously inside listen(), under the umask
 * set for just that call), never open to others for the moment before the chmod above.
 */
function listenOwnerOnly(server: Server, socket: string, listening: () => void): void {
  const umask = process.umask(0o177);
  try {
    server.listen(socket, listening);
  } finally {
    process.umask(umask);
  }
}

/** Streams a backup from the process holding the folder into `out`. */
export function backupFromRunningServer(dataDir: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: socketPath(dataDir), path: "/backup", method: "GET" }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`The running server could not make the backup (HTTP ${response.statusCode}).`));
        return;
      }
      response.once("aborted", () => reject(new Error("The running server stopped half-way through the backup.")));
      response.once("error", reject);
      out.once("error", reject);
      out.once("finish", () => resolve());
      response.pipe(out);
    });
    asked.once("error", reject);
    asked.end();
  });
}
