import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema, loginResponseSchema, userSchema } from "@lampstand/contract/entities";
import { loginRequestSchema, signupRequestSchema } from "@lampstand/contract/requests";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import {
  clearLoginFailures,
  createSession,
  createUser,
  findUserByEmail,
  lockedUntil,
  recordLoginFailure,
  revokeSession,
  toUser,
} from "./repository.ts";
import { newSessionToken } from "./tokens.ts";

export function authRoutes(app: ZodApp, { config, database: { db } }: AppDeps): void {
  const rateLimit = (max: number) => ({ max, timeWindow: config.rateLimits.windowMs });

  app.post(
    API_PATHS.login,
    {
      config: { public: true, rateLimit: rateLimit(config.rateLimits.login) },
      schema: {
        tags: ["auth"],
        summary: "Sign in; answers a bearer token and the user",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password, remember } = request.body;
      if (await lockedUntil(db, email)) throw new HttpError(429, SERVER_MESSAGES.accountLocked);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) {
        await recordLoginFailure(db, email, config.lockout.threshold, config.lockout.minutes);
        throw new HttpError(401, SERVER_MESSAGES.invalidCredentials);
      }
      await clearLoginFailures(db, email);
      if (user.role !== "admin") throw new HttpError(403, SERVER_MESSAGES.awaitingApproval);
      const token = newSessionToken();
      const lifetimeMs = remember ? config.rememberDays * 86_400_000 : config.sessionHours * 3_600_000;
      const expiresAt = new Date(Date.now() + lifetimeMs);
      await createSession(db, user.id, token, expiresAt);
      return { token, user: toUser(user), expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    API_PATHS.signup,
    {
      config: { public: true, rateLimit: rateLimit(config.rateLimits.signup) },
      schema: {
        tags: ["auth"],
        summary: "Create a staff account; the first becomes admin, later ones wait for approval",
        body: signupRequestSchema,
        response: { 201: userSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      // With a configured first admin, nobody from outside can claim a fresh deployment.
      const role = config.bootstrapAdmin ? "pending" : "first-is-admin";
      const row = await createUser(db, { name, email, passwordHash }, role);
      if (!row) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
      return reply.status(201).send(toUser(row));
    },
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags: ["auth"],
        summary: "Revoke the current token",
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      currentUser(request);
      if (request.sessionToken) await revokeSession(db, request.sessionToken);
      return { message: "You have been signed out." };
    },
  );
}
