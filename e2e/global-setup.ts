import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoginRequest } from "@lampstand/contract/requests";
import type { TestProject } from "vitest/node";
import { repoRoot, startProductionServer } from "./support/production-server.ts";
import { SERVER_SETTINGS } from "./support/server-settings.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/temporary-database.ts";

/** The staff account the server creates at first start (ADMIN_EMAIL/ADMIN_PASSWORD), for tests that add content. */
const ADMIN = { email: "e2e-admin@example.org", password: "e2e-admin-password-1" } satisfies LoginRequest;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: LoginRequest;
    /**
     * Where support/mailbox.ts reads the server's outbox: its PostgreSQL database when the run is on
     * one (DATABASE_URL), else its data directory (PGlite, read through the backup socket).
     */
    outbox: { databaseUrl: string } | { dataDir: string };
  }
}

/**
 * One production server for the whole run: on PGlite in a fresh data directory, or, when
 * DATABASE_URL is set (as in CI), on a fresh PostgreSQL database made for this run only.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database: TemporaryDatabase | undefined = process.env.DATABASE_URL
    ? await createTemporaryDatabase(process.env.DATABASE_URL)
    : undefined;
  try {
    const server = await startProductionServer({
      databaseUrl: database?.url,
      env: { ...SERVER_SETTINGS, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    project.provide("baseUrl", server.baseUrl);
    project.provide("admin", ADMIN);
    project.provide("outbox", database ? { databaseUrl: database.url } : { dataDir: server.dataDir });
    return async () => {
      await server.stop();
      // Kept for reading after a failure (test-results/ is ignored by git).
      const logDir = path.join(repoRoot, "e2e", "test-results");
      await mkdir(logDir, { recursive: true });
      await writeFile(path.join(logDir, "server.log"), server.output());
      await database?.drop();
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
