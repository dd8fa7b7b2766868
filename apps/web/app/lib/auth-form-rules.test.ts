import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { changePasswordProblems, chosenPasswordProblem, signupProblem } from "./auth-form-rules";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("signupProblem (SPEC §5, then the rule for a new password)", () => {
  const filled = { name: "Ann", email: "ann@example.org", password: "a-long-password-1", confirm: "a-long-password-1" };

  it("asks for every field first, in the box above the form", () => {
    expect(signupProblem(formOf({ ...filled, name: "  " }))).toBe(MESSAGES.fillAllFields);
    expect(signupProblem(formOf({ ...filled, confirm: "" }))).toBe(MESSAGES.fillAllFields);
  });

  it("puts the rule's words on the password field: too short, or a common password whatever its case", () => {
    expect(signupProblem(formOf({ ...filled, password: "short-pw1", confirm: "short-pw1" }))).toEqual({
      password: `Password must be at least ${LIMITS.passwordMin} characters.`,
    });
    expect(signupProblem(formOf({ ...filled, password: "Password123", confirm: "Password123" }))).toEqual({
      password: "Password is one of the most common passwords, which attackers try first. Please choose another.",
    });
  });

  it("then wants the confirmation to match, and is content with a good password", () => {
    expect(signupProblem(formOf({ ...filled, confirm: "a-long-password-2" }))).toBe(MESSAGES.passwordsDoNotMatch);
    expect(signupProblem(formOf(filled))).toBeNull();
  });
});

describe("changePasswordProblems", () => {
  const filled = { current_password: "old-password-1", new_password: "a-new-password-2", confirm_password: "a-new-password-2" };

  it("names every blank field", () => {
    expect(changePasswordProblems(formOf({}))).toEqual({
      current_password: "Current password is required.",
      new_password: "New password is required.",
      confirm_password: "Confirm new password is required.",
    });
  });

  it("holds the new password to the rule, and to being new", () => {
    expect(changePasswordProblems(formOf({ ...filled, new_password: "short", confirm_password: "short" }))).toEqual({
      new_password: `New password must be at least ${LIMITS.passwordMin} characters.`,
    });
    expect(changePasswordProblems(formOf({ ...filled, new_password: "qwertyuiop", confirm_password: "qwertyuiop" }))).toEqual({
      new_password: "New password is one of the most common passwords, which attackers try first. Please choose another.",
    });
    expect(changePasswordProblems(formOf({ ...filled, new_password: filled.current_password, confirm_password: filled.current_password }))).toEqual({
      new_password: STAFF_MESSAGES.samePassword,
    });
  });

  it("says 'Passwords do not match!' on the confirmation, and nothing when all is well", () => {
    expect(changePasswordProblems(formOf({ ...filled, confirm_password: "a-new-password-3" }))).toEqual({ confirm_password: MESSAGES.passwordsDoNotMatch });
    expect(changePasswordProblems(formOf(filled))).toEqual({});
  });
});

describe("chosenPasswordProblem (a password chosen through a mailed link)", () => {
  it("asks for both fields, then holds the password to the rule, then wants the confirmation to match", () => {
    expect(chosenPasswordProblem(formOf({ password: "a-long-password-1" }))).toBe(MESSAGES.fillAllFields);
    expect(chosenPasswordProblem(formOf({ password: "short", confirm: "short" }))).toEqual({ password: expect.stringContaining(`${LIMITS.passwordMin}`) });
    expect(chosenPasswordProblem(formOf({ password: "a-long-password-1", confirm: "a-long-password-2" }))).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });
    expect(chosenPasswordProblem(formOf({ password: "a-long-password-1", confirm: "a-long-password-1" }))).toBeNull();
  });
});
