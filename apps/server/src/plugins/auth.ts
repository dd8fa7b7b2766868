import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { Db } from "../db/client.ts";
import { findSessionUser, type UserRow } from "../sessions/repository.ts";
import { hooksOf } from "../app-deps.ts";
import { HttpError } from "../http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the few /api routes anyone may call (ARCHITECTURE decision 3). Everything else needs a token. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member, once the auth hook has checked the token. */
    user: UserRow | null;
    /** The bearer token as sent, for logout. */
    sessionToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Public reads (GET, and the HEAD Fastify adds) may be cached as their routes say; nothing else. */
function isPublicRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.config?.public === true && methods.every((method) => method === "GET" || method === "HEAD");
}

async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header("cache-control", "no-store");
  return payload;
}

/**
 * The one place where API access is enforced. Registered in the API's scope (app.ts), so every
 * route of the API that is not marked `config.public` gets this check, which needs a valid,
 * unexpired, unrevoked token of an approved account. Attached per route as routes are added,
 * so public reads pay nothing.
 *
 * Every answer of a route other than a public read (staff data, prayer requests, sign-in,
 * sign-up and logout, which carry tokens or account data) is marked `Cache-Control: no-store`,
 * its 401/403/4xx/5xx answers included: onSend runs for those too.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);

  async function requireSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, SERVER_MESSAGES.authRequired);
    const user = await findSessionUser(db, token);
    if (!user) throw new HttpError(401, SERVER_MESSAGES.invalidToken);
    if (user.role !== "admin") throw new HttpError(403, SERVER_MESSAGES.awaitingApproval);
    request.user = user;
    request.sessionToken = token;
  }

  app.addHook("onRoute", (route) => {
    if (!isPublicRead(route)) route.onSend = [...hooksOf(route.onSend), noStore];
    if (route.config?.public) return;
    route.onRequest = [requireSession, ...hooksOf(route.onRequest)];
  });
}

/**
 * The staff member a public route's request is signed in as, or null: for the few public reads
 * that tell staff more than everyone (the alert addresses of GET /settings). A missing, unknown
 * or expired token, or an account not yet approved, is simply not staff: the public answer.
 */
export async function signedInStaff(db: Db, request: FastifyRequest): Promise<UserRow | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const user = await findSessionUser(db, token);
  return user?.role === "admin" ? user : null;
}

/** The signed-in user of a protected route (the hook guarantees one). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, SERVER_MESSAGES.authRequired);
  return request.user;
}
