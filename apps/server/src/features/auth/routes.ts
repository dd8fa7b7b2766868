import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { doneSchema, errorSchema, loginResponseSchema, signupConfirmResponseSchema, signupResponseSchema } from "@lampstand/contract/entities";
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  signupConfirmRequestSchema,
  signupRequestSchema,
  type LoginRequest,
} from "@lampstand/contract/requests";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { clientAddressKey } from "../../plugins/client-address.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { changePassword, findUserByEmail, rememberSignInAddress, toUser } from "./repository.ts";
import { confirmSignup, SIGNUP_CONFIRMATION_HOURS, signUp } from "./signups.ts";
import { createSession, revokeSession, type UserRow } from "../../sessions/repository.ts";
import { newSessionToken } from "../../sessions/tokens.ts";
import { gates, SignInThrottle, TooManyAttempts, type Gate } from "./throttle.ts";
import { trustDevice, trustedDeviceOf } from "./trusted-devices.ts";

/**
 * The largest sign-in body read: an e-mail and a password at their longest, every character
 * escaped, fit in a quarter of it. The request limit counts a sign-in after its body is read.
 */
const LOGIN_BODY_BYTES = 8 * 1024;

export function authRoutes(app: ZodApp, { config, database: { db } }: AppDeps): void {
  const rateLimit = (max: number) => ({ max, timeWindow: config.rateLimits.windowMs });
  const throttle = new SignInThrottle(db, config.lockout);

  app.post(
    API_PATHS.login,
    {
      config: {
        public: true,
        rateLimit: {
          ...rateLimit(config.rateLimits.login),
          // Counted once the body is read, so that a browser that signed in to the account it names
          // before has a limit of its own (signInLimitKey); the body limit keeps reading it cheap.
          hook: "preHandler",
          keyGenerator: (request) => signInLimitKey(db, request),
        },
      },
      bodyLimit: LOGIN_BODY_BYTES,
      schema: {
        tags: ["auth"],
        summary: "Sign in; answers a bearer token and the user",
        description:
          "Failed attempts slow down further ones per account and per client address (429 with Retry-After); " +
          "a browser that signed in to the account before (device cookie) or its last sign-in address passes the account's delay. " +
          "The request limit counts such a browser on its own, any other request by its address.",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const address = clientAddressKey(request.ip);
      const user = await findUserByEmail(db, email);
      const attemptGates = await gatesOf(db, request, user, email, address);
      await withRetryAfter(reply, throttle.charge(attemptGates));

      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      // A wrong password leaves the attempt counted against its gates.
      if (!user || !valid) throw new HttpError(401, SERVER_MESSAGES.invalidCredentials);
      // A correct password, even of an account awaiting approval, is no guess (throttle.ts: an
      // address only takes this attempt back, so a stranger's own pending account resets nothing).
      await throttle.clear(attemptGates);
      if (user.role !== "admin") throw new HttpError(403, SERVER_MESSAGES.awaitingApproval);
      await rememberSignInAddress(db, user.id, address);
      await trustDevice(db, request, reply, user.id);

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
        summary: "Sign up for a staff account; the first becomes admin, later ones are confirmed by e-mail, then approved",
        description:
          "The first account of a site (without ADMIN_EMAIL) becomes its admin at once. Every later sign-up is stored unconfirmed " +
          `with the password chosen, and a link to /signup/confirm (valid ${SIGNUP_CONFIRMATION_HOURS} hours, once) is mailed to the address. ` +
          "The answer is the same whether the address is new, has a sign-up waiting or is a staff member's already, so it reveals nobody's e-mail.",
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const role = await signUp(db, config, { name, email, passwordHash: await hashPassword(password) });
      if (role === "admin") return reply.status(201).send({ message: STAFF_MESSAGES.signupAdmin, role: "admin" });
      return reply.status(201).send({ message: STAFF_MESSAGES.signupPending, role: "pending" });
    },
  );

  app.post(
    API_PATHS.signupConfirm,
    {
      config: { public: true, rateLimit: rateLimit(config.rateLimits.signup) },
      schema: {
        tags: ["auth"],
        summary: "Confirm a sign-up with the token of its e-mail's link; only then can an admin approve it",
        description:
          "The token works once and for a limited time. The account gets the name and password chosen with that sign-up, never " +
          "another sign-up's for the same address. An address that is a staff member's already keeps its account unchanged " +
          '(account "existing"). Admins are mailed how many sign-ups wait for approval.',
        body: signupConfirmRequestSchema,
        response: { 200: signupConfirmResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const outcome = await confirmSignup(db, config, request.body.token);
      if (outcome === "invalid") throw new HttpError(400, STAFF_MESSAGES.signupConfirmInvalid, "token");
      if (outcome === "existing") return { message: STAFF_MESSAGES.signupConfirmedExisting, account: "existing" as const };
      return { message: STAFF_MESSAGES.signupConfirmed, account: "pending" as const };
    },
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags: ["auth"],
        summary: "Revoke the current token",
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      currentUser(request);
      if (request.sessionToken) await revokeSession(db, request.sessionToken);
      return { message: "You have been signed out." };
    },
  );

  app.put(
    API_PATHS.ownPassword,
    {
      schema: {
        tags: ["auth"],
        summary: "Change your own password (the current one required); your other sessions end",
        body: changePasswordRequestSchema,
        response: { 200: doneSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { current_password, new_password } = request.body;
      // Guesses of the current password through a stolen session are slowed like sign-in failures.
      const ownGate = [gates.passwordChange(user.id)];
      await withRetryAfter(reply, throttle.charge(ownGate));
      if (!(await verifyPassword(current_password, user.passwordHash))) {
        throw new HttpError(400, SERVER_MESSAGES.currentPasswordWrong, "current_password");
      }
      await throttle.clear(ownGate);
      if (current_password === new_password) throw new HttpError(400, STAFF_MESSAGES.samePassword, "new_password");
      await changePassword(db, user.id, await hashPassword(new_password), request.sessionToken ?? "");
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );
}

/**
 * The gates a sign-in attempt must pass (throttle.ts): a browser that signed in to this account
 * before answers for itself alone; from the account's last sign-in address only that address
 * counts; anywhere else, both the address and the account.
 */
async function gatesOf(db: Db, request: FastifyRequest, user: UserRow | undefined, email: string, address: string): Promise<Gate[]> {
  const device = await trustedDeviceOf(db, request, email);
  if (device) return [gates.device(device)];
  if (user?.lastSignInAddress === address) return [gates.address(address)];
  return [gates.address(address), gates.account(email)];
}

/**
 * Whom the sign-in's request limit counts a request against (ADR 023). A browser that signed in to
 * the account it names before counts on its own, wherever it is: others' traffic at a shared address
 * (a church's Wi-Fi, a phone network) cannot use up its allowance, and it still has one. Every other
 * request counts against its address, as on every limited route: a made-up cookie or another
 * account's is worth nothing here, as at the sign-in throttle.
 */
async function signInLimitKey(db: Db, request: FastifyRequest): Promise<string> {
  const { email } = request.body as LoginRequest;
  const device = await trustedDeviceOf(db, request, email);
  return device ? `device:${device}` : clientAddressKey(request.ip);
}

/** A refused attempt tells the client when to try again. */
async function withRetryAfter(reply: FastifyReply, charging: Promise<void>): Promise<void> {
  try {
    await charging;
  } catch (error) {
    if (error instanceof TooManyAttempts) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}
