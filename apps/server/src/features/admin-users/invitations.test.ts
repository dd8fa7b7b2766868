import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { Invitation, User } from "@lampstand/contract/entities";
import { invitations } from "../../db/schema.ts";
import { tokenDigest } from "../../sessions/tokens.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";
import { lastMailTo, linkToken } from "../../test-support/queued-mails.ts";

describe("invitations by e-mail", () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const invite = (name: string, email: string, headers = t.auth) =>
    t.app.inject({ method: "POST", url: "/api/admin-users/invitations", headers: { ...headers, host: "church.test" }, payload: { name, email } });
  const list = async () => body<Invitation[]>(await t.app.inject({ method: "GET", url: "/api/admin-users/invitations", headers: t.auth }));
  const preview = (token: string) => t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } });
  const accept = (token: string, password: string) => t.app.inject({ method: "POST", url: "/api/invitations/accept", payload: { token, password } });

  it("mails the invitee a link valid 7 days; they see who invited them, choose a password and are an active admin", async () => {
    const before = Date.now();
    const sent = await invite("Dora Deacon", "Dora@Example.org");
    expect(sent.statusCode).toBe(201);
    const invitation = body<Invitation>(sent);
    expect(invitation).toMatchObject({ name: "Dora Deacon", email: "dora@example.org", invited_by: "Grace Admin" });
    const days = (Date.parse(invitation.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await list()).map((open) => open.email)).toContain("dora@example.org");

    const mail = await lastMailTo(db(), "invitation", "dora@example.org");
    expect(mail).toMatchObject({ kind: "invitation", to: ["dora@example.org"], subject: "Grace Admin invites you to help run the church's website" });
    expect(mail?.secret).toBeFalsy();
    expect(mail?.action?.url).toMatch(/^http:\/\/church\.test\/invite\?token=[A-Za-z0-9_-]{43}$/);
    const token = linkToken(mail);
    const [row] = await db().select().from(invitations).where(eq(invitations.email, "dora@example.org"));
    expect(row?.tokenHash).toBe(tokenDigest(token));

    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(body(seen)).toEqual({ name: "Dora Deacon", email: "dora@example.org", invited_by: "Grace Admin", expires_at: invitation.expires_at });

    const weak = await accept(token, "password1");
    expect(weak.statusCode).toBe(400);
    const accepted = await accept(token, "doras own secret 1");
    expect(accepted.statusCode).toBe(201);
    expect(body<User>(accepted)).toMatchObject({ name: "Dora Deacon", email: "dora@example.org", role: "admin" });
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "dora@example.org", password: "doras own secret 1" } });
    expect(login.statusCode).toBe(200);

    // Once: the link is spent, and the invitation is no longer listed.
    const again = await accept(token, "a strangers pass 2");
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({ message: STAFF_MESSAGES.invitationLinkInvalid, field: "token" });
    expect((await preview(token)).statusCode).toBe(400);
    expect((await list()).map((open) => open.email)).not.toContain("dora@example.org");
  });

  it("refuses an address that already has an account with a 409 the admin understands", async () => {
    const taken = await invite("Grace Again", "grace@example.org");
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({ message: SERVER_MESSAGES.emailTaken, field: "email" });
  });

  it("stops a withdrawn invitation's link, and an expired one's", async () => {
    await invite("Walt Withdrawn", "walt@example.org");
    const walt = linkToken(await lastMailTo(db(), "invitation", "walt@example.org"));
    const id = (await list()).find((open) => open.email === "walt@example.org")!.id;
    const withdrawn = await t.app.inject({ method: "DELETE", url: `/api/admin-users/invitations/${id}`, headers: t.auth });
    expect(withdrawn.statusCode).toBe(200);
    expect(body(withdrawn).message).toBe(STAFF_MESSAGES.invitationWithdrawn("walt@example.org"));
    expect((await accept(walt, "walts own pass 1")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin-users/invitations/${id}`, headers: t.auth })).statusCode).toBe(404);

    await invite("Eve Expired", "eve@example.org");
    const eve = linkToken(await lastMailTo(db(), "invitation", "eve@example.org"));
    await db().update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.email, "eve@example.org"));
    expect((await preview(eve)).statusCode).toBe(400);
    expect((await accept(eve, "eves own pass 1")).statusCode).toBe(400);
    expect((await list()).map((open) => open.email)).not.toContain("eve@example.org");
  });

  it("replaces an open invitation when the address is invited again: only the newest link works", async () => {
    await invite("Ned New", "ned@example.org");
    const first = linkToken(await lastMailTo(db(), "invitation", "ned@example.org"));
    await invite("Ned Newer", "ned@example.org");
    const second = linkToken(await lastMailTo(db(), "invitation", "ned@example.org"));
    expect((await list()).filter((open) => open.email === "ned@example.org")).toHaveLength(1);
    expect((await accept(first, "neds own pass 1")).statusCode).toBe(400);
    const accepted = await accept(second, "neds own pass 1");
    expect(body<User>(accepted).name).toBe("Ned Newer");
  });

  it("is for admins only; the invitee's side needs no session", async () => {
    expect((await invite("No One", "no@example.org", { authorization: "" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin-users/invitations" })).statusCode).toBe(401);
    expect((await preview("made-up")).statusCode).toBe(400);
  });
});
