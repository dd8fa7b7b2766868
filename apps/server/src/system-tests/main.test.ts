import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startMain, waitForServer } from "../test-support/processes.ts";
import { createTestDatabase, testingOnPostgres } from "../test-support/test-database.ts";

/** The real entry point, as a separate process: configuration errors and graceful shutdown. */
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("refuses to start on a bad setting, naming the variable", async () => {
    const { exited, output } = startMain({ PORT: "not-a-port" });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/PORT="not-a-port"/);
  });

  it("on SIGTERM finishes the request in flight, stops, and keeps the data", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lampstand-main-"));
    dataDirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    // In the PostgreSQL pass the process runs on a fresh PostgreSQL database instead of PGlite.
    const pgDb = testingOnPostgres() ? await createTestDatabase() : null;
    await pgDb?.database.close();
    const env = { PORT: String(port), DATA_DIR: dataDir, SERVE_WEB: "false", ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}) };
    const first = startMain(env);
    await waitForServer(`${base}/view-events`);

    const signup = await fetch(`${base}/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Keeper", email: "keeper@example.org", password: "long enough" }),
    });
    expect(signup.status).toBe(201);

    // A sign-in takes a few hundred milliseconds of password hashing: it is in flight when the signal comes.
    const inFlight = fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "keeper@example.org", password: "long enough" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill("SIGTERM");
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toMatch(/SIGTERM/);
    await expect(fetch(`${base}/view-events`)).rejects.toThrow();

    // The embedded database was closed cleanly: a new process opens it and finds the account.
    const second = startMain(env);
    await waitForServer(`${base}/view-events`);
    const again = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "keeper@example.org", password: "long enough" }),
    });
    expect(again.status).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
    await pgDb?.drop();
  });
});
