import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { API_PATHS, DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import type { Db } from "../../db/client.ts";
import { trustedDevices, users } from "../../db/schema.ts";
import { normalizeEmail } from "./repository.ts";
import { newSessionToken, tokenDigest } from "../../sessions/tokens.ts";

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

/** What each sign-in request's device cookie was found to be, so a request looks it up once. */
const lookups = new WeakMap<FastifyRequest, { email: string; device: Promise<string | null> }>();

/**
 * The digest of the request's device cookie when that browser signed in to the account of `email`
 * before (within a year), else null: a made-up cookie, a spent one, or one of another account is
 * nothing. One lookup on the table's primary key, joined to the account by its unique e-mail, and
 * made once per request, though the request limit and the sign-in throttle both ask (routes.ts).
 * It runs whether or not the account exists, so the time taken reveals nothing.
 */
export function trustedDeviceOf(db: Db, request: FastifyRequest, email: string): Promise<string | null> {
  const known = lookups.get(request);
  if (known?.email === email) return known.device;
  const device = lookUpTrustedDevice(db, deviceToken(request), email);
  lookups.set(request, { email, device });
  return device;
}

async function lookUpTrustedDevice(db: Db, token: string | null, email: string): Promise<string | null> {
  if (!token) return null;
  const digest = tokenDigest(token);
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(trustedDevices.tokenHash, digest),
        eq(users.email, normalizeEmail(email)),
        gt(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${TRUST_DAYS})`),
      ),
    );
  return row ? digest : null;
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
