import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { passwordResets } from "../../db/schema.ts";
import { tokenDigest } from "../../sessions/tokens.ts";
import { body, startTestApp, useTestApp } from "../../test-support/test-app.ts";
import { lastMailTo, linkToken, queuedMails } from "../../test-support/queued-mails.ts";
import { RESET_ANSWER_FLOOR_MS } from "./password-reset.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("password reset by e-mail", () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const ask = (email: string, remoteAddress = "203.0.113.7") =>
    t.app.inject({ method: "POST", url: "/api/password-reset", payload: { email }, headers: { host: "church.test:3000" }, remoteAddress });
  const confirm = (token: string, password: string) => t.app.inject({ method: "POST", url: "/api/password-reset/confirm", payload: { token, password } });
  const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

  /** An active staff member with a live session. */
  async function staffMember(email: string, password = "first password 1") {
    const created = await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Sam Staff", email, password } });
    expect(created.statusCode).toBe(201);
    const session = await login(email, password);
    expect(session.statusCode).toBe(200);
    return { token: body<{ token: string }>(session).token };
  }

  it("mails a secret link to an address with an account, valid 30 minutes, stored only as its digest", async () => {
    await staffMember("sam@example.org");
    const before = Date.now();
    const answer = await ask("  Sam@Example.org ");
    expect(answer.statusCode).toBe(202);
    expect(body(answer)).toEqual({ message: STAFF_MESSAGES.passwordResetSent });

    const mail = await lastMailTo(db(), "password-reset", "sam@example.org");
    expect(mail).toMatchObject({ kind: "password-reset", to: ["sam@example.org"], subject: "Choose a new password", secret: true });
    expect(mail?.action?.url).toMatch(/^http:\/\/church\.test:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = linkToken(mail);

    const rows = await db().select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(tokenDigest(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it("answers an address without an account the same, and queues nothing", async () => {
    const mailsBefore = (await queuedMails(db(), "password-reset")).length;
    const answer = await ask("nobody@example.org");
    expect(answer.statusCode).toBe(202);
    expect(body(answer)).toEqual({ message: STAFF_MESSAGES.passwordResetSent });
    expect(await queuedMails(db(), "password-reset")).toHaveLength(mailsBefore);
  });

  it("sets the new password once, ends every session of the account, and the old password stops working", async () => {
    const { token: session } = await staffMember("ruth@example.org", "ruths old pass 1");
    const other = body<{ token: string }>(await login("ruth@example.org", "ruths old pass 1")).token;
    await ask("ruth@example.org");
    const token = linkToken(await lastMailTo(db(), "password-reset", "ruth@example.org"));

    const done = await confirm(token, "ruths new pass 2");
    expect(done.statusCode).toBe(200);
    expect(body(done).message).toBe(STAFF_MESSAGES.passwordResetDone);
    for (const ended of [session, other]) {
      const read = await t.app.inject({ method: "GET", url: "/api/admin-users", headers: { authorization: `Bearer ${ended}` } });
      expect(read.statusCode).toBe(401);
    }
    expect((await login("ruth@example.org", "ruths old pass 1")).statusCode).toBe(401);
    expect((await login("ruth@example.org", "ruths new pass 2")).statusCode).toBe(200);

    const again = await confirm(token, "someone elses pass 3");
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe(STAFF_MESSAGES.resetLinkInvalid);
    expect((await login("ruth@example.org", "ruths new pass 2")).statusCode).toBe(200);
  });

  it("refuses an expired link, one a newer link replaced, and a made-up one, with words that say what to do", async () => {
    await staffMember("eli@example.org");
    await ask("eli@example.org");
    const first = linkToken(await lastMailTo(db(), "password-reset", "eli@example.org"));
    await ask("eli@example.org");
    const second = linkToken(await lastMailTo(db(), "password-reset", "eli@example.org"));
    expect(second).not.toBe(first);

    for (const dead of [first, "made-up-token", "x".repeat(43)]) {
      const answer = await confirm(dead, "a good new pass 4");
      expect(answer.statusCode).toBe(400);
      expect(body(answer)).toMatchObject({ message: STAFF_MESSAGES.resetLinkInvalid, field: "token" });
    }

    // 30 minutes later (the row's expiry moved back, as the clock would).
    await db().update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.tokenHash, tokenDigest(second)));
    const expired = await confirm(second, "a good new pass 4");
    expect(expired.statusCode).toBe(400);
    expect(body(expired).message).toBe(STAFF_MESSAGES.resetLinkInvalid);
    expect((await login("eli@example.org", "first password 1")).statusCode).toBe(200);
  });

  it("holds the new password to the password rule, and a refused password leaves the link usable", async () => {
    await staffMember("ann@example.org");
    await ask("ann@example.org");
    const token = linkToken(await lastMailTo(db(), "password-reset", "ann@example.org"));
    const weak = await confirm(token, "password");
    expect(weak.statusCode).toBe(400);
    expect(body(weak).message).toMatch(/at least|common/);
    expect((await confirm(token, "a much better one 5")).statusCode).toBe(200);
  });

  it("sends a link to an account awaiting approval too, which stays pending after the reset", async () => {
    await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Pending Pat", email: "pat@example.org", password: "pats first pass 1" } });
    await ask("pat@example.org");
    const token = linkToken(await lastMailTo(db(), "password-reset", "pat@example.org"));
    expect((await confirm(token, "pats second pass 2")).statusCode).toBe(200);
    expect((await login("pat@example.org", "pats second pass 2")).statusCode).toBe(403);
  });

  it("takes about as long for an address without an account as for one with (medians of 20)", async () => {
    await staffMember("timed@example.org");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Alternated, so a slow moment of the machine falls on both; each from its own address and e-mail.
      for (const [times, email] of [
        [known, "timed@example.org"],
        [unknown, `nobody-${i}@example.org`],
      ] as const) {
        const started = performance.now();
        const answer = await ask(email, `198.51.100.${i}`);
        times.push(performance.now() - started);
        expect(answer.statusCode).toBe(202);
      }
      // The per-e-mail limit would otherwise stop the known address's mails after 3.
      await db().execute(sql`DELETE FROM rate_limit_hits`);
    }
    const [k, u] = [median(known), median(unknown)];
    expect(u).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(1.25);
  });
});

describe("password reset limits", () => {
  it("limits requests per client address (429) and mails per e-mail address (the same 202, nothing sent)", async () => {
    const { app, testDb } = await startTestApp({ PASSWORD_RESET_RATE_LIMIT: "3", PASSWORD_RESET_MAILS_PER_HOUR: "2", PUBLIC_URL: "https://church.example.org/" });
    try {
      await app.inject({ method: "POST", url: "/api/signup", payload: { name: "Only Admin", email: "only@example.org", password: "only admin pass 1" } });
      const ask = (email: string, remoteAddress: string) => app.inject({ method: "POST", url: "/api/password-reset", payload: { email }, remoteAddress });

      const fromOne = [];
      for (let i = 0; i < 4; i++) fromOne.push((await ask(`someone-${i}@example.org`, "192.0.2.1")).statusCode);
      expect(fromOne).toEqual([202, 202, 202, 429]);

      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await ask("only@example.org", `192.0.2.${10 + i}`));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      const mails = await queuedMails(testDb.database.db, "password-reset");
      expect(mails).toHaveLength(2);
      // PUBLIC_URL, not the request's Host, makes the link.
      expect(mails[0]?.action?.url).toMatch(/^https:\/\/church\.example\.org\/reset-password\?token=/);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
