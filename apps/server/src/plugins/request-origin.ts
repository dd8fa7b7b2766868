import type { FastifyRequest } from "fastify";
import { HttpError } from "../http-error.ts";

/**
 * The origin the request was sent to: the Host header, or X-Forwarded-Host and X-Forwarded-Proto
 * when the request came through a proxy TRUST_PROXY names (Fastify's request.host and
 * request.protocol decide that). React Router compares a form post's Origin with it, and without
 * PUBLIC_URL absolute links use it (then there is no proxy: the configuration refuses TRUST_PROXY
 * without PUBLIC_URL, config.ts). Undefined when the host is not one ("exa mple.com", "[::1",
 * "a:b:c", empty, or with a path or user name in it), which would make the Request URL invalid.
 */
export function requestOrigin(request: Pick<FastifyRequest, "host" | "protocol">): { protocol: string; host: string; origin: string } | undefined {
  const protocol = request.protocol?.toLowerCase() === "https" ? "https:" : "http:";
  const host = request.host;
  if (!host || /[\s/\\?#@]/.test(host)) return undefined;
  try {
    const url = new URL(`${protocol}//${host}`);
    return { protocol, host: url.host, origin: url.origin };
  } catch {
    return undefined;
  }
}

/**
 * The site's public origin for absolute links (pages' canonical links, feeds, links in mails):
 * PUBLIC_URL when it is set, so a forged Host never reaches a link; else the request's own origin.
 * A request whose Host is not a host at all is a 400.
 */
export function publicOriginOf(request: Pick<FastifyRequest, "host" | "protocol">, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const own = requestOrigin(request);
  if (!own) throw new HttpError(400, "The Host header is not a valid host.");
  return own.origin;
}
