import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AdminUser, LoginResponse } from "@lampstand/contract/entities";
import type { ZodApp } from "../../app-deps.ts";
import { signInThrottle } from "../../db/schema.ts";
import { confirmationToken } from "../../test-support/outbox.ts";
import { body, startTestApp } from "../../test-support/test-app.ts";
import type { TestDatabase } from "../../test-support/test-database.ts";
import { DEVICE_COOKIE } from "./trusted-devices.ts";
import { waitInWords } from "./throttle.ts";

/**
 * Sign-in throttling (ADR 016) through the HTTP API: failures slow down the account (for devices
 * it was never used on) and the address they come from; they never lock the owner out.
 */
type Attempt = { from?: string; device?: string | null };

function logIn(app: ZodApp, email: string, password: string, { from = "192.0.2.1", device = null }: Attempt = {}) {
  return app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: from,
    payload: { email, password },
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
}

/** The device cookie a successful sign-in sets. */
function deviceCookieOf(response: Awaited<ReturnType<typeof logIn>>): string {
  const cookie = (response.cookies as Array<{ name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string }>).find(
    (item) => item.name === DEVICE_COOKIE,
  );
  if (!cookie) throw new Error("no device cookie");
  return cookie.value;
}

/** An app on a fresh database with the pastor's account (the first, so an admin). */
async function withApp(env: Record<string, string>, run: (app: ZodApp, testDb: TestDatabase) => Promise<void>): Promise<void> {
  const { app, testDb } = await startTestApp(env);
  try {
    const signup = await app.inject({ method: "POST", url: "/api/signup", payload: { name: "Pastor", email: "pastor@example.org", password: PASSWORD } });
    expect(signup.statusCode).toBe(201);
    await run(app, testDb);
  } finally {
    await app.close();
    await testDb.drop();
  }
}

const PASSWORD = "still waters 23";
const WRONG = "wrong guess 99";
/** A different address for each of an attacker's requests, as from a botnet. */
const botAddress = (n: number) => `203.0.113.${n % 250}`;

describe("sign-in throttling", () => {
  it("delays an account after the threshold for devices it was never used on, with a Retry-After", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "3", LOCKOUT_MINUTES: "10" }, async (app) => {
      for (let n = 0; n < 3; n++) expect((await logIn(app, "pastor@example.org", WRONG, { from: botAddress(n) })).statusCode).toBe(401);
      const locked = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.20" });
      expect(locked.statusCode).toBe(429);
      expect(body(locked).message).toBe(SERVER_MESSAGES.accountLocked("10 minutes"));
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(590);
      expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(600);
      expect(locked.headers["cache-control"]).toBe("no-store");
      // An unknown e-mail is throttled alike, so a lockout reveals nothing about which accounts exist.
      for (let n = 0; n < 3; n++) await logIn(app, "nobody@example.org", WRONG, { from: botAddress(n) });
      expect(body(await logIn(app, "nobody@example.org", WRONG, { from: "198.51.100.21" })).message).toBe(SERVER_MESSAGES.accountLocked("10 minutes"));
    });
  });

  it("lets the owner in from a browser that signed in before, or from the last sign-in address, however long the attack goes on", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "5" }, async (app) => {
      const first = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.7" });
      expect(first.statusCode).toBe(200);
      let device = deviceCookieOf(first);
      const cookie = (first.cookies as Array<{ name: string; path?: string; httpOnly?: boolean; sameSite?: string }>).find((c) => c.name === DEVICE_COOKIE);
      expect(cookie).toMatchObject({ path: "/api/login", httpOnly: true, sameSite: "Strict" });

      // 29 rounds of five wrong guesses from everywhere, each followed by the owner signing in.
      let attempt = 0;
      const outcomes: number[] = [];
      for (let round = 0; round < 29; round++) {
        for (let n = 0; n < 5; n++) await logIn(app, "pastor@example.org", WRONG, { from: botAddress(attempt++) });
        // From the same browser on a phone network it never used before (which takes a new cookie each time)…
        const owner = await logIn(app, "pastor@example.org", PASSWORD, { from: `198.51.100.${100 + (round % 100)}`, device });
        outcomes.push(owner.statusCode);
        if (owner.statusCode === 200) device = deviceCookieOf(owner);
      }
      expect(outcomes).toEqual(Array(29).fill(200));
      // …and without the cookie, from the address of the last good sign-in.
      const home = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.128" });
      expect(home.statusCode).toBe(200);
      // A new browser somewhere else waits, as the attacker does.
      await logIn(app, "pastor@example.org", WRONG, { from: botAddress(attempt++) });
      for (let n = 0; n < 5; n++) await logIn(app, "pastor@example.org", WRONG, { from: botAddress(attempt++) });
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.200" })).statusCode).toBe(429);
      // A device cookie of another account, or a made-up one, is no pass.
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.201", device: "x".repeat(43) })).statusCode).toBe(429);
    });
  });

  it("counts parallel guesses before checking them: 20 at once against a threshold of 5 check only 5", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "5", ADDRESS_LOCKOUT_THRESHOLD: "5" }, async (app) => {
      const spread = await Promise.all(Array.from({ length: 20 }, (_, n) => logIn(app, "pastor@example.org", WRONG, { from: botAddress(n) })));
      const codes = spread.map((response) => response.statusCode).sort();
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      // The same from one address, across many accounts: its own limit holds.
      const oneAddress = await Promise.all(Array.from({ length: 20 }, (_, n) => logIn(app, `member${n}@example.org`, WRONG, { from: "198.51.100.99" })));
      expect(oneAddress.filter((response) => response.statusCode === 401)).toHaveLength(5);
      expect(oneAddress.filter((response) => response.statusCode === 429)).toHaveLength(15);
    });
  });

  it("slows the attacker's address across every account, with delays that double, and leaves other addresses alone", async () => {
    await withApp({ ADDRESS_LOCKOUT_THRESHOLD: "4", ADDRESS_LOCKOUT_MINUTES: "5" }, async (app, testDb) => {
      const attacker = "203.0.113.66";
      for (let n = 0; n < 4; n++) expect((await logIn(app, `guess${n}@example.org`, WRONG, { from: attacker })).statusCode).toBe(401);
      const blocked = await logIn(app, "pastor@example.org", PASSWORD, { from: attacker });
      expect(blocked.statusCode).toBe(429);
      expect(body(blocked).message).toBe(SERVER_MESSAGES.addressLocked("5 minutes"));
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.5" })).statusCode).toBe(200);

      // When the wait is over, the next failure closes the gate for twice as long, and so on.
      for (const expectedMinutes of [10, 20, 40]) {
        await testDb.database.db.execute(sql`UPDATE sign_in_throttle SET blocked_until = now() - interval '1 second' WHERE key = ${`address:${attacker}`}`);
        expect((await logIn(app, "someone@example.org", WRONG, { from: attacker })).statusCode).toBe(401);
        const next = await logIn(app, "someone@example.org", WRONG, { from: attacker });
        expect(body(next).message).toBe(SERVER_MESSAGES.addressLocked(`${expectedMinutes} minutes`));
      }
    });
  });

  it("counts IPv6 visitors by their /64", async () => {
    await withApp({ ADDRESS_LOCKOUT_THRESHOLD: "3" }, async (app) => {
      for (let n = 1; n <= 3; n++) await logIn(app, `v6-${n}@example.org`, WRONG, { from: `2001:db8:1:2::${n}` });
      expect((await logIn(app, "v6@example.org", WRONG, { from: "2001:db8:1:2:ffff::9" })).statusCode).toBe(429);
      expect((await logIn(app, "v6@example.org", WRONG, { from: "2001:db8:1:3::1" })).statusCode).toBe(401);
    });
  });

  it("keeps a trusted browser's own guesses slow", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "3" }, async (app) => {
      const device = deviceCookieOf(await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.7" }));
      for (let n = 0; n < 3; n++) expect((await logIn(app, "pastor@example.org", WRONG, { from: "198.51.100.8", device })).statusCode).toBe(401);
      const slowed = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.8", device });
      expect(slowed.statusCode).toBe(429);
      expect(body(slowed).message).toBe(SERVER_MESSAGES.deviceLocked("1 minute"));
    });
  });

  it("does not let a stranger's own pending account reset the count of their address", async () => {
    await withApp({ ADDRESS_LOCKOUT_THRESHOLD: "3" }, async (app, testDb) => {
      const stranger = "203.0.113.77";
      // Their own address, confirmed: an account of theirs that waits for approval.
      await app.inject({ method: "POST", url: "/api/signup", remoteAddress: stranger, payload: { name: "S", email: "s@example.org", password: "my own pass 1" } });
      const token = await confirmationToken(testDb.database.db, "s@example.org");
      expect((await app.inject({ method: "POST", url: "/api/signup/confirm", remoteAddress: stranger, payload: { token } })).statusCode).toBe(200);
      const codes: number[] = [];
      for (let n = 0; n < 3; n++) {
        codes.push((await logIn(app, "pastor@example.org", `${WRONG}${n}`, { from: stranger })).statusCode);
        codes.push((await logIn(app, "s@example.org", "my own pass 1", { from: stranger })).statusCode);
      }
      // The pending account's right password takes back its own attempt, and nothing more.
      expect(codes).toEqual([401, 403, 401, 403, 401, 429]);
    });
  });

  it("does not give a guesser at a shared address a fresh allowance when staff there sign in", async () => {
    await withApp({ ADDRESS_LOCKOUT_THRESHOLD: "3", LOCKOUT_THRESHOLD: "100" }, async (app) => {
      const wifi = "198.51.100.50";
      const codes: number[] = [];
      for (let n = 0; n < 3; n++) {
        codes.push((await logIn(app, "pastor@example.org", `${WRONG}${n}`, { from: wifi })).statusCode);
        codes.push((await logIn(app, "pastor@example.org", PASSWORD, { from: wifi })).statusCode);
      }
      expect(codes).toEqual([401, 200, 401, 200, 401, 429]);
    });
  });

  it("replaces the device cookie at every sign-in, so one planted beforehand is worth nothing", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "3" }, async (app) => {
      const planted = "p".repeat(43);
      const signedIn = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.7", device: planted });
      const issued = deviceCookieOf(signedIn);
      expect(issued).not.toBe(planted);
      for (let n = 0; n < 3; n++) await logIn(app, "pastor@example.org", WRONG, { from: botAddress(n) });
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.9", device: planted })).statusCode).toBe(429);
      const again = await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.9", device: issued });
      expect(again.statusCode).toBe(200);
      // The token it came with is spent.
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.10", device: issued })).statusCode).toBe(429);
    });
  });

  it("shows a delayed account to admins with its end, and an admin's Unlock lifts it", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "3", LOCKOUT_MINUTES: "10" }, async (app) => {
      const admin = await logIn(app, "pastor@example.org", PASSWORD, { from: "198.51.100.7" });
      const auth = { authorization: `Bearer ${body<LoginResponse>(admin).token}` };
      const added = await app.inject({ method: "POST", url: "/api/admin-users", headers: auth, payload: { name: "Deacon", email: "deacon@example.org", password: "deacon pass 1" } });
      const deaconId = body<AdminUser>(added).id;
      expect(body<AdminUser>(added)).not.toHaveProperty("password_hash");

      for (let n = 0; n < 3; n++) await logIn(app, "deacon@example.org", WRONG, { from: botAddress(n) });
      const before = Date.now();
      const listed = body<AdminUser[]>(await app.inject({ method: "GET", url: "/api/admin-users", headers: auth }));
      const lockedUntil = listed.find((user) => user.id === deaconId)?.locked_until;
      expect(lockedUntil).toBeTruthy();
      expect(Date.parse(lockedUntil ?? "") - before).toBeGreaterThan(9 * 60_000);
      expect(listed.find((user) => user.email === "pastor@example.org")?.locked_until).toBeNull();
      expect((await logIn(app, "deacon@example.org", "deacon pass 1", { from: "198.51.100.30" })).statusCode).toBe(429);

      const unlock = await app.inject({ method: "POST", url: `/api/admin-users/${deaconId}/unlock`, headers: auth });
      expect(unlock.statusCode).toBe(200);
      expect(body<AdminUser>(unlock)).toMatchObject({ id: deaconId, email: "deacon@example.org", locked_until: null });
      expect((await logIn(app, "deacon@example.org", "deacon pass 1", { from: "198.51.100.30" })).statusCode).toBe(200);

      expect((await app.inject({ method: "POST", url: "/api/admin-users/999/unlock", headers: auth })).statusCode).toBe(404);
      expect((await app.inject({ method: "POST", url: `/api/admin-users/${deaconId}/unlock` })).statusCode).toBe(401);
    });
  });

  it("says how long to wait in words", () => {
    expect(waitInWords(1)).toBe("1 minute");
    expect(waitInWords(600_000)).toBe("10 minutes");
    expect(waitInWords(119 * 60_000)).toBe("119 minutes");
    expect(waitInWords(5 * 3_600_000)).toBe("5 hours");
    expect(waitInWords(2 * 86_400_000)).toBe("2 days");
  });
});

describe("a trusted browser at a shared address (church Wi-Fi, a phone network)", () => {
  const wifi = "198.51.100.50";
  /** A stranger at the Wi-Fi sends failures until both its request limit and its sign-in delay refuse them. */
  async function strangerUsesUpTheAddress(app: ZodApp, limit: number): Promise<void> {
    const codes: number[] = [];
    for (let n = 0; n <= limit; n++) codes.push((await logIn(app, `member${n}@example.org`, WRONG, { from: wifi })).statusCode);
    expect(codes.at(-1)).toBe(429);
    const refused = await logIn(app, "pastor@example.org", PASSWORD, { from: wifi });
    expect(body(refused).message).toBe(SERVER_MESSAGES.tooManyRequests);
  }

  it("lets the owner's browser in at once when a stranger there used up the address's limits; a forged or another account's device cookie passes nothing", async () => {
    await withApp({ LOGIN_RATE_LIMIT: "5", ADDRESS_LOCKOUT_THRESHOLD: "3" }, async (app, testDb) => {
      const pastorsBrowser = deviceCookieOf(await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.7" }));
      const admin = { authorization: `Bearer ${body<LoginResponse>(await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.7" })).token}` };
      await app.inject({ method: "POST", url: "/api/admin-users", headers: admin, payload: { name: "Deacon", email: "deacon@example.org", password: "deacon pass 1" } });
      const deaconsBrowser = deviceCookieOf(await logIn(app, "deacon@example.org", "deacon pass 1", { from: "192.0.2.8" }));

      await strangerUsesUpTheAddress(app, 5);
      // The address's sign-in delay is closed as well (3 failures), not only its request limit.
      const [addressGate] = await testDb.database.db.select().from(signInThrottle).where(eq(signInThrottle.key, `address:${wifi}`));
      expect(addressGate?.blockedUntil?.getTime()).toBeGreaterThan(Date.now());

      for (const device of ["x".repeat(43), deaconsBrowser]) {
        const refused = await logIn(app, "pastor@example.org", PASSWORD, { from: wifi, device });
        expect(refused.statusCode).toBe(429);
        expect(body(refused).message).toBe(SERVER_MESSAGES.tooManyRequests);
      }
      const owner = await logIn(app, "pastor@example.org", PASSWORD, { from: wifi, device: pastorsBrowser });
      expect(owner.statusCode).toBe(200);
      // The deacon's browser answers for the deacon's account only.
      expect((await logIn(app, "deacon@example.org", "deacon pass 1", { from: wifi, device: deaconsBrowser })).statusCode).toBe(200);
      // The stranger, and a browser without the cookie, are still held at the address.
      expect(body(await logIn(app, "member9@example.org", WRONG, { from: wifi })).message).toBe(SERVER_MESSAGES.tooManyRequests);
      expect(body(await logIn(app, "pastor@example.org", PASSWORD, { from: wifi })).message).toBe(SERVER_MESSAGES.tooManyRequests);
    });
  });

  it("gives the trusted browser a request limit of its own, which it meets like anyone", async () => {
    await withApp({ LOGIN_RATE_LIMIT: "4", LOCKOUT_THRESHOLD: "100" }, async (app) => {
      const device = deviceCookieOf(await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.7" }));
      await strangerUsesUpTheAddress(app, 4);
      const codes: number[] = [];
      for (let n = 0; n < 5; n++) codes.push((await logIn(app, "pastor@example.org", `${WRONG}${n}`, { from: wifi, device })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429]);
      const limited = await logIn(app, "pastor@example.org", PASSWORD, { from: wifi, device });
      expect(body(limited).message).toBe(SERVER_MESSAGES.tooManyRequests);
      // From any other address too: the browser's limit is its own, wherever it is.
      expect(body(await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.123", device })).message).toBe(SERVER_MESSAGES.tooManyRequests);
    });
  });

  it("reads at most 8 KiB of a sign-in, since the request limit counts it once its body is read", async () => {
    await withApp({}, async (app) => {
      const huge = await app.inject({ method: "POST", url: "/api/login", payload: { email: "pastor@example.org", password: PASSWORD, padding: "x".repeat(9000) } });
      expect(huge.statusCode).toBe(413);
      expect(body(huge).message).toBe("The request body is too large.");
      // The longest e-mail and password there can be, every character escaped, are read.
      const escaped = (text: string) => [...text].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
      const email = `${"a".repeat(64)}@${["b", "c", "d"].map((label) => label.repeat(60)).join(".")}.org`;
      expect(email.length).toBeLessThanOrEqual(LIMITS.email);
      const longest = `{"email":"${escaped(email)}","password":"${escaped("p".repeat(LIMITS.passwordMax))}"}`;
      const answer = await app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/json" }, payload: longest });
      expect(answer.statusCode).toBe(401);
    });
  });
});

describe("changing one's own password", () => {
  it("needs the current password and a good new one, and ends the account's other sessions", async () => {
    await withApp({}, async (app) => {
      const signIn = async (password: string) => logIn(app, "pastor@example.org", password, { from: "198.51.100.7" });
      const here = { authorization: `Bearer ${body<LoginResponse>(await signIn(PASSWORD)).token}` };
      const elsewhere = { authorization: `Bearer ${body<LoginResponse>(await signIn(PASSWORD)).token}` };
      const change = (payload: Record<string, unknown>, headers = here) => app.inject({ method: "PUT", url: "/api/account/password", headers, payload });

      const wrong = await change({ current_password: "not my password", new_password: "green pastures 7" });
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong)).toEqual({ message: SERVER_MESSAGES.currentPasswordWrong, field: "current_password" });
      expect(body(await change({ current_password: PASSWORD, new_password: "short" })).field).toBe("new_password");
      expect(body(await change({ current_password: PASSWORD, new_password: "password1234" })).message).toMatch(/most common passwords/);
      expect(body(await change({ current_password: PASSWORD, new_password: PASSWORD }))).toEqual({ message: STAFF_MESSAGES.samePassword, field: "new_password" });
      expect((await change({ current_password: PASSWORD, new_password: "green pastures 7" }, { authorization: "Bearer nope" })).statusCode).toBe(401);

      const done = await change({ current_password: PASSWORD, new_password: "green pastures 7" });
      expect(done.statusCode).toBe(200);
      expect(body(done).message).toBe(STAFF_MESSAGES.passwordChanged);
      expect(done.headers["cache-control"]).toBe("no-store");
      expect((await app.inject({ method: "GET", url: "/api/view-desks", headers: here })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/view-desks", headers: elsewhere })).statusCode).toBe(401);
      expect((await signIn(PASSWORD)).statusCode).toBe(401);
      expect((await signIn("green pastures 7")).statusCode).toBe(200);
    });
  });

  it("slows wrong current passwords on their own gate, which strangers' sign-in failures do not close", async () => {
    await withApp({ LOCKOUT_THRESHOLD: "3" }, async (app) => {
      const auth = { authorization: `Bearer ${body<LoginResponse>(await logIn(app, "pastor@example.org", PASSWORD)).token}` };
      for (let n = 0; n < 3; n++) await logIn(app, "pastor@example.org", WRONG, { from: botAddress(n) });
      expect((await logIn(app, "pastor@example.org", PASSWORD, { from: "192.0.2.77" })).statusCode).toBe(429);
      const owner = await app.inject({ method: "PUT", url: "/api/account/password", headers: auth, payload: { current_password: PASSWORD, new_password: "green pastures 7" } });
      expect(owner.statusCode).toBe(200);
      const again = { current_password: "green pastures 7", new_password: "quiet waters 88" };
      const codes: number[] = [];
      for (let n = 0; n < 4; n++) {
        const response = await app.inject({ method: "PUT", url: "/api/account/password", headers: auth, payload: { ...again, current_password: `${WRONG}${n}` } });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      const slowed = await app.inject({ method: "PUT", url: "/api/account/password", headers: auth, payload: again });
      expect(body(slowed).message).toBe(SERVER_MESSAGES.passwordChangeLocked("1 minute"));
    });
  });
});
