import { describe, expect, it } from "vitest";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { signupProblem } from "./form-rules";

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
