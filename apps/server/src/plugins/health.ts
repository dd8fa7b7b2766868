import type { FastifyInstance } from "fastify";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { Database } from "../db/client.ts";
import { pingDatabase, type OutageLog } from "../db/availability.ts";

/** A load balancer checks every few seconds and gives up on an answer after a few: answer before it does. */
const READY_TIMEOUT_MS = 2000;

/**
 * GET /healthz (the process answers) and GET /readyz (and can reach its database), for load
 * balancers and orchestrators (ADR 022). At the root, where they look for them, not under the
 * API base; not in the API's description (they are not the church's API), never rate-limited
 * (a probe every second from one address is their job) and never in the request log, even with
 * LOG_REQUESTS (a line per probe would drown the visitors' lines).
 */
export function registerHealthChecks(app: FastifyInstance, database: Database, outage: OutageLog): void {
  const options = { config: { public: true, rateLimit: false }, logLevel: "silent", schema: { hide: true } } as const;

  // Liveness: no database query, so a slow database never gets a healthy process restarted.
  app.get("/healthz", options, async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  // Told once each way, as the outage log does: what the probes below then report meanwhile.
  let lostAt = 0;
  database.watchNotifications((problem) => {
    if (problem) {
      lostAt = Date.now();
      app.log.warn(`${problem}. Nothing is kept in memory, and /readyz says not ready, until it is back (ADR 028).`);
    } else {
      app.log.warn(`listening for other server processes' changes again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s; memory dropped, keeping again`);
    }
  });

  app.get("/readyz", options, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await pingDatabase(database, READY_TIMEOUT_MS);
      // Changes made through another process may be missed: this one serves everything uncached
      // meanwhile, but a load balancer had better send visitors to a process that hears them.
      const problem = database.notificationProblem();
      if (problem) return reply.status(503).header("retry-after", "5").send({ message: `Not ready: ${problem}. Reconnecting.` });
      return reply.send({ status: "ok" });
    } catch (error) {
      // Logged once per outage, not once per probe (probes come every few seconds).
      outage.report(error);
      return reply.status(503).header("retry-after", "5").send({ message: SERVER_MESSAGES.databaseUnavailable });
    }
  });
}
