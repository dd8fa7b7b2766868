import type { FastifyInstance } from "fastify";
import { loggableError } from "./plugins/errors.ts";

/**
 * Runs `task` once the app is ready and every `everyMs` after, until it closes. A run that fails
 * (the database out of reach) is logged with `failure` and tried again at the next turn; a turn
 * that comes while a run is still under way is skipped; a run under way when the app closes
 * finishes first (the database closes after the app); the timer keeps no process alive.
 */
export function runRegularly(app: FastifyInstance, everyMs: number, task: () => Promise<void>, failure: string): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    // A run that outlasts the interval is not joined by a second one: the next turn comes after it.
    if (running) return;
    running = task()
      .catch((error: unknown) => app.log.warn({ err: loggableError(error) }, failure))
      .finally(() => (running = undefined));
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
