import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TestSmtpServer } from "@lampstand/server/test-smtp-server";
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
    /** The folder the run's mail server writes each mail it receives to (support/fixtures.ts `mailbox`). */
    mailDir: string;
    /** The settings that send a server's mail to that same mail server, for a test file that starts its own server. */
    mailSettings: { SMTP_URL: string; MAIL_FROM: string };
  }
}

/** The address the server sends mail as. */
const MAIL_FROM = "Lampstand Office <office@example.org>";

/**
 * One production server for the whole run: on PGlite in a fresh data directory, or, when
 * DATABASE_URL is set (as in CI), on a fresh PostgreSQL database made for this run only. It
 * sends mail to a real SMTP server in this process, which writes each mail to a folder the tests
 * read (the `mailbox` fixture).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database: TemporaryDatabase | undefined = process.env.DATABASE_URL
    ? await createTemporaryDatabase(process.env.DATABASE_URL)
    : undefined;
  const mailDir = await mkdtemp(path.join(tmpdir(), "lampstand-e2e-mail-"));
  const smtp = await TestSmtpServer.start({ saveTo: mailDir });
  try {
    const mailSettings = { SMTP_URL: smtp.url, MAIL_FROM };
    const server = await startProductionServer({
      databaseUrl: database?.url,
      env: { ...SERVER_SETTINGS, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...mailSettings },
    });
    project.provide("baseUrl", server.baseUrl);
    project.provide("admin", ADMIN);
    project.provide("mailDir", mailDir);
    project.provide("mailSettings", mailSettings);
    return async () => {
      await server.stop();
      await smtp.stop();
      await rm(mailDir, { recursive: true, force: true });
      // Kept for reading after a failure (test-results/ is ignored by git).
      const logDir = path.join(repoRoot, "e2e", "test-results");
      await mkdir(logDir, { recursive: true });
      await writeFile(path.join(logDir, "server.log"), server.output());
      await database?.drop();
    };
  } catch (error) {
    await database?.drop();
    await smtp.stop();
    throw error;
  }
}
