import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_API_BASE, PUBLIC_READS } from "@lampstand/contract/api-paths";
import { answerAheadOf, answerAheadRoutes, skippableAhead } from "./answer-ahead.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { MAX_VARIANTS, type PublicCache } from "./cache.ts";
import { RememberedAnswers } from "./remembered-answers.ts";
import { captureLog } from "../test-support/log-capture.ts";
import { apiRoutes } from "../test-support/route-table.ts";
import { inProcessPublicCache } from "../test-support/in-process-public-cache.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";

/**
 * Answering ahead of Fastify (ADR 025) is each route's opt-in, and safe by construction (issue
 * 18, point 2): start-up fails while a hook it would skip applies to an opted-in route; only
 * opted-in routes are ever answered ahead; an answer with a header that may differ between
 * visitors is never replayed; and a variant the cache lets go takes its remembered addresses along.
 */
const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe("start-up of the real app", () => {
  let testDb: TestDatabase;
  const appOn = async () => {
    testDb = await createTestDatabase();
    const app = await buildApp(loadConfig({ LOG_LEVEL: "silent" }), testDb.database, { web: false, logger: false });
    closing.push(() => testDb.drop(), () => app.close());
    return app;
  };

  it("starts with its opted-in public reads as they are", async () => {
    const app = await appOn();
    await expect(app.ready()).resolves.toBeDefined();
  });

  it("answers ahead exactly the contract's public reads (PUBLIC_READS), each a public GET", async () => {
    const app = await appOn();
    await app.ready();
    const optedIn = apiRoutes(app).filter((route) => route.answerAhead);
    const contract = Object.values(PUBLIC_READS).flat().map((path) => `${DEFAULT_API_BASE}${path}`);
    expect(optedIn.map((route) => route.url).sort()).toEqual([...contract].sort());
    expect(optedIn.every((route) => route.method === "GET" && route.public)).toBe(true);
  });

  it("fails, naming ADR 025, once a hook not declared skippable applies to every route", async () => {
    const app = await appOn();
    // Say, CORS for an API_URL on another host: its headers depend on the visitor's Origin.
    app.addHook("onRequest", async function allowOtherOrigin() {});
    await expect(app.ready()).rejects.toThrow(
      /^GET \/api\/\S+ is answered ahead of Fastify \(config\.answerAhead, ADR 025\), which skips every hook, but the onRequest hook "allowOtherOrigin" applies to it/,
    );
  });

  it("fails when an opted-in route gets a hook of its own", async () => {
    const app = await appOn();
    await app.register(async (scope) => {
      scope.get("/api/extra-read", { config: { public: true, answerAhead: true }, onSend: async (_request, _reply, payload) => payload }, async () => "[]");
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/extra-read is answered ahead of Fastify .* the onSend hook/);
  });

  it("starts with a hook in a scope around no opted-in route, or one declared skippable", async () => {
    const app = await appOn();
    await app.register(async (pages) => {
      pages.addHook("onRequest", async () => {});
      pages.get("/elsewhere", async () => "page");
    });
    app.addHook("onResponse", skippableAhead(async function countAnswers() {}));
    await expect(app.ready()).resolves.toBeDefined();
  });
});

/** A bare Fastify app with the public reads answered ahead, wired as app.ts wires them; counts what reaches Fastify. */
async function readsAhead(
  addRoutes: (app: FastifyInstance, cache: PublicCache) => void,
): Promise<{ ask(path: string): Promise<string>; reached: string[]; cache: PublicCache; answers: RememberedAnswers; log: () => string }> {
  const { cache } = inProcessPublicCache();
  const answers = new RememberedAnswers(cache);
  const captured = captureLog();
  const app = Fastify({ logger: { level: "warn", stream: captured.stream } });
  answerAheadRoutes(app, (request, reply) => answers.remember(request, reply));
  answerAheadOf(app.server, answers);
  const reached: string[] = [];
  app.addHook(
    "onRequest",
    skippableAhead(async (request: FastifyRequest) => {
      reached.push(request.url);
    }),
  );
  addRoutes(app, cache);
  await app.listen({ port: 0, host: "127.0.0.1" });
  closing.push(() => app.close());
  const { port } = app.server.address() as { port: number };
  const ask = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  return { ask, reached, cache, answers, log: captured.text };
}

const list = async () => [{ title: "Harvest supper" }];
const times = (count: number, path: string) => Array<string>(count).fill(path);

describe("routes answered ahead", () => {
  it("are only those that opted in", async () => {
    const { ask, reached } = await readsAhead((app, cache) => {
      app.get("/opted-in", { config: { answerAhead: true } }, (_request, reply) => cache.send(reply, "events", list));
      app.get("/not-opted-in", (_request, reply) => cache.send(reply, "sliders", list));
    });
    for (let i = 0; i < 4; i++) for (const path of ["/opted-in", "/not-opted-in"]) expect(await ask(path)).toContain("Harvest supper");
    expect(reached.filter((path) => path === "/opted-in")).toEqual(times(2, "/opted-in"));
    expect(reached.filter((path) => path === "/not-opted-in")).toEqual(times(4, "/not-opted-in"));
  });

  it("never replay an answer whose headers may differ between visitors, and say so once", async () => {
    const { ask, reached, log } = await readsAhead((app, cache) => {
      // Declared skippable by mistake: the headers still give it away.
      const cors = skippableAhead(async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header("access-control-allow-origin", request.headers.origin ?? "*").header("vary", "Origin");
      });
      app.get("/read", { config: { answerAhead: true }, onRequest: cors }, (_request, reply) => cache.send(reply, "events", list));
    });
    for (let i = 0; i < 4; i++) await ask("/read");
    expect(reached).toEqual(times(4, "/read"));
    expect(log().match(/GET \/read answered with the header access-control-allow-origin/g)).toHaveLength(1);
  });

  it("are forgotten with the variant they were made from, so no old bytes stay behind", async () => {
    const { ask, cache, answers } = await readsAhead((app, cache) => {
      app.get<{ Params: { n: string } }>("/event/:n", { config: { answerAhead: true } }, (request, reply) =>
        cache.send(reply, "events", async () => ({ n: request.params.n, text: "x".repeat(1000) }), request.params.n),
      );
    });
    const extra = 50;
    for (let n = 0; n < MAX_VARIANTS + extra; n++) {
      await ask(`/event/${n}`); // loaded
      await ask(`/event/${n}`); // sent from memory, and remembered
    }
    // The oldest variants went past the limit, and their addresses with them.
    const usage = () => ({ entries: cache.usage.entries, addresses: answers.size });
    expect(usage()).toEqual({ entries: MAX_VARIANTS, addresses: MAX_VARIANTS });
    await cache.invalidate("events");
    expect(usage()).toEqual({ entries: 0, addresses: 0 });
  });
});
