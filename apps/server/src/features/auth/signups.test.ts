import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { User } from "@lampstand/contract/entities";
import { mailOutbox, signupRequests, users } from "../../db/schema.ts";
import { confirmationToken, outboxMails, signUpConfirmed } from "../../test-support/outbox.ts";
import { body, startTestApp, useTestApp, type TestContext } from "../../test-support/test-app.ts";
import { hashPassword } from "./passwords.ts";

const signUp = (t: TestContext, user: { name: string; email: string; password: string }, from?: string) =>
  t.app.inject({ method: "POST", url: "/api/signup", payload: user, ...(from ? { remoteAddress: from } : {}) });
const confirm = (t: TestContext, token: unknown, from?: string) =>
  t.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token }, ...(from ? { remoteAddress: from } : {}) });
const logIn = (t: TestContext, email: string, password: string) => t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
const staffList = async (t: TestContext) => body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));
const approve = (t: TestContext, user: User) =>
  t.app.inject({ method: "PUT", url: `/api/admin-users/${user.id}`, headers: t.auth, payload: { name: user.name, email: user.email, role: "admin" } });

describe("confirmed sign-ups (issue 21)", () => {
  const t = useTestApp({ PUBLIC_URL: "https://church.example.org/ignored/path" });
  const db = () => t.testDb.database.db;

  it("stores a later sign-up unconfirmed and mails its address a link; nothing is listed or can sign in yet", async () => {
    const answer = await signUp(t, { name: "Late Comer", email: "Late@Example.org", password: "pass word 22" });
    expect(answer.statusCode).toBe(201);
    expect(body(answer)).toEqual({ message: STAFF_MESSAGES.signupPending, role: "pending" });
    expect((await staffList(t)).some((user) => user.email === "late@example.org")).toBe(false);
    expect((await logIn(t, "late@example.org", "pass word 22")).statusCode).toBe(401);

    const [mail] = (await outboxMails(db(), "sign-up-confirmation")).filter((m) => m.to.includes("late@example.org"));
    expect(mail).toMatchObject({ to: ["late@example.org"], secret: true, status: "waiting", action: { label: "Confirm my sign-up" } });
    expect(mail?.action?.url).toMatch(/^https:\/\/church\.example\.org\/signup\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    // Only the token's digest is stored.
    const token = await confirmationToken(db(), "late@example.org");
    const stored = await db().select().from(signupRequests).where(eq(signupRequests.email, "late@example.org"));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.passwordHash).toMatch(/^scrypt\$/);
  });

  it("defeats the pre-claim: a stranger's sign-up with the victim's address never becomes approvable; the victim's own works", async () => {
    const victim = { name: "Deacon Mary", email: "mary@example.org", password: "marys own phrase 1" };
    const stranger = { name: "Deacon Mary", email: "mary@example.org", password: "strangers phrase 2" };
    expect((await signUp(t, stranger, "203.0.113.66")).statusCode).toBe(201);
    const strangersToken = await confirmationToken(db(), victim.email);
    // The stranger has only what they typed: no token of theirs works, and nothing is listed.
    for (const guess of ["", "x".repeat(43), strangersToken.slice(0, 42)]) {
      expect((await confirm(t, guess, "203.0.113.66")).statusCode).toBe(400);
    }
    expect((await staffList(t)).some((user) => user.email === victim.email)).toBe(false);
    expect((await logIn(t, victim.email, stranger.password)).statusCode).toBe(401);

    // The victim signs up afterwards and confirms the link of their own sign-up.
    expect((await signUp(t, victim)).statusCode).toBe(201);
    const victimsToken = await confirmationToken(db(), victim.email);
    expect(victimsToken).not.toBe(strangersToken);
    const confirmed = await confirm(t, victimsToken);
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed)).toEqual({ message: STAFF_MESSAGES.signupConfirmed, account: "pending" });

    const listed = (await staffList(t)).find((user) => user.email === victim.email);
    expect(listed).toMatchObject({ name: victim.name, role: "pending" });
    expect((await logIn(t, victim.email, victim.password)).statusCode).toBe(403);
    expect((await approve(t, listed!)).statusCode).toBe(200);

    expect((await logIn(t, victim.email, victim.password)).statusCode).toBe(200);
    expect(body(await logIn(t, victim.email, stranger.password)).message).toBe(SERVER_MESSAGES.invalidCredentials);
    // The stranger's link, had it reached them, is spent with the victim's confirmation.
    expect((await confirm(t, strangersToken)).statusCode).toBe(400);
    expect((await logIn(t, victim.email, stranger.password)).statusCode).toBe(401);
  });

  it("answers a sign-up the same for a new address, one with a sign-up waiting and a staff member's, in comparable time", async () => {
    const kinds = {
      fresh: (i: number) => `new${i}@example.org`,
      waiting: () => "late@example.org",
      staff: () => "grace@example.org",
    } as const;
    const answers = new Set<string>();
    const times: Record<keyof typeof kinds, number[]> = { fresh: [], waiting: [], staff: [] };
    for (let i = 0; i < 20; i++) {
      // Interleaved, so a slow moment of the machine falls on every kind alike.
      for (const kind of Object.keys(kinds) as Array<keyof typeof kinds>) {
        const started = performance.now();
        const answer = await signUp(t, { name: "Anyone", email: kinds[kind](i), password: "some pass phrase 3" });
        times[kind].push(performance.now() - started);
        answers.add(`${answer.statusCode} ${answer.headers["content-type"]} ${answer.body}`);
      }
    }
    expect([...answers]).toEqual([`201 application/json; charset=utf-8 ${JSON.stringify({ message: STAFF_MESSAGES.signupPending, role: "pending" })}`]);
    const medians = Object.values(times).map(median);
    // Generous: the same statements run for every kind; the ratio only catches a missing hash or a branch.
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(1.5);
    // The staff account is untouched by all that.
    expect((await logIn(t, "grace@example.org", "correct horse 1")).statusCode).toBe(200);
  }, 240_000);

  it("confirms once, and not after its time", async () => {
    const once = { name: "Once", email: "once@example.org", password: "only once please 4" };
    await signUp(t, once);
    const token = await confirmationToken(db(), once.email);
    expect((await confirm(t, token)).statusCode).toBe(200);
    const again = await confirm(t, token);
    expect(again.statusCode).toBe(400);
    expect(body(again)).toEqual({ message: STAFF_MESSAGES.signupConfirmInvalid, field: "token" });

    const late = { name: "Late", email: "slow@example.org", password: "took too long 5" };
    await signUp(t, late);
    const lateToken = await confirmationToken(db(), late.email);
    await db().update(signupRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(signupRequests.email, late.email));
    expect(body(await confirm(t, lateToken))).toEqual({ message: STAFF_MESSAGES.signupConfirmInvalid, field: "token" });
    expect((await staffList(t)).some((user) => user.email === late.email)).toBe(false);
  });

  it("answers a missing, empty or overlong token with a 400 that says so", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/signup/confirm", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe("The confirmation link's code is missing.");
    expect(body(await confirm(t, "")).message).toBe("The confirmation link's code is missing.");
    expect((await confirm(t, "a".repeat(5000))).statusCode).toBe(400);
    expect((await confirm(t, 12)).statusCode).toBe(400);
  });

  it("leaves a staff member's account as it was when its owner confirms a sign-up with its address", async () => {
    await signUp(t, { name: "Not Grace", email: "GRACE@example.org", password: "a new pass phrase 6" });
    const answer = await confirm(t, await confirmationToken(db(), "grace@example.org"));
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toEqual({ message: STAFF_MESSAGES.signupConfirmedExisting, account: "existing" });
    expect((await staffList(t)).find((user) => user.email === "grace@example.org")).toMatchObject({ name: "Grace Admin", role: "admin" });
    expect((await logIn(t, "grace@example.org", "correct horse 1")).statusCode).toBe(200);
    expect((await logIn(t, "grace@example.org", "a new pass phrase 6")).statusCode).toBe(401);
  });

  it("keeps pending accounts made before confirmations listed, and its owner's confirmed sign-up replaces their password", async () => {
    const [old] = await db()
      .insert(users)
      .values({ name: "Old Claim", email: "elder@example.org", passwordHash: await hashPassword("a strangers old 7"), role: "pending" })
      .returning();
    expect((await staffList(t)).find((user) => user.id === old!.id)).toMatchObject({ name: "Old Claim", role: "pending" });

    expect(await signUpConfirmed(t.app, db(), { name: "Elder John", email: "elder@example.org", password: "johns own phrase 8" })).toBe(200);
    const listed = (await staffList(t)).find((user) => user.id === old!.id);
    expect(listed).toMatchObject({ name: "Elder John", role: "pending" });
    await approve(t, listed!);
    expect((await logIn(t, "elder@example.org", "johns own phrase 8")).statusCode).toBe(200);
    expect((await logIn(t, "elder@example.org", "a strangers old 7")).statusCode).toBe(401);
  });
});

describe("the admins' mail when sign-ups wait", () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const waitingMails = async () => (await outboxMails(db(), "sign-ups-waiting")).filter((mail) => mail.status === "waiting");

  it("tells every admin, once per burst, how many sign-ups wait, with a link to Admin Mgt", async () => {
    await db().insert(users).values({ name: "Second Admin", email: "second@example.org", passwordHash: await hashPassword("second admin 9"), role: "admin" });
    expect(await signUpConfirmed(t.app, db(), { name: "One", email: "one@example.org", password: "first of many 1" })).toBe(200);
    expect(await waitingMails()).toHaveLength(2);
    for (let i = 2; i <= 3; i++) {
      expect(await signUpConfirmed(t.app, db(), { name: `N${i}`, email: `n${i}@example.org`, password: "first of many 1" })).toBe(200);
    }
    const mails = await waitingMails();
    expect(mails.map((mail) => mail.to)).toEqual([["grace@example.org"], ["second@example.org"]]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: "sign-ups-waiting", subject: "3 sign-ups wait for your approval", action: { label: "Open Admin Management" } });
      expect(mail.action?.url).toMatch(/^http:\/\/[^/]+\/admin\/admin-management$/);
      expect(mail.secret).toBeUndefined();
    }

    // Once the sender has claimed them (it counts the attempt, and may be sending those words now),
    // they are left as they are: the next confirmation is a mail of its own.
    await db().update(mailOutbox).set({ attempts: 1 }).where(eq(mailOutbox.kind, "sign-ups-waiting"));
    await signUpConfirmed(t.app, db(), { name: "Four", email: "four@example.org", password: "first of many 1" });
    expect((await waitingMails()).map((mail) => [mail.to[0], mail.subject])).toEqual([
      ["grace@example.org", "3 sign-ups wait for your approval"],
      ["second@example.org", "3 sign-ups wait for your approval"],
      ["grace@example.org", "4 sign-ups wait for your approval"],
      ["second@example.org", "4 sign-ups wait for your approval"],
    ]);
  });

  it("sends admins nothing for a sign-up, a failed confirmation or a staff member's own address", async () => {
    const before = (await outboxMails(db(), "sign-ups-waiting")).length;
    await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "G", email: "grace@example.org", password: "yet another one 2" } });
    await t.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token: "nope" } });
    await t.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token: await confirmationToken(db(), "grace@example.org") } });
    expect((await outboxMails(db(), "sign-ups-waiting")).length).toBe(before);
  });
});

describe("sign-up of a fresh site and the confirmation's limit", () => {
  it("makes the very first account the admin at once, mailing nothing", async () => {
    const { app, testDb } = await startTestApp();
    try {
      const first = await app.inject({ method: "POST", url: "/api/signup", payload: { name: "First", email: "first@example.org", password: "the first one 10" } });
      expect(body(first)).toEqual({ message: STAFF_MESSAGES.signupAdmin, role: "admin" });
      expect(await outboxMails(testDb.database.db)).toEqual([]);
      expect((await app.inject({ method: "POST", url: "/api/login", payload: { email: "first@example.org", password: "the first one 10" } })).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it("with ADMIN_EMAIL, even the first sign-up is confirmed by mail", async () => {
    const { app, testDb } = await startTestApp({ ADMIN_EMAIL: "boot@example.org", ADMIN_PASSWORD: "bootstrap pass 11" });
    try {
      const first = await app.inject({ method: "POST", url: "/api/signup", payload: { name: "Early", email: "early@example.org", password: "the first one 10" } });
      expect(body(first)).toEqual({ message: STAFF_MESSAGES.signupPending, role: "pending" });
      expect((await outboxMails(testDb.database.db, "sign-up-confirmation")).map((mail) => mail.to)).toEqual([["early@example.org"]]);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it("limits confirmations per address like sign-ups", async () => {
    const { app, testDb } = await startTestApp({ SIGNUP_RATE_LIMIT: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await app.inject({ method: "POST", url: "/api/signup/confirm", remoteAddress: "198.51.100.9", payload: { token: `guess-${i}` } })).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      // Another address has its own allowance.
      expect((await app.inject({ method: "POST", url: "/api/signup/confirm", remoteAddress: "198.51.100.10", payload: { token: "guess" } })).statusCode).toBe(400);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
