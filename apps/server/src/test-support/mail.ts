import { beforeAll, afterAll } from "vitest";
import type { Notifications, StaffSiteSettingsResponse } from "@lampstand/contract/site-settings";
import type { ZodApp } from "../app-deps.ts";
import { TestSmtpServer } from "./test-smtp-server.ts";

/** The sender every test server mails as. */
export const TEST_MAIL_FROM = "Lampstand Office <office@example.org>";

/**
 * A TestSmtpServer for the test file, and the environment that makes a test app send to it:
 * spread `env` into useTestApp's (call this first: its beforeAll fills `env` before the app starts).
 * Waits stay short so a retry comes within a second or two.
 */
export function useTestSmtpServer(extraEnv: Record<string, string> = {}): { smtp: TestSmtpServer; env: Record<string, string> } {
  const context = { env: {} as Record<string, string> } as { smtp: TestSmtpServer; env: Record<string, string> };
  beforeAll(async () => {
    context.smtp = await TestSmtpServer.start();
    Object.assign(context.env, {
      SMTP_URL: context.smtp.url,
      MAIL_FROM: TEST_MAIL_FROM,
      MAIL_RETRY_FIRST_SECONDS: "1",
      MAIL_RETRY_MAX_SECONDS: "1",
      MAIL_POLL_SECONDS: "1",
      ...extraEnv,
    });
  });
  afterAll(async () => {
    await context.smtp?.stop();
  });
  return context;
}

/** Sets who gets the prayer-request and contact-message alerts, as staff do on /admin/settings. */
export async function setAlertAddresses(app: ZodApp, auth: { authorization: string }, notifications: Notifications): Promise<void> {
  const current = (await app.inject({ method: "GET", url: "/api/settings", headers: auth })).json() as StaffSiteSettingsResponse;
  const { logo: _logo, updated_at: _updatedAt, ...editable } = current;
  const saved = await app.inject({ method: "PUT", url: "/api/settings", headers: auth, payload: { ...editable, notifications } });
  if (saved.statusCode !== 200) throw new Error(`saving the alert addresses failed: ${saved.statusCode} ${saved.body}`);
}
