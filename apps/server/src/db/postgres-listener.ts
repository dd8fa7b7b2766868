import pg from "pg";
import type { ListenerTiming } from "./client.ts";
import { CONNECT_TIMEOUT_MS } from "./postgres-pool.ts";

/**
 * A query every 15 s on the listening connection, answered within 5 s: a connection that died
 * without a word (an idle NAT or load balancer forgot it, a cable was pulled) is found within
 * 20 s. TCP keepalive alone would take the kernel's two hours. The queries also keep the
 * connection from looking idle to such a middlebox.
 */
export const LISTENER_TIMING: ListenerTiming = { everyMs: 15_000, timeoutMs: 5_000, retryMaxMs: 10_000 };

const FIRST_RETRY_MS = 1000;

export type PostgresListener = {
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  problem(): string | undefined;
  watch(watcher: (problem: string | undefined) => void): void;
  close(): Promise<void>;
};

/**
 * The one connection of a process that LISTENs (ADR 004), checked by a heartbeat (ADR 028). When
 * it fails, ends, or leaves a query unanswered, it is given up: `problem()` says why and the
 * watchers hear it (what is kept in memory is dropped, /readyz is not ready), and it is made
 * again with back-off (1 s, doubling, at most `retryMaxMs` apart) until it answers; then the
 * watchers hear that it is back. Notifications sent meanwhile are lost.
 */
export function postgresListener(url: string, timing: ListenerTiming = LISTENER_TIMING): PostgresListener {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  const watchers: Array<(problem: string | undefined) => void> = [];
  /** The connection listening now: undefined before the first, and while one is lost. */
  let current: { client: pg.Client; channels: Set<string>; heartbeat: NodeJS.Timeout } | undefined;
  let connecting: Promise<void> | undefined;
  let problem: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const report = (next: string | undefined) => {
    if (next === problem) return;
    problem = next;
    for (const watcher of watchers) watcher(next);
  };

  async function connect(): Promise<void> {
    // Every query on it has the heartbeat's time limit, the LISTENs of a reconnection too.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: timing.timeoutMs, keepAlive: true });
    client.on("error", (error) => lose(client, `it failed (${error.message})`));
    client.on("end", () => lose(client, "it was closed"));
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    const channels = new Set<string>();
    try {
      await client.connect();
      for (const channel of handlers.keys()) {
        await client.query(`LISTEN "${channel}"`);
        channels.add(channel);
      }
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    const heartbeat = setInterval(() => {
      client.query("SELECT 1").catch((error: Error) => lose(client, `it did not answer a query within ${timing.timeoutMs} ms (${error.message})`));
    }, timing.everyMs).unref();
    current = { client, channels, heartbeat };
  }

  function lose(client: pg.Client, why: string): void {
    if (current?.client !== client) return; // one given up already, or one still connecting
    clearInterval(current.heartbeat);
    current = undefined;
    // With a query still waiting, end() cuts the socket at once: a silent connection goes too.
    void client.end().catch(() => {});
    if (closed) return;
    report(`the connection that listens for other server processes' changes was lost: ${why}`);
    reconnectLater();
  }

  function reconnectLater(): void {
    retry = setTimeout(() => {
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (!closed) report(undefined);
        },
        () => {
          retryMs = Math.min(retryMs * 2, timing.retryMaxMs);
          if (!closed) reconnectLater();
        },
      );
    }, retryMs).unref();
  }

  return {
    async listen(channel, onMessage) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      // The first listen connects: a start-up that cannot fails. While lost, the reconnection listens to every channel.
      if (!current && problem === undefined) {
        connecting ??= connect().finally(() => (connecting = undefined));
        await connecting;
      }
      if (current && !current.channels.has(channel)) {
        await current.client.query(`LISTEN "${channel}"`);
        current.channels.add(channel);
      }
    },
    problem: () => problem,
    watch(watcher) {
      watchers.push(watcher);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = current;
      current = undefined;
      if (last) clearInterval(last.heartbeat);
      await last?.client.end().catch(() => {});
    },
  };
}
