import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { LoginResponse, User } from "@lampstand/contract/entities";
import { signUpConfirmed } from "../../test-support/outbox.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

describe("admin users", () => {
  const t = useTestApp();
  const list = async () => body<User[]>(await t.app.inject({ method: "GET", url: "/api/admin-users", headers: t.auth }));

  it("lists users without their password hashes", async () => {
    const users = await list();
    expect(users[0]).toMatchObject({ name: "Grace Admin", email: "grace@example.org", role: "admin" });
    expect(JSON.stringify(users)).not.toMatch(/scrypt|password/i);
  });

  it("creates an active admin who can sign in at once", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin-users",
      headers: t.auth,
      payload: { name: "Deacon Paul", email: "paul@example.org", password: "deacon pass 1" },
    });
    expect(response.statusCode).toBe(201);
    expect(body(response)).toMatchObject({ name: "Deacon Paul", email: "paul@example.org", role: "admin" });
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "paul@example.org", password: "deacon pass 1" } });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ email: "x@example.org", password: "long enough" }, "name"],
    [{ name: "X", email: "bad", password: "long enough" }, "email"],
    [{ name: "X", email: "x@example.org" }, "password"],
  ])("validates the add form %#: 400 naming %s", async (payload, field) => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe(field);
  });

  it("refuses a duplicate e-mail on create and on edit with 409", async () => {
    const dup = await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Again", email: "GRACE@example.org", password: "long enough" } });
    expect(dup.statusCode).toBe(409);
    const other = body<User>(
      await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Other", email: "other@example.org", password: "long enough" } }),
    );
    const edit = await t.app.inject({ method: "PUT", url: `/api/admin-users/${other.id}`, headers: t.auth, payload: { name: "Other", email: "grace@example.org" } });
    expect(edit.statusCode).toBe(409);
    expect(body(edit).message).toBe(SERVER_MESSAGES.emailTaken);
  });

  it("edits name and email, answering the updated user with its id", async () => {
    const user = body<User>(
      await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Sister Ruth", email: "ruth@example.org", password: "long enough" } }),
    );
    const response = await t.app.inject({ method: "PUT", url: `/api/admin-users/${user.id}`, headers: t.auth, payload: { name: "Sister Ruth A.", email: "Ruth.A@example.org" } });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ ...user, name: "Sister Ruth A.", email: "ruth.a@example.org" });
    expect((await t.app.inject({ method: "PUT", url: "/api/admin-users/99999", headers: t.auth, payload: { name: "x", email: "x@example.org" } })).statusCode).toBe(404);
  });

  it("making an admin pending ends their sessions; the last admin and oneself are protected", async () => {
    const created = body<User>(
      await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Temp2", email: "temp2@example.org", password: "temp pass 1" } }),
    );
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "temp2@example.org", password: "temp pass 1" } });
    const theirs = { authorization: `Bearer ${body<LoginResponse>(login).token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/admin-users", headers: theirs })).statusCode).toBe(200);

    const demote = await t.app.inject({ method: "PUT", url: `/api/admin-users/${created.id}`, headers: t.auth, payload: { name: "Temp2", email: "temp2@example.org", role: "pending" } });
    expect(body(demote).role).toBe("pending");
    expect((await t.app.inject({ method: "GET", url: "/api/admin-users", headers: theirs })).statusCode).toBe(401);

    const me = (await list()).find((u) => u.email === "grace@example.org")!;
    const selfDemote = await t.app.inject({ method: "PUT", url: `/api/admin-users/${me.id}`, headers: t.auth, payload: { name: me.name, email: me.email, role: "pending" } });
    expect(selfDemote.statusCode).toBe(400);
    const selfDelete = await t.app.inject({ method: "DELETE", url: `/api/admin-users/${me.id}`, headers: t.auth });
    expect(selfDelete.statusCode).toBe(400);
  });

  it("deletes a user, who then cannot sign in; unknown ids are 404", async () => {
    const user = body<User>(
      await t.app.inject({ method: "POST", url: "/api/admin-users", headers: t.auth, payload: { name: "Gone", email: "gone@example.org", password: "long enough" } }),
    );
    const response = await t.app.inject({ method: "DELETE", url: `/api/admin-users/${user.id}`, headers: t.auth });
    expect(body(response)).toEqual({ id: user.id, message: "User deleted." });
    expect((await list()).some((u) => u.id === user.id)).toBe(false);
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "gone@example.org", password: "long enough" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin-users/${user.id}`, headers: t.auth })).statusCode).toBe(404);
  });

  it("shows pending sign-ups first", async () => {
    expect(await signUpConfirmed(t.app, t.testDb.database.db, { name: "Newcomer", email: "new@example.org", password: "long enough" })).toBe(200);
    const roles = (await list()).map((u) => u.role);
    expect(roles).toContain("pending");
    expect(roles.indexOf("admin")).toBeGreaterThan(roles.lastIndexOf("pending"));
  });
});
