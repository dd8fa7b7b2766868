import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonces (hex): set on every answer outside /api, where pages render. */
    cspNonce: { script: string; style: string };
  }
}

/**
 * The Content-Security-Policy. Pages get a fresh nonce per request for React Router's inline
 * scripts (reply.cspNonce.script); everything else is limited to this origin.
 */
const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ["default-src", "'self'"],
  ["base-uri", "'self'"],
  ["font-src", "'self' data:"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
  ["img-src", "'self' data: https:"],
  ["object-src", "'none'"],
  ["script-src", "'self'"],
  ["script-src-attr", "'none'"],
  // Pages carry a nonce here too, and a nonce makes browsers ignore 'unsafe-inline': so
  // stylesheets come from this origin (or carry the nonce), while style="" attributes that
  // React renders on the server are allowed through style-src-attr alone.
  ["style-src", "'self'"],
  ["style-src-attr", "'unsafe-inline'"],
  ["connect-src", "'self'"],
  ["frame-src", "'self' https://www.google.com https://maps.google.com"],
];

/** Helmet 8's defaults, minus Cross-Origin-Embedder-Policy (it would block the embedded map). */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

function policy(nonces?: { script: string; style: string }): string {
  return DIRECTIVES.map(([name, value]) => {
    if (nonces && name === "script-src") return `${name} ${value} 'nonce-${nonces.script}'`;
    if (nonces && name === "style-src") return `${name} ${value} 'nonce-${nonces.style}'`;
    return `${name} ${value}`;
  }).join(";");
}

/** JSON and images are never rendered as pages: they need no nonce, so their policy is one fixed string. */
const API_POLICY = policy();

/**
 * Security headers on every answer, computed once at start-up. @fastify/helmet rebuilt its
 * whole middleware (CSP parsing included) on every request and drew two nonces even for JSON
 * that never uses them: about two thirds of the CPU time of a cached public read
 * (`npm run bench`: ~110 µs per request with it, ~40 µs with this).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Fastify wants a primitive here (an object would be shared by all replies); the hook fills it in.
  app.decorateReply("cspNonce", null as never);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(FIXED_HEADERS);
    if (request.routeOptions.url?.startsWith("/api/")) {
      reply.header("content-security-policy", API_POLICY);
    } else {
      const nonces = { script: randomBytes(16).toString("hex"), style: randomBytes(16).toString("hex") };
      reply.cspNonce = nonces;
      reply.header("content-security-policy", policy(nonces));
    }
    done();
  });
}
