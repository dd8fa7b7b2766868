import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** A stream to hand the app's logger, and what was written to it so far. */
export function captureLog(): { stream: Writable; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * An app on a fresh database for the test file, logging at the most talkative level, request
 * lines included, into `log`. Closed after the file's tests.
 */
export function useAppWithCapturedLog(env: Record<string, string> = {}): { app: ZodApp; testDb: TestDatabase; log: () => string } {
  const captured = captureLog();
  const context = { log: captured.text } as { app: ZodApp; testDb: TestDatabase; log: () => string };
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "trace", LOG_REQUESTS: "true", ...env });
    context.testDb = await createTestDatabase();
    context.app = await buildApp(config, context.testDb.database, { web: false, logger: { level: "trace", stream: captured.stream } });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.testDb?.drop();
  });
  return context;
}
