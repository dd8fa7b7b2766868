import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { buildApp } from "../../app.ts";
import type { ZodApp } from "../../app-deps.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { startTestApp } from "../../test-support/test-app.ts";
import type { TestDatabase } from "../../test-support/test-database.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createUser } from "../auth/repository.ts";
import { createSession } from "../../sessions/repository.ts";
import { newSessionToken } from "../../sessions/tokens.ts";
import { LAST_ADMIN_MESSAGES } from "./routes.ts";

/**
 * The last admin can never go, whatever runs at the same time (issue 18, point 5): admins demoting
 * and deleting each other and themselves, all at once. On PostgreSQL the requests go to two apps
 * with a connection pool each, as two server processes on one database would send them.
 */
const ADMINS = 4;
const PARALLEL = 20;
const ROUNDS = 5;

/** What each of the parallel requests may be answered: done, refused with a reason, signed out meanwhile, or already gone. */
const ANSWERS = new Map<number, string[]>([
  [200, []],
  [400, [LAST_ADMIN_MESSAGES.ownRole, LAST_ADMIN_MESSAGES.ownAccount, LAST_ADMIN_MESSAGES.lastDemoted, LAST_ADMIN_MESSAGES.lastDeleted]],
  [401, [SERVER_MESSAGES.invalidToken]],
  [404, ["User not found."]],
]);

let testDb: TestDatabase;
let second: Database | undefined;
const apps: ZodApp[] = [];
let passwordHash: string;

beforeAll(async () => {
  const started = await startTestApp();
  testDb = started.testDb;
  apps.push(started.app);
  if (testDb.url) {
    second = await openDatabase({ kind: "postgres", url: testDb.url });
    const other = await buildApp(started.config, second, { web: false, logger: false });
    await other.ready();
    apps.push(other);
  }
  passwordHash = await hashPassword("correct horse 1");
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await testDb?.drop();
});

type Admin = { id: number; token: string };

/** A fresh set of signed-in admins, and nobody else. */
async function freshAdmins(round: number): Promise<Admin[]> {
  const { db } = testDb.database;
  await db.delete(users);
  const admins: Admin[] = [];
  for (let n = 0; n < ADMINS; n++) {
    const row = await createUser(db, { name: `Admin ${n}`, email: `admin${n}.round${round}@example.org`, passwordHash }, "admin");
    if (!row) throw new Error("admin not created");
    const token = newSessionToken();
    await createSession(db, row.id, token, new Date(Date.now() + 3_600_000));
    admins.push({ id: row.id, token });
  }
  return admins;
}

/** Request `i` of a round: who sends it, whom it aims at (itself too), and whether it demotes or deletes. */
function attempt(admins: Admin[], i: number) {
  const actor = admins[i % ADMINS]!;
  const target = admins[(i + 1 + Math.floor(i / ADMINS)) % ADMINS]!;
  const app = apps[i % apps.length]!;
  const headers = { authorization: `Bearer ${actor.token}` };
  const url = `/api/admin-users/${target.id}`;
  if ((i + Math.floor(i / ADMINS)) % 2 === 0) return app.inject({ method: "DELETE", url, headers });
  return app.inject({ method: "PUT", url, headers, payload: { name: `Admin ${target.id}`, email: `demoted${target.id}@example.org`, role: "pending" } });
}

describe("the last admin", () => {
  it(`stays, with ${PARALLEL} demotions and deletions of ${ADMINS} admins at once, round after round`, async () => {
    const adminsLeft: number[] = [];
    const unexpected: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const admins = await freshAdmins(round);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => attempt(admins, i)));
      for (const answer of answers) {
        const allowed = ANSWERS.get(answer.statusCode);
        const message = answer.statusCode === 200 ? null : (answer.json() as { message?: string }).message;
        if (!allowed || (message !== null && !allowed.includes(message ?? ""))) unexpected.push(`${answer.statusCode} ${answer.body}`);
      }
      adminsLeft.push(await testDb.database.db.$count(users, eq(users.role, "admin")));
    }
    expect(unexpected).toEqual([]);
    expect(adminsLeft.filter((count) => count === 0), `admins left after each round: ${adminsLeft.join(", ")}`).toEqual([]);
  });
});
