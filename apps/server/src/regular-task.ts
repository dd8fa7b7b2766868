import type { FastifyInstance } from "fastify";
import { loggableError } from "./plugins/errors.ts";

/**
 * Runs `task` once the app is ready and every `everyMs` after, until it closes. A run that fails
 * (the database out of reach) is logged with `failure` and tried again at the next turn; a run
 * under way when the app closes finishes first (the database closes after the app); the timer
 * keeps no process alive.
 */
export function runRegularly(app: FastifyInstance, everyMs: number, task: () => Promise<void>, failure: string): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => app.log.warn({ err: loggableError(error) }, failure));
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
