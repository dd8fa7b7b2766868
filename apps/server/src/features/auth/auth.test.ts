import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { LoginResponse, User } from "@lampstand/contract/entities";
import { confirmationToken, signUpConfirmed } from "../../test-support/outbox.ts";
import { body, startTestApp, useTestApp } from "../../test-support/test-app.ts";

describe("sign-up, sign-in and sign-out", () => {
  const t = useTestApp();

  it("makes the first account an admin (the test app's own) and later ones pending once confirmed", async () => {
    const users = await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth });
    expect(body<User[]>(users)[0]?.role).toBe("admin");

    const later = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { name: "Late Comer", email: "late@example.org", password: "pass word 22" },
    });
    expect(later.statusCode).toBe(201);
    expect(body(later)).toEqual({ message: STAFF_MESSAGES.signupPending, role: "pending" });
    const token = await confirmationToken(t.testDb.database.db, "late@example.org");
    expect((await t.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token } })).statusCode).toBe(200);
    const listed = body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));
    expect(listed.find((user) => user.email === "late@example.org")).toMatchObject({ name: "Late Comer", role: "pending" });
    expect(listed[0]).not.toHaveProperty("password");
    expect(listed[0]).not.toHaveProperty("passwordHash");
  });

  it("refuses a pending account with 403 until an admin approves it", async () => {
    const credentials = { email: "waiting@example.org", password: "let me in 123" };
    expect(await signUpConfirmed(t.app, t.testDb.database.db, { name: "Waiting", ...credentials })).toBe(200);
    const users = body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));
    const id = users.find((user) => user.email === credentials.email)?.id;

    const before = await t.app.inject({ method: "POST", url: "/api/login", payload: credentials });
    expect(before.statusCode).toBe(403);
    expect(body(before).message).toBe(SERVER_MESSAGES.awaitingApproval);

    const approve = await t.app.inject({
      method: "PUT",
      url: `/api/admin-users/${id}`,
      headers: t.auth,
      payload: { name: "Waiting", email: credentials.email, role: "admin" },
    });
    expect(approve.statusCode).toBe(200);
    expect(body(approve).role).toBe("admin");

    const after = await t.app.inject({ method: "POST", url: "/api/login", payload: credentials });
    expect(after.statusCode).toBe(200);
    expect(body(after)).toMatchObject({ user: { email: credentials.email, role: "admin" } });
    expect(typeof body(after).token).toBe("string");
  });

  it("answers login with a token and the user, and the token opens protected routes", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "GRACE@example.org", password: "correct horse 1" } });
    expect(login.statusCode).toBe(200);
    const { token, user, expires_at } = body<LoginResponse>(login);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.name).toBe("Grace Admin");
    const hours = (Date.parse(expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const list = await t.app.inject({ method: "GET", url: "/api/view-desks", headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
  });

  it("keeps a 'Remember me' session for 30 days", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "grace@example.org", password: "correct horse 1", remember: true },
    });
    const days = (Date.parse(body<LoginResponse>(login).expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it("revokes the token on logout", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "correct horse 1" } });
    const headers = { authorization: `Bearer ${body<LoginResponse>(login).token}` };
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/view-desks", headers });
    expect(after.statusCode).toBe(401);
    expect(body(after).message).toBe(SERVER_MESSAGES.invalidToken);
    // The admin's other session is untouched.
    expect((await t.app.inject({ method: "GET", url: "/api/view-desks", headers: t.auth })).statusCode).toBe(200);
  });

  it("answers 401 to a wrong password and to an unknown e-mail, with the same message", async () => {
    const wrong = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "198.51.100.1", payload: { email: "grace@example.org", password: "nope nope" } });
    const unknown = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "nobody@example.org", password: "nope nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(body(wrong).message).toBe(body(unknown).message);
  });

  it("answers a sign-up for a taken e-mail (whatever its case) exactly as a new one, and changes nothing", async () => {
    const fresh = await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Fresh", email: "fresh@example.org", password: "another pass 1" } });
    const again = await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Copy", email: "Grace@Example.org", password: "another pass 1" } });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const users = body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));
    expect(users.filter((user) => user.email === "grace@example.org")).toEqual([expect.objectContaining({ name: "Grace Admin", role: "admin" })]);
    const old = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "correct horse 1" } });
    expect(old.statusCode).toBe(200);
  });

  it.each([
    [{ email: "a@example.org", password: "long enough 1" }, "name", "Name is required."],
    [{ name: "   ", email: "a@example.org", password: "long enough 1" }, "name", "Name is required."],
    [{ name: "A", password: "long enough 1" }, "email", "Email is required."],
    [{ name: "A", email: "not-an-email", password: "long enough 1" }, "email", "Email must be a valid email address."],
    [{ name: "A", email: "a@example.org" }, "password", "Password is required."],
    [{ name: "A", email: "a@example.org", password: "short" }, "password", "Password must be at least 10 characters."],
    [{ name: "A", email: "a@example.org", password: "nine char" }, "password", "Password must be at least 10 characters."],
    [{ name: "A", email: "a@example.org", password: "Password123" }, "password", "Password is one of the most common passwords, which attackers try first. Please choose another."],
    [{ name: "A", email: "a@example.org", password: "qwertyuiop" }, "password", "Password is one of the most common passwords, which attackers try first. Please choose another."],
    [{ name: "A\u0000B", email: "a@example.org", password: "long enough 1" }, "name", "Name contains a character that cannot be stored (NUL)."],
    [{ name: "A", email: "a@example.org", password: 12345678 }, "password", "Password is required."],
  ])("validates sign-up %#: 400 naming %s", async (payload, field, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/signup", payload });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message, field });
  });

  it.each([
    [{ password: "x" }, "email"],
    [{ email: "grace@example.org" }, "password"],
    [{ email: "grace@example.org", password: "" }, "password"],
  ])("validates login %#: 400 naming %s", async (payload, field) => {
    const response = await t.app.inject({ method: "POST", url: "/api/login", payload });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
  });

  it("answers 400 to a body that is not JSON, and to JSON that is not an object", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "grace@example.org", "password": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken).message).toBe(SERVER_MESSAGES.badJson);
    for (const payload of ["[]", "null", '"text"', "42"]) {
      const odd = await t.app.inject({ method: "POST", url: "/api/signup", headers: { "content-type": "application/json" }, payload });
      expect(odd.statusCode, payload).toBe(400);
      expect(typeof body(odd).message).toBe("string");
    }
  });

  it("stores names with quotes, SQL and HTML verbatim", async () => {
    const name = `O'Brien "Bobby" <b>bold</b>'); DROP TABLE users;--`;
    expect(await signUpConfirmed(t.app, t.testDb.database.db, { name, email: "quotes@example.org", password: "verbatim 123" })).toBe(200);
    const users = body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));
    expect(users.some((user) => user.name === name)).toBe(true);
  });
});


describe("per-IP limits and the configured first admin", () => {
  it("rate-limits sign-in and sign-up per IP with 429", async () => {
    const { app, testDb } = await startTestApp({ LOGIN_RATE_LIMIT: "3", SIGNUP_RATE_LIMIT: "2" });
    try {
      const login = () =>
        app.inject({ method: "POST", url: "/api/login", remoteAddress: "203.0.113.9", payload: { email: "x@example.org", password: "whatever1" } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await login()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const limited = await login();
      expect(body(limited).message).toBe(SERVER_MESSAGES.tooManyRequests);
      // Another address still gets through.
      const elsewhere = await app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "198.51.100.7",
        payload: { email: "x@example.org", password: "whatever1" },
      });
      expect(elsewhere.statusCode).toBe(401);

      const signup = (n: number) =>
        app.inject({ method: "POST", url: "/api/signup", remoteAddress: "203.0.113.9", payload: { name: "S", email: `s${n}@example.org`, password: "long enough 1" } });
      expect([(await signup(1)).statusCode, (await signup(2)).statusCode, (await signup(3)).statusCode]).toEqual([201, 201, 429]);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it("with ADMIN_EMAIL configured, no stranger's sign-up becomes admin", async () => {
    const { app, testDb, config } = await startTestApp({ ADMIN_EMAIL: "pastor@example.org", ADMIN_PASSWORD: "configured 123" });
    try {
      const { ensureBootstrapAdmin } = await import("./bootstrap-admin.ts");
      expect(await ensureBootstrapAdmin(testDb.database.db, config)).toBe("created");
      expect(await ensureBootstrapAdmin(testDb.database.db, config)).toBe("exists");
      // The password rule binds a password about to become an account's, and the error never shows it.
      const weak = { ...config, bootstrapAdmin: { email: "second@example.org", password: "password123", name: "Second" } };
      await expect(ensureBootstrapAdmin(testDb.database.db, weak)).rejects.toThrow("ADMIN_PASSWORD=(hidden): The password is one of the most common passwords");
      await expect(ensureBootstrapAdmin(testDb.database.db, weak)).rejects.not.toThrow(/password123/);
      // An account that already exists is left alone, whatever the variable says now (an upgrade never stops a site).
      expect(await ensureBootstrapAdmin(testDb.database.db, { ...config, bootstrapAdmin: { ...weak.bootstrapAdmin, email: "pastor@example.org" } })).toBe("exists");
      const stranger = await app.inject({ method: "POST", url: "/api/signup", payload: { name: "S", email: "s@example.org", password: "long enough 1" } });
      expect(body(stranger).role).toBe("pending");
      const admin = await app.inject({ method: "POST", url: "/api/login", payload: { email: "pastor@example.org", password: "configured 123" } });
      expect(admin.statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
