import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { hooksOf } from "../app-deps.ts";
import type { RememberedAnswers } from "./remembered-answers.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A public read whose answer, once made from PublicCache, may be given again ahead of
     * Fastify, skipping its hooks (ADR 025). Start-up refuses it while a hook not declared
     * `skippableAhead` applies to it.
     */
    answerAhead?: boolean;
  }
}

/** Fastify's hooks of a request's life: each would be skipped for an answer given ahead. */
const REQUEST_HOOKS = [
  "onRequest",
  "preParsing",
  "preValidation",
  "preHandler",
  "preSerialization",
  "onSend",
  "onResponse",
  "onError",
  "onTimeout",
  "onRequestAbort",
] as const;

type Hook = (...args: never[]) => unknown;

const skippable = new WeakSet<Hook>();

/**
 * Declares `hook` safe to skip for a read answered ahead of Fastify: what it does to a public
 * read's answer is in the headers replayed (the security headers), or need not happen for it.
 * A hook that must run for every public read (a maintenance switch, a per-visitor limit, CORS
 * for another origin) is not: take `answerAhead` off the routes instead, or teach
 * `answerAheadOf` what the hook does.
 */
export function skippableAhead<H extends Hook>(hook: H): H {
  skippable.add(hook);
  return hook;
}

type OptedIn = { scope: object; route: RouteOptions };

/**
 * Makes answering ahead an opt-in of each route, checked at start-up. Call it on the new app,
 * before any plugin, hook or route: from then on every request hook added to any scope is noted,
 * each GET route with `config.answerAhead` gets `remember` as its last onResponse hook (the
 * answers of other routes are never remembered, so never answered ahead), and `ready()` fails
 * naming the route and the hook when a hook not declared `skippableAhead` applies to an opted-in
 * route: its own hooks, and those of its scope and every scope around it.
 */
export function answerAheadRoutes(app: FastifyInstance, remember?: (request: FastifyRequest, reply: FastifyReply) => void): void {
  const added: Array<{ scope: object; name: string; hook: Hook }> = [];
  const addHook = app.addHook;
  app.addHook = function (this: FastifyInstance, name: string, hook: Hook) {
    if ((REQUEST_HOOKS as readonly string[]).includes(name)) added.push({ scope: this, name, hook });
    return (addHook as (name: string, hook: Hook) => FastifyInstance).call(this, name, hook);
  } as FastifyInstance["addHook"];

  const optedIn: OptedIn[] = [];
  const rememberHook = remember && skippableAhead((request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    remember(request, reply);
    done();
  });
  app.addHook("onRoute", function (this: FastifyInstance, route) {
    if (route.config?.answerAhead !== true) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== "GET" && method !== "HEAD")) {
      throw new Error(`${methods.join(",")} ${route.url}: only a GET can be answered ahead of Fastify (config.answerAhead, ADR 025).`);
    }
    // Fastify's own HEAD twin of the route is never answered ahead.
    if (!methods.includes("GET")) return;
    optedIn.push({ scope: this, route });
    if (rememberHook) route.onResponse = [...hooksOf(route.onResponse), rememberHook];
  });

  app.addHook("onReady", async () => {
    for (const { scope, route } of optedIn) {
      const around = added.filter((hook) => hook.scope === scope || Object.prototype.isPrototypeOf.call(hook.scope, scope));
      const own = REQUEST_HOOKS.flatMap((name) => hooksOf(route[name] as Hook | Hook[] | undefined).map((hook) => ({ name, hook })));
      const unsafe = [...own, ...around].find(({ hook }) => !skippable.has(hook));
      if (unsafe) {
        throw new Error(
          `GET ${route.url} is answered ahead of Fastify (config.answerAhead, ADR 025), which skips every hook, but the ${unsafe.name} hook ` +
            `${unsafe.hook.name ? `"${unsafe.hook.name}" ` : ""}applies to it and is not declared safe to skip. Wrap the hook in skippableAhead() ` +
            "if what it does to a public read is in the headers replayed or need not happen, or take answerAhead off the route.",
        );
      }
    }
  });
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the shortcut in front of Fastify's own handler on Fastify's server, which keeps every
 * setting Fastify gave it (time limits, header sizes): a GET of an address `answers` remembered,
 * while its cache entry is current, gets the same status, headers and bytes Fastify sent, written
 * straight to the socket. Fastify's routing, request and reply objects and hooks are what a cached
 * read spent most of its time in, and rendering pages in the same process made that path slower
 * still (ADR 025). Any other request goes to Fastify: a read not yet remembered or since changed,
 * and every request once the returned `stopAnswering` has been called (the server is closing).
 * Fastify's `serverFactory` was the other way, but a server made that way is bound to one address
 * only, where Fastify binds each address a name such as "localhost" stands for.
 */
export function answerAheadOf(server: Server, answers: RememberedAnswers): { stopAnswering(): void } {
  const handlers = server.listeners("request") as RequestHandler[];
  const fastify = handlers[0];
  if (handlers.length !== 1 || !fastify) throw new Error(`Expected Fastify's server to have one request handler, found ${handlers.length}.`);
  let answering = true;
  const answerAheadOfFastify = (request: IncomingMessage, response: ServerResponse): boolean => {
    // A request signed in as staff may be answered more than the public read (GET /settings).
    if (request.method !== "GET" || !answering || request.headers.authorization !== undefined) return false;
    const known = answers.current(request.url ?? "");
    if (known === undefined) return false;
    response.writeHead(200, known.headers);
    response.end(known.body);
    return true;
  };
  server.removeListener("request", fastify);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!answerAheadOfFastify(request, response)) fastify(request, response);
  });
  // From then on every request goes to Fastify, which answers as a closing server does.
  return { stopAnswering: () => void (answering = false) };
}
