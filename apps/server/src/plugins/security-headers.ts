import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import { VIDEO_EMBED_ORIGINS } from "@lampstand/contract/video-embeds";
import { skippableAhead } from "../public-reads/answer-ahead.ts";

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonces (hex): set on every answer outside /api, where pages render. */
    cspNonce: { script: string; style: string };
  }
}

const SCRIPT_NONCE = "__script_nonce__";
/** Routes under the API base answer JSON or images, never pages. */
const API_ROUTES = `${DEFAULT_API_BASE}/`;
const STYLE_NONCE = "__style_nonce__";

export type SecurityHeaderOptions = {
  development: boolean;
  /** Origins pages may show in a frame (the contact page's map), besides this site. */
  frameOrigins: string[];
};

/** Helmet's policy, with placeholders where each page's nonces go. */
function helmetOptions({ development, frameOrigins }: SecurityHeaderOptions): HelmetOptions {
  const nonce = (value: string) => [`'nonce-${value}'`];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...nonce(SCRIPT_NONCE)],
        // A nonce makes browsers ignore 'unsafe-inline': so stylesheets come from this origin
        // (or carry the nonce), while style="" attributes React renders are allowed through
        // style-src-attr alone.
        // In development Vite injects each stylesheet as a <style> element of its own.
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...nonce(STYLE_NONCE)],
        styleSrcAttr: ["'unsafe-inline'"],
        // blob: shows staff the picture they chose before it is uploaded (an object URL, which
        // only this page's own scripts can make).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // Only the embedded map's origin (site.config.ts) and the video players a visitor asked
        // for (the sermons' click-to-load facade, issue 23) may fill a frame.
        frameSrc: ["'self'", ...frameOrigins, ...VIDEO_EMBED_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // It would block the embedded map on the contact page.
    crossOriginEmbedderPolicy: false,
    // Pages send their origin to this site only. "no-referrer" would make browsers send
    // "Origin: null" with the visitor forms' posts, which React Router refuses as cross-site.
    referrerPolicy: { policy: "same-origin" },
  };
}

/**
 * Of helmet's headers, those that protect an answer that is not a page (JSON, a picture, a 4xx):
 * no script runs in it, nothing may frame or sniff it, other sites may not embed it, and HTTPS
 * stays on. The rest (opener and referrer policies, agent clusters, legacy IE and Flash headers)
 * only concern documents, and each header costs a cached read about a tenth of a microsecond
 * of validation and bytes on every answer (ADR 017). The API docs page sets its own policy.
 */
function apiAnswerHeaders(helmetHeaders: Record<string, string>): Record<string, string> {
  const kept = ["strict-transport-security", "x-content-type-options", "x-frame-options", "cross-origin-resource-policy"];
  return {
    "content-security-policy": "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, helmetHeaders[name] ?? ""]).filter(([, value]) => value)),
  };
}

/** Runs helmet's middleware once against a recording response and keeps the headers it sets. */
function headersFromHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware on
 * every request (about two thirds of the CPU time of a cached public read, `npm run bench`);
 * the headers never change but for the page nonces, so helmet runs once here at start-up and
 * each page only fills its fresh nonces into the policy text.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: Partial<SecurityHeaderOptions> = {}): Promise<void> {
  const settings: SecurityHeaderOptions = { development: false, frameOrigins: [], ...options };
  const pageHeaders = headersFromHelmet(helmetOptions(settings));
  const apiHeaders = apiAnswerHeaders(pageHeaders);
  const pagePolicy = pageHeaders["content-security-policy"] ?? "";
  if (!pagePolicy.includes(SCRIPT_NONCE)) throw new Error("helmet did not produce the page policy");

  // Fastify wants a primitive here (an object would be shared by all replies); the hook fills it in.
  app.decorateReply("cspNonce", null as never);
  // Skipped for a public read answered ahead of Fastify, whose headers, these among them, are replayed (ADR 025).
  const setHeaders: onRequestHookHandler = (request, reply, done) => {
    // The address asked for, not `request.routeOptions.url`: that getter builds an object of the
    // route's twelve options on every call, a measurable share of a cached read (ADR 017). Every
    // address under the API base is answered by an API route (its catch-all included).
    if (request.url.startsWith(API_ROUTES)) {
      // JSON and images are never rendered as pages: no nonce, one fixed policy.
      reply.headers(apiHeaders);
    } else {
      const nonces = { script: freshNonce(), style: freshNonce() };
      reply.cspNonce = nonces;
      reply.headers(pageHeaders);
      reply.header("content-security-policy", pagePolicy.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style));
    }
    done();
  };
  app.addHook("onRequest", skippableAhead(setHeaders));
}

/**
 * 16 random bytes in hex, never handed out twice, cut from a pool of random bytes filled 4 KB at a
 * time: one randomBytes call per 256 nonces instead of two for every page request, a cached page's
 * view included (there, two calls cost about a tenth of the server's time). The bytes are
 * randomBytes' all the same, so a nonce is as unguessable as before.
 */
const NONCE_BYTES = 16;
const noncePool = { bytes: Buffer.alloc(0), used: 0 };
function freshNonce(): string {
  if (noncePool.used + NONCE_BYTES > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(4096);
    noncePool.used = 0;
  }
  const nonce = noncePool.bytes.toString("hex", noncePool.used, noncePool.used + NONCE_BYTES);
  noncePool.used += NONCE_BYTES;
  return nonce;
}

/**
 * A page made to be kept in the page cache and sent to many visitors (web/page-cache.ts, ADR 017):
 * a nonce shared by every visitor would be a nonce anyone can read off the page, so the page's
 * nonces are taken out of its HTML and its policy, and the policy names the SHA-256 of each inline
 * script and style element instead. Only those exact elements run; an injected one never matches.
 */
export function hashedPagePolicy(policy: string, nonces: { script: string; style: string }, html: string): { policy: string; html: string } {
  const stripped = html.replaceAll(` nonce="${nonces.script}"`, "").replaceAll(` nonce="${nonces.style}"`, "");
  const sources = (tag: "script" | "style") => inlineElementHashes(stripped, tag).map((hash) => ` '${hash}'`).join("");
  return {
    html: stripped,
    policy: policy.replace(` 'nonce-${nonces.script}'`, sources("script")).replace(` 'nonce-${nonces.style}'`, sources("style")),
  };
}

/**
 * "sha256-…" of the text of every inline `<script>` or `<style>` element (one without src):
 * what CSP hashes, the element's text exactly as it stands between its tags. React and React
 * Router escape "<" inside the data they inline, so an element's text never holds its end tag.
 */
function inlineElementHashes(html: string, tag: "script" | "style"): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "gi"))) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
