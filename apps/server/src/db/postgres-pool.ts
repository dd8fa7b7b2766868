import pg from "pg";

/**
 * How long a request waits for a connection (a new one, or a free one of the pool's) before it is
 * answered 503: PostgreSQL down or out of reach must not leave visitors' requests hanging.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * How long one query may take before its connection is given up for dead. A church's queries take
 * milliseconds; this catches a connection whose packets go nowhere (a cable pulled, a firewall
 * dropping them), which TCP alone would notice only after minutes.
 */
export const QUERY_TIMEOUT_MS = 15_000;

/**
 * The pool of connections to PostgreSQL, made to live through the database going away and
 * coming back (ADR 022):
 * - a connection that fails while it sits idle, or while it is checked out between two queries
 *   of a transaction, must not crash the process: node-postgres emits `error` then, and an
 *   event emitter's `error` without a listener throws;
 * - a checked-out connection that dies is handed back to the pool as broken, so the pool drops
 *   it. drizzle's transaction() does not release its connection when `BEGIN` itself fails, and
 *   a pool that leaked its ten connections that way would answer 503 for ever;
 * - connecting and querying have time limits (above).
 */
export function createPool(url: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that drops: the pool removes it; this listener only keeps the process alive.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  guardCheckouts(pool);
  return pool;
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * Wraps every checkout (drizzle's `connect()`, and the pool's own inside `query()`): releasing
 * twice is harmless, and a connection that ends while checked out is released as broken at once.
 */
function guardCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as unknown as (callback: ConnectCallback) => void;
  const guarded = (callback?: ConnectCallback): Promise<pg.PoolClient> | void => {
    if (callback) {
      connect((error, client, done) => {
        if (client) guard(client);
        callback(error, client, client ? client.release : done);
      });
      return;
    }
    return new Promise((resolve, reject) => connect((error, client) => (client ? resolve(guard(client)) : reject(error))));
  };
  pool.connect = guarded as typeof pool.connect;
}

function guard(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const ended = () => client.release(new Error("Connection terminated while checked out"));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", ended);
    release(error);
  };
  client.once("end", ended);
  return client;
}
