// Child processes of the scripts: a port for them to listen on, started, waited for until they
// answer over HTTP, stopped. Dependency-free.

import { request } from "node:http";
import { createServer } from "node:net";

/** Every server the scripts start listens here, and nowhere else. */
export const HOST = "127.0.0.1";

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The environment without DATABASE_URL: the scripts measure the embedded database. */
export function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** Resolves with the exit code once `child` has exited (1 when a signal ended it). */
export function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * Resolves once `url` answers — 2xx, or with `anyStatus` any answer at all; throws if `child`
 * exits first or after `timeoutMs`. The probe is a bare http.request without a keep-alive agent:
 * where a start is timed, the poll interval is the measurement's resolution and the probe should
 * cost the server as little as it can.
 *
 * @param {import("node:child_process").ChildProcess} child
 * @param {string} url
 * @param {{ timeoutMs: number, intervalMs?: number, anyStatus?: boolean }} options
 */
export async function waitUntilAnswering(child, url, { timeoutMs, intervalMs = 20, anyStatus = false }) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The process serving ${url} exited (code ${child.exitCode ?? child.signalCode}) before answering.`);
    }
    const status = await statusOf(url);
    if (status !== undefined && (anyStatus || (status >= 200 && status < 300))) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** The status of one GET of `url`, its body read to the end; undefined when nothing answers. */
function statusOf(url) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode));
      res.once("error", () => resolve(undefined));
    });
    req.once("error", () => resolve(undefined));
    req.once("timeout", () => req.destroy());
    req.end();
  });
}

/** SIGTERM (the server then closes its database), SIGKILL if it has not exited after `killAfterMs`. */
export async function stopChild(child, killAfterMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
  await done;
  clearTimeout(timer);
}
