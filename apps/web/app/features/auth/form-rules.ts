import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { newPasswordProblem } from "@lampstand/contract/password-rules";
import { formText, type FormProblem } from "./use-auth-form";

/**
 * The checks the sign-up form makes before anything is sent: SPEC §5's, and
 * the one rule for a new password (@lampstand/contract/password-rules: at least
 * LIMITS.passwordMin characters and not among the most common leaked passwords), which the server
 * applies too. Pure, so they are tested alone. The list of common passwords is ~10 KB gzipped:
 * only the sign-up and staff screens load it, never the public pages.
 */

/** What the fields of a new password say under them. */
export const NEW_PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters, and not a commonly used password.`;

/** SPEC §5: every field filled, then the rule for the password (on its field), then the confirmation. */
export function signupProblem(form: FormData): FormProblem | null {
  const [name, email, password, confirm] = ["name", "email", "password", "confirm"].map((field) => formText(form, field)) as [string, string, string, string];
  if (!name.trim() || !email.trim() || !password || !confirm) return MESSAGES.fillAllFields;
  const weak = newPasswordProblem(password);
  if (weak) return { password: weak };
  return password === confirm ? null : MESSAGES.passwordsDoNotMatch;
}
