import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { SERMON_AUDIO } from "@lampstand/contract/sermons";
import { MP3_FRAME_BYTES, mp3Stream } from "../test-support/audio.ts";
import { newBoundary } from "../test-support/multipart.ts";
import { freePort, startMain, waitForServer, type ServerProcess } from "../test-support/processes.ts";
import { createTestDatabase, testingOnPostgres, type TestDatabase } from "../test-support/test-database.ts";

/**
 * A 200 MB sermon upload to a real server process (ADR 037): the audio streams into the database
 * a chunk at a time, so the process's peak memory stays under the bench's ceiling for a server
 * (scripts/bench/config.mjs: 400 MB) however large the file; then the file is served whole by
 * length and by ranges. On PostgreSQL and on PGlite alike (measured in ADR 037).
 */
const PEAK_RSS_CEILING_MB = 400;
const ADMIN = { email: "pastor@example.org", password: "a long and unusual passphrase 7" };

const peakRssMb = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

let server: ServerProcess | undefined;
let pgDb: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "lampstand-sermon-audio-"));
afterAll(async () => {
  await server?.stop();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a multipart body made as it is sent: the text fields, then `bytes` of MP3 from a generator. */
function uploadSermon(base: string, token: string, bytes: number): Promise<{ status: number; text: string }> {
  const boundary = newBoundary();
  const head = Buffer.from(
    [
      ...Object.entries({ title: "A long sermon", date: "2026-03-15", speaker: "Ann Preacher" }).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="long.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
    ].join(""),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* mp3Stream(bytes);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/sermons`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    pipeline(Readable.from(body()), req).catch(reject);
  });
}

describe("a 200 MB sermon upload", () => {
  it("keeps the server's memory under the ceiling and serves the file back by ranges", async () => {
    if (testingOnPostgres()) pgDb = await createTestDatabase();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = () =>
      startMain({
        PORT: String(port),
        DATA_DIR: dataDir,
        SERVE_WEB: "false",
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}),
      });
    server = start();
    await waitForServer(`${base}/api/view-events`, 90_000);
    if (!testingOnPostgres()) {
      // Run from src there is no PGlite template (the build writes it), so this first start runs
      // initdb, whose peak (~780 MB) the process keeps in VmHWM. A deployment's first start copies
      // the template instead, and every later start opens the folder: so does the measured process.
      await server.stop();
      server = start();
      await waitForServer(`${base}/api/view-events`, 90_000);
    }
    const login = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status, server.output()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const startPeak = peakRssMb(server.child.pid!);

    const size = Math.floor((SERMON_AUDIO.maxBytes - 4096) / MP3_FRAME_BYTES) * MP3_FRAME_BYTES;
    const started = Date.now();
    const answer = await uploadSermon(base, token, size);
    expect(answer.status, answer.text).toBe(201);
    const sermon = JSON.parse(answer.text) as { id: number; audio: { bytes: number; duration_seconds: number } };
    const peak = peakRssMb(server.child.pid!);
    console.log(`200 MB upload: ${((Date.now() - started) / 1000).toFixed(1)} s, server peak RSS ${peak.toFixed(0)} MB (${startPeak.toFixed(0)} MB after start)`);
    expect(sermon.audio.bytes).toBe(size);
    // 1,152 samples at 44.1 kHz a frame.
    expect(sermon.audio.duration_seconds).toBe(Math.round(((size / MP3_FRAME_BYTES) * 1152) / 44_100));
    expect(peak).toBeLessThanOrEqual(PEAK_RSS_CEILING_MB);

    const head = await fetch(`${base}/api/sermons/${sermon.id}/audio`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(size));
    const last = await fetch(`${base}/api/sermons/${sermon.id}/audio`, { headers: { range: "bytes=-417" } });
    expect(last.status).toBe(206);
    expect(last.headers.get("content-range")).toBe(`bytes ${size - 417}-${size - 1}/${size}`);
    const frame = Buffer.from(await last.arrayBuffer());
    expect(frame.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xfb, 0x90, 0xc0]));
  }, 600_000);
});
