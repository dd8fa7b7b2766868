import { describe, expect, it } from "vitest";
import type { User } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { createAdminUserRequestSchema } from "@lampstand/contract/requests";
import { PROTECTION_NOTES, fieldMessages, lockNote, orderUsers, pendingElsewhere, protectionNote, protectionsFor, roleLabel } from "./user-rules";

const user = (id: number, role: User["role"], name = `User ${id}`): User => ({ id, name, email: `user${id}@example.org`, role, created_at: "2026-01-01T00:00:00.000Z" });

describe("roleLabel (SPEC §2.13: the role shown capitalised)", () => {
  it("capitalises both roles, and whatever else the server may one day send", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("pending")).toBe("Pending");
    expect(roleLabel("editor")).toBe("Editor");
    expect(roleLabel("")).toBe("");
  });
});

describe("orderUsers", () => {
  it("puts pending sign-ups first, then everyone in the order they joined, as the server does", () => {
    const ordered = orderUsers([user(3, "admin"), user(5, "pending"), user(1, "admin"), user(4, "pending")]);
    expect(ordered.map((entry) => entry.id)).toEqual([4, 5, 1, 3]);
  });

  it("keeps an approved user among the admins by when they joined, and an added admin last", () => {
    const approved = orderUsers([user(1, "admin"), user(2, "admin"), user(9, "admin"), user(4, "admin")]);
    expect(approved.map((entry) => entry.id)).toEqual([1, 2, 4, 9]);
  });

  it("leaves the list it was given alone", () => {
    const list = [user(2, "admin"), user(1, "pending")];
    orderUsers(list);
    expect(list.map((entry) => entry.id)).toEqual([2, 1]);
  });
});

describe("protectionsFor (the server's rules, said before a button can fail)", () => {
  const me = user(1, "admin");
  const other = user(2, "admin");
  const pending = user(3, "pending");

  it("offers everything on another admin while there are two", () => {
    expect(protectionsFor(other, [me, other, pending], me.id)).toEqual({ delete: null, revoke: null });
  });

  it("never lets the signed-in admin delete or demote themself", () => {
    expect(protectionsFor(me, [me, other], me.id)).toEqual({ delete: PROTECTION_NOTES.ownDelete, revoke: PROTECTION_NOTES.ownRevoke });
  });

  it("keeps the only admin, even when the session does not know its own id", () => {
    expect(protectionsFor(other, [other, pending], null)).toEqual({ delete: PROTECTION_NOTES.lastAdmin, revoke: PROTECTION_NOTES.lastAdmin });
  });

  it("lets a pending sign-up be refused (deleted) whoever is signed in", () => {
    expect(protectionsFor(pending, [me, pending], me.id)).toEqual({ delete: null, revoke: null });
    expect(protectionsFor(pending, [pending], null)).toEqual({ delete: null, revoke: null });
  });

  it("says each reason once", () => {
    expect(protectionNote({ delete: null, revoke: null })).toBeNull();
    expect(protectionNote({ delete: PROTECTION_NOTES.lastAdmin, revoke: PROTECTION_NOTES.lastAdmin })).toBe(PROTECTION_NOTES.lastAdmin);
    expect(protectionNote({ delete: PROTECTION_NOTES.ownDelete, revoke: PROTECTION_NOTES.ownRevoke })).toBe(`${PROTECTION_NOTES.ownDelete} ${PROTECTION_NOTES.ownRevoke}`);
  });
});

describe("fieldMessages", () => {
  it("gives each field of the add form the contract's first message for it", () => {
    const result = createAdminUserRequestSchema.safeParse({ name: "  ", email: "not an address", password: "short" });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!.issues)).toEqual({
      name: "Name is required.",
      email: "Email must be a valid email address.",
      password: `Password must be at least ${LIMITS.passwordMin} characters.`,
    });
  });

  it("refuses a common password in the add form, as the server does", () => {
    const result = createAdminUserRequestSchema.safeParse({ name: "Ann", email: "ann@example.org", password: "Password123" });
    expect(fieldMessages(result.error!.issues)).toEqual({ password: "Password is one of the most common passwords, which attackers try first. Please choose another." });
  });

  it("keeps the first of several messages for one field and ignores form-wide ones", () => {
    expect(fieldMessages([{ path: ["email"], message: "first" }, { path: ["email"], message: "second" }, { path: [], message: "whole form" }])).toEqual({ email: "first" });
  });
});

describe("lockNote (the row of an account whose sign-in failed attempts have delayed)", () => {
  const now = Date.parse("2026-03-05T20:00:00.000Z"); // 2:00 PM in Chicago
  const locked = (until: string | null) => ({ locked_until: until });

  it("says until when, in the church's time zone, with the day only when it is not today", () => {
    expect(lockNote(locked("2026-03-05T21:45:00.000Z"), now, "America/Chicago")).toMatch(/^Sign-in locked until 3:45\sPM$/);
    expect(lockNote(locked("2026-03-06T15:45:00.000Z"), now, "America/Chicago")).toMatch(/^Sign-in locked until Mar 6, 9:45\sAM$/);
  });

  it("says nothing without a delay, once it has run out, or for a time it cannot read", () => {
    expect(lockNote(locked(null), now, "America/Chicago")).toBeNull();
    expect(lockNote(locked("2026-03-05T19:59:00.000Z"), now, "America/Chicago")).toBeNull();
    expect(lockNote(locked("soon"), now, "America/Chicago")).toBeNull();
  });
});

describe("pendingElsewhere (the notice's link to the sign-ups awaiting approval not shown)", () => {
  const at = (page: number, q = "") => ({ page, perPage: 20, total: 50, q });
  it("goes on to the next page from the first page of the whole list, where they did not fit", () => {
    expect(pendingElsewhere(at(1))).toBe("?page=2");
  });
  it("goes back to the first page of the whole list from a later page or a search", () => {
    expect(pendingElsewhere(at(3))).toBe("?");
    expect(pendingElsewhere(at(1, "grace"))).toBe("?");
    expect(pendingElsewhere(null)).toBe("?");
  });
});
