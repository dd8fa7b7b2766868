import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { ZodApp } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { captureLog } from "../test-support/log-capture.ts";
import { jpeg, png, svgWithScript, textPretendingToBeJpeg, truncatedWebp } from "../test-support/images.ts";
import { multipart } from "../test-support/multipart.ts";
import { body, signUpAndLogIn } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";
import { describeRequest, reportable, requestTo, strayRequest, type FuzzContext, type FuzzRequest } from "../test-support/fuzz-requests.ts";
import { operationsOf, type Operation } from "../test-support/openapi-operations.ts";

/**
 * Every operation of the server's own OpenAPI document, driven with generated requests (valid and
 * hostile, anonymous and signed in): never a 5xx, every error a JSON `{ message }`, nothing logged
 * as an error, and the server works normally afterwards.
 *
 * FUZZ_RUNS=20000 runs more requests (2,000 by default); a failure prints fast-check's seed and
 * path, and FUZZ_SEED=<seed> replays the same requests.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const staff = { name: "Fuzz Admin", email: "fuzz.admin@example.org", password: "a long fuzzing phrase 7" };
/** The staff member signs in from an address the generated requests never use, so their lockouts never stop it. */
const STAFF_ADDRESS = "198.51.100.1";

let app: ZodApp;
let testDb: TestDatabase;
let token = "";
let staffId = 0;
/** Everything the app has logged so far. */
const log = captureLog();

async function renewSession(): Promise<void> {
  const login = await app.inject({ method: "POST", url: "/api/login", remoteAddress: STAFF_ADDRESS, payload: { email: staff.email, password: staff.password } });
  if (login.statusCode !== 200) throw new Error(`the fuzzer's staff member cannot sign in any more: ${login.statusCode} ${login.body}`);
  token = body<{ token: string }>(login).token;
}

const staffHeaders = () => ({ authorization: `Bearer ${token}` });

/** A few items of every kind, so that valid requests find rows to read, change and delete. */
async function seedContent(): Promise<string[]> {
  const picture = { filename: "a.jpg", contentType: "image/jpeg" };
  const forms = [
    { url: "/api/upload-slider", form: multipart({ overlayText: "Welcome", bibleVerse: "Psalm 23" }, { ...picture, field: "sliderImage", bytes: await jpeg(40, 30) }) },
    { url: "/api/upload-desk", form: multipart({ title: "Grace", month: "May", year: "2026", message: "Dear church" }, { ...picture, field: "postImage", bytes: await jpeg(30, 40) }) },
    {
      url: "/api/upload-event",
      form: multipart({ title: "Picnic", description: "All welcome", ministry: "Youth", date: "2026-06-01", event_time: "10:00", venue: "Park" }, { ...picture, field: "eventImage", bytes: await png(20, 20) }),
    },
  ];
  const images: string[] = [];
  for (const { url, form } of forms) {
    for (let copy = 0; copy < 3; copy++) {
      const response = await app.inject({ method: "POST", url, headers: { ...staffHeaders(), ...form.headers }, payload: form.payload });
      expect(response.statusCode).toBe(201);
      images.push(body<{ image: string }>(response).image.replace(/^uploads\//, ""));
    }
  }
  // Just what SPEC §7 lists, no spam-trap fields: stored in the inbox like any other (ADR 026).
  const visitor = { first_name: "Ann", last_name: "Lee", email: "ann@example.org", phone: "555 0100" };
  for (let copy = 0; copy < 3; copy++) {
    expect((await app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...visitor, prayer_request: "For my family" } })).statusCode).toBe(201);
    expect((await app.inject({ method: "POST", url: "/api/intouch", payload: { ...visitor, message: "Hello" } })).statusCode).toBe(201);
  }
  // Pages at the addresses the generated paths use ("1"…): saved, published, with a history to restore.
  for (const slug of ["1", "2", "3"]) {
    const page = { title: `Page ${slug}`, content: { heading: `Page ${slug}`, blocks: [] }, version: null };
    const saved = await app.inject({ method: "PUT", url: `/api/pages/${slug}`, headers: staffHeaders(), payload: page });
    expect(saved.statusCode).toBe(201);
    const published = await app.inject({ method: "POST", url: `/api/pages/${slug}/publish`, headers: staffHeaders(), payload: { version: body<{ version: number }>(saved).version } });
    expect(published.statusCode).toBe(200);
  }
  return images;
}

/** The picture route, which the description leaves out (it is not part of SPEC §7), fuzzed too. */
const imageOperation = (names: string[]): Operation => ({
  method: "GET",
  path: "/api/uploads/{name}",
  parameters: [
    { name: "name", in: "path", required: true, schema: { type: "string", enum: names } },
    { name: "w", in: "query", required: false, schema: { type: "string", enum: ["480", "960"] } },
  ],
  bodies: {},
  public: true,
});

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    LOGIN_RATE_LIMIT: "10000",
    SIGNUP_RATE_LIMIT: "10000",
    FORM_RATE_LIMIT: "10000",
    FORM_MIN_FILL_MS: "2000",
  });
  testDb = await createTestDatabase();
  app = await buildApp(config, testDb.database, { web: false, logger: { level: "warn", stream: log.stream } });
  await app.ready();
  const session = await signUpAndLogIn(app, staff);
  [token, staffId] = [session.token, session.id];
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers };
  if (request.sender.kind === "staff") Object.assign(headers, staffHeaders());
  if (request.sender.kind === "forged") headers.authorization = request.sender.authorization;
  const response = await app.inject({ method: request.method as "GET", url: request.url, headers, payload: request.payload, remoteAddress: request.remoteAddress });
  // A generated POST /logout ends the staff member's session: sign in again for the next ones.
  if (request.sender.kind === "staff" && response.statusCode === 401) await renewSession();
  return response;
}

/** Why the answer is wrong, or null when it is right. */
function fault(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400 || request.method === "HEAD") return null;
  if (!String(response.headers["content-type"]).startsWith("application/json")) return `a ${response.statusCode} that is not JSON: ${response.headers["content-type"]}`;
  let message: unknown;
  try {
    message = (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return `a ${response.statusCode} whose body does not parse: ${response.body.slice(0, 300)}`;
  }
  return typeof message === "string" && message.trim() !== "" ? null : `a ${response.statusCode} without a message: ${response.body.slice(0, 300)}`;
}

describe("the API under generated and hostile requests", () => {
  const statuses = new Map<number, number>();
  let requests = 0;

  it(
    `answers ${RUNS} requests to every documented operation with a 2xx or 3xx, or a 4xx that says why — never a 5xx`,
    async () => {
      const images = await seedContent();
      const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Parameters<typeof operationsOf>[0];
      const operations = [...operationsOf(document), imageOperation(images)];
      expect(operations.length).toBeGreaterThan(30);
      const context: FuzzContext = {
        pictures: {
          valid: [await jpeg(24, 16), await png(16, 24)],
          hostile: [svgWithScript, textPretendingToBeJpeg, await truncatedWebp(), (await jpeg(200, 200)).subarray(0, 300), Buffer.from("GIF89a")],
        },
        // The fuzzer must stay signed in: what an admin may do to their own account is admin-users.test.ts's part.
        ids: { max: 24, untouchable: (path) => (path.startsWith("/api/admin-users/") ? [staffId] : []) },
      };
      const anyRequest = fc.oneof(...operations.map((operation) => requestTo(operation, context)), strayRequest(operations)).map(reportable);

      await fc.assert(
        fc.asyncProperty(anyRequest, async (request) => {
          const logged = log.text().length;
          const response = await send(request);
          requests++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const wrong = fault(request, response);
          if (wrong) throw new Error(`${wrong}\nrequest: ${describeRequest(request)}\nlogged: ${log.text().slice(logged, logged + 3_000)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(requests).toBeGreaterThanOrEqual(RUNS);
      // The generated requests reach the handlers, not only the validation: some succeed.
      const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
      expect(succeeded).toBeGreaterThan(RUNS / 10);
      // Nothing a client sent was logged as a server error.
      expect(log.text()).not.toMatch(/"level":(50|60)/);
    },
    Math.max(120_000, RUNS * 150),
  );

  it("still serves the public reads, the forms, uploads and sign-in normally afterwards", async () => {
    for (const url of ["/api/sliders", "/api/public-desks", "/api/view-events", "/api/public-desks/page?page=1", "/api/openapi.json"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    const login = await app.inject({ method: "POST", url: "/api/login", remoteAddress: STAFF_ADDRESS, payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    token = body<{ token: string }>(login).token;
    expect((await app.inject({ method: "GET", url: "/api/prayer-request", headers: staffHeaders() })).statusCode).toBe(200);
    const visitor = { first_name: "Ruth", last_name: "Moab", email: "ruth@example.org", phone: "555 0101", prayer_request: "Thanks" };
    const sent = await app.inject({ method: "POST", url: "/api/prayer-request", remoteAddress: "192.0.2.200", payload: visitor });
    expect(sent.statusCode).toBe(201);
    const inbox = body<Array<{ id: number }>>(await app.inject({ method: "GET", url: "/api/prayer-request", headers: staffHeaders() }));
    expect(inbox.map((item) => item.id)).toContain(body<{ id: number }>(sent).id);
    const form = multipart({ overlayText: "After", bibleVerse: "John 1:5" }, { field: "sliderImage", filename: "a.jpg", contentType: "image/jpeg", bytes: await jpeg(32, 32) });
    const upload = await app.inject({ method: "POST", url: "/api/upload-slider", headers: { ...staffHeaders(), ...form.headers }, payload: form.payload });
    expect(upload.statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: `/api/${body<{ image: string }>(upload).image}` })).statusCode).toBe(200);
    console.info(`fuzz: ${requests} requests, answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  });
});
