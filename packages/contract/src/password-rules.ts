import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { LIMITS } from "./limits.ts";

/**
 * The one rule for a password chosen now (sign-up, an admin adding staff, a password change,
 * ADMIN_PASSWORD), used by the server's validation and the forms alike: at least
 * LIMITS.passwordMin characters and not among the most common leaked passwords (ASVS 6.2.1, 6.2.4).
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.normalize("NFKC").toLowerCase());
}

/** What is wrong with a new password, in words for the person choosing it; undefined when it is fine. */
export function newPasswordProblem(password: string, label = "Password"): string | undefined {
  if ([...password].length < LIMITS.passwordMin) return `${label} must be at least ${LIMITS.passwordMin} characters.`;
  if (isCommonPassword(password)) return `${label} is one of the most common passwords, which attackers try first. Please choose another.`;
  return undefined;
}
