import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { API_PATHS, DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import type { Db } from "../../db/client.ts";
import { trustedDevices } from "../../db/schema.ts";
import { newSessionToken, tokenDigest } from "./tokens.ts";

/**
 * The sign-in's device cookie: a random token the browser gets at its first successful
 * sign-in and sends back with every later one (HttpOnly, only to the login path). A correct
 * password from a browser that signed in to the account before passes the account's sign-in
 * delay, so an attacker failing from elsewhere cannot lock the owner out (ADR 016).
 */
export const DEVICE_COOKIE = "lampstand_device";
const COOKIE_PATH = `${DEFAULT_API_BASE}${API_PATHS.login}`;
const TRUST_DAYS = 365;

/** The device token the browser sent, when it looks like one of ours. */
export function deviceToken(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export async function isTrustedDevice(db: Db, userId: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenDigest(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${TRUST_DAYS})`),
      ),
    );
  return Boolean(row);
}

/**
 * After a successful sign-in: remembers this browser for the account under a new token, and
 * forgets the one it came with, so a cookie planted in a browser beforehand is worth nothing.
 */
export async function trustDevice(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = deviceToken(request);
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    if (previous) await tx.update(trustedDevices).set({ tokenHash: tokenDigest(token), lastUsedAt: sql`now()` }).where(eq(trustedDevices.tokenHash, tokenDigest(previous)));
    await tx.insert(trustedDevices).values({ tokenHash: tokenDigest(token), userId }).onConflictDoNothing();
    // Housekeeping: browsers unseen for a year are forgotten.
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lt(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${TRUST_DAYS})`)));
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: TRUST_DAYS * 86_400,
  });
}
