import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runRegularly } from "./regular-task.ts";

describe("runRegularly", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the task when the app is ready and every interval after, and no more once it has closed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const app = Fastify();
    let runs = 0;
    runRegularly(app, 1000, async () => void runs++, "failed");
    expect(runs).toBe(0);
    await app.ready();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it("lets a run under way finish before the app has closed, and goes on after a failed run", async () => {
    const app = Fastify({ logger: false });
    const warnings: unknown[] = [];
    let finished = false;
    let attempts = 0;
    runRegularly(
      app,
      60_000,
      async () => {
        attempts++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        throw new Error("database out of reach");
      },
      "could not",
    );
    app.log.warn = ((...args: unknown[]) => void warnings.push(args)) as typeof app.log.warn;
    await app.ready();
    await app.close();
    expect(attempts).toBe(1);
    expect(finished).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
