import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer. Pages get a per-request nonce for React Router's
 * inline scripts (reply.cspNonce.script); everything else is limited to this origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Helmet appends a nonce here, and a nonce makes browsers ignore 'unsafe-inline': so
        // stylesheets come from this origin (or carry the nonce), while style="" attributes that
        // React renders on the server are allowed through style-src-attr alone.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
