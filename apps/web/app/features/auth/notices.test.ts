import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@lampstand/contract/messages";
import { LOGIN_AFTER_INVITATION, LOGIN_AFTER_RESET, loginNotice } from "./notices";

describe("loginNotice", () => {
  it("says the session expired", () => {
    expect(loginNotice(new URLSearchParams("expired=1"))).toEqual({ tone: "error", text: MESSAGES.sessionExpired });
  });

  it("after a later sign-up never claims an account was created: the server's own careful words", () => {
    expect(loginNotice(new URLSearchParams("registered=pending"))).toEqual({ tone: "success", text: STAFF_MESSAGES.signupPending });
  });

  it("tells the first account it is the administrator", () => {
    expect(loginNotice(new URLSearchParams("registered=active"))?.text).toContain(STAFF_MESSAGES.signupAdmin);
  });

  it("after a mailed link: the new password is set, or the invited account is ready", () => {
    expect(loginNotice(new URL(LOGIN_AFTER_RESET, "http://x").searchParams)).toEqual({ tone: "success", text: STAFF_MESSAGES.passwordResetDone });
    expect(loginNotice(new URL(LOGIN_AFTER_INVITATION, "http://x").searchParams)).toEqual({ tone: "success", text: STAFF_MESSAGES.invitationAccepted });
  });

  it("says nothing otherwise", () => {
    expect(loginNotice(new URLSearchParams(""))).toBeNull();
    expect(loginNotice(new URLSearchParams("registered=maybe"))).toBeNull();
  });
});
