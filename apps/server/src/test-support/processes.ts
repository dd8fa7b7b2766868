import { createServer } from "node:net";

/** A port nobody listens on right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or as soon as `failed()` says why not to wait on. */
export async function waitForServer(url: string, timeoutMs = 60_000, failed: () => string | undefined = () => undefined): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const reason = failed();
    if (reason) throw new Error(`server at ${url} will not start: ${reason}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}
