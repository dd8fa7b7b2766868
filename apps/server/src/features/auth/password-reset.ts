import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt } from "drizzle-orm";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { doneSchema, errorSchema } from "@lampstand/contract/entities";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "@lampstand/contract/requests";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { passwordResets, sessions, users } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { queueMail } from "../../mail/outbox.ts";
import { RateLimitCounter } from "../../plugins/rate-limit-store.ts";
import { publicOriginOf } from "../../plugins/request-origin.ts";
import { newSessionToken, tokenDigest } from "../../sessions/tokens.ts";
import { hashPassword } from "./passwords.ts";
import { findUserByEmail, normalizeEmail } from "./repository.ts";
import { SignInThrottle } from "./throttle.ts";

/** How long a reset link works (issue 21). */
export const RESET_LINK_MINUTES = 30;

/**
 * "Forgot your password?" answers no sooner than this after the request came, whether a mail was
 * queued or not: the known address's extra work (a transaction writing the token and the mail) is
 * a few milliseconds, well under it, so the answer's timing tells nobody which addresses have an
 * account. A rare request of one person; a quarter second is nothing to them.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

/** The per-e-mail count's key in the rate-limit table (a route name no HTTP route has). */
const PER_EMAIL_ROUTE = "password-reset mail";

/**
 * Password reset by e-mail (issue 21). Anyone may ask for a link; the answer is the same 202 for an
 * address with an account and one without, in about the same time. The link's token (32 random
 * bytes) is stored only as its SHA-256, works for 30 minutes and once, and a newer link replaces
 * an older one. Setting the password ends every session of the account.
 *
 * Accounts awaiting approval get a link too: it proves only that the person holds the mailbox,
 * which is what the account's address claims anyway, and approving the account stays an admin's
 * decision. Refusing them would also tell a prober which accounts are pending.
 */
export function passwordResetRoutes(app: ZodApp, { config, database: { db } }: AppDeps): void {
  const perEmail = new RateLimitCounter(db, app.log);
  const throttle = new SignInThrottle(db, config.lockout);

  app.post(
    API_PATHS.passwordReset,
    {
      config: { public: true, rateLimit: { max: config.rateLimits.passwordReset, timeWindow: config.rateLimits.windowMs } },
      schema: {
        tags: ["auth"],
        summary: "Ask for a password-reset link by e-mail",
        description:
          "Answers 202 with the same words whether or not the address has an account, and no sooner than a fixed time, so it reveals nobody's e-mail. " +
          "The link (/reset-password?token=…) works for 30 minutes, once. Limited per client address (429) and per e-mail address (further requests within the hour send nothing).",
        body: passwordResetRequestSchema,
        response: { 202: doneSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
      const origin = publicOriginOf(request, config.publicUrl);
      const email = normalizeEmail(request.body.email);
      // Counted for every address, known or not, so the count reveals nothing either.
      const { current } = await perEmail.hit(PER_EMAIL_ROUTE, email, 3_600_000);
      const user = current <= config.rateLimits.resetMailsPerHour ? await findUserByEmail(db, email) : undefined;
      // Made on both paths: the same work before the one difference, the transaction.
      const token = newSessionToken();
      const digest = tokenDigest(token);
      if (user) {
        await db.transaction(async (tx) => {
          // One live link per account: asking again makes the earlier one stop working.
          await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
          await tx.insert(passwordResets).values({ tokenHash: digest, userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
          await queueMail(tx, {
            kind: "password-reset",
            to: [user.email],
            subject: "Choose a new password",
            paragraphs: [
              `Hello ${user.name},`,
              "Someone asked to choose a new password for your staff account on the church's website. We hope it was you: the link below lets you do it. It works for 30 minutes, once.",
              "If it was not you, ignore this mail. Your password stays as it is, and nobody can use the link without this mailbox.",
            ],
            action: { label: "Choose a new password", url: `${origin}/reset-password?token=${token}` },
            secret: true,
          });
        });
      }
      const wait = answerAt - performance.now();
      if (wait > 0) await sleep(wait);
      return reply.status(202).send({ message: STAFF_MESSAGES.passwordResetSent });
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm,
    {
      config: { public: true, rateLimit: { max: config.rateLimits.passwordReset, timeWindow: config.rateLimits.windowMs } },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token; every session of the account ends",
        description: "A token that is unknown, used, replaced by a newer link or older than 30 minutes is a 400 that says to ask for a new link.",
        body: passwordResetConfirmSchema,
        response: { 200: doneSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      // Hashed before the transaction: the slow part holds no locks.
      const passwordHash = await hashPassword(password);
      const email = await useResetToken(db, tokenDigest(token), passwordHash);
      if (!email) throw new HttpError(400, STAFF_MESSAGES.resetLinkInvalid, "token");
      // Holding the mailbox proves the owner: a sign-in delay strangers' guesses put on the account goes too.
      await throttle.unlockAccount(email);
      request.log.info("password set through a reset link; the account's sessions ended");
      return { message: STAFF_MESSAGES.passwordResetDone };
    },
  );
}

/**
 * Uses a reset token up and sets the password, in one transaction: the token is taken by deleting
 * it (of two requests with one token, one finds it), with the account's other links, and every
 * session of the account ends. Answers the account's e-mail, or undefined for a dead token.
 */
async function useResetToken(db: Db, digest: string, passwordHash: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, digest), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!taken) return undefined;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, taken.userId));
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, taken.userId)).returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
    return user?.email;
  });
}
