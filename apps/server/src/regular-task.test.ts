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

  it("tries again at the next turn after a failed run", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const app = Fastify({ logger: false });
    app.log.warn = (() => undefined) as typeof app.log.warn;
    let attempts = 0;
    runRegularly(
      app,
      1000,
      async () => {
        attempts++;
        if (attempts === 1) throw new Error("database out of reach");
      },
      "could not",
    );
    await app.ready();
    await vi.advanceTimersByTimeAsync(2500);
    expect(attempts).toBe(3);
    await app.close();
  });

  it("skips a turn that comes while the last run is still under way", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const app = Fastify({ logger: false });
    let started = 0;
    let finish: () => void = () => undefined;
    runRegularly(
      app,
      1000,
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      "could not",
    );
    await app.ready();
    await vi.advanceTimersByTimeAsync(3500);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    finish();
    await app.close();
  });
});
