import { afterAll, beforeAll } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { buildApp, type BuildOptions } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig, type Config } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestContext = {
  app: ZodApp;
  config: Config;
  testDb: TestDatabase;
  /** Bearer header of the admin created by `signIn()`. */
  auth: { authorization: string };
  token: string;
};

/** Generous limits by default, so only the tests about limits meet them. */
const TEST_ENV = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  LOGIN_RATE_LIMIT: "10000",
  SIGNUP_RATE_LIMIT: "10000",
  FORM_RATE_LIMIT: "10000",
  PASSWORD_RESET_RATE_LIMIT: "10000",
  FORM_MIN_FILL_MS: "2000",
};

/** An app on a fresh database; `web` renders pages (test-support/web-sources.ts), else the API alone. */
export async function startTestApp(env: Record<string, string> = {}, web: BuildOptions["web"] = false): Promise<Omit<TestContext, "auth" | "token">> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const testDb = await createTestDatabase();
  const app = await buildApp(config, testDb.database, { web, logger: false });
  await app.ready();
  return { app, config, testDb };
}

/**
 * Builds an app on a fresh database for the test file, with a signed-in admin
 * (the first sign-up becomes admin). Closed after the file's tests.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await startTestApp(env));
    const session = await signUpAndLogIn(context.app, { name: "Grace Admin", email: "grace@example.org", password: "correct horse 1" });
    context.token = session.token;
    context.auth = { authorization: `Bearer ${session.token}` };
  });
  afterAll(async () => {
    await context.app?.close();
    await context.testDb?.drop();
  });
  return context;
}

export async function signUpAndLogIn(
  app: ZodApp,
  user: { name: string; email: string; password: string },
): Promise<{ token: string; id: number }> {
  const signup = await app.inject({ method: "POST", url: "/api/signup", payload: user });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { token: login.json().token, id: login.json().user.id };
}

/** The body of a JSON answer, typed loosely for assertions. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
