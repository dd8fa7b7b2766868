import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { newPasswordProblem } from "@lampstand/contract/password-rules";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { formText, type FormProblem } from "./use-auth-form";

/**
 * The checks the sign-up and change-password forms make before anything is sent: SPEC §5's, and
 * the one rule for a new password (@lampstand/contract/password-rules: at least
 * LIMITS.passwordMin characters and not among the most common leaked passwords), which the server
 * applies too. Pure, so they are tested alone. The list of common passwords is ~10 KB gzipped:
 * only the sign-up and staff screens load it, never the public pages.
 */

/** What the fields of a new password say under them. */
export const NEW_PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters, and not a commonly used password.`;

/** The sign-up fields the server may name in a 400 (the contract's checks of the body), as the form names them. */
export const SIGNUP_FIELDS = ["name", "email", "password"] as const;

/** SPEC §5: every field filled, then the rule for the password (on its field), then the confirmation. */
export function signupProblem(form: FormData): FormProblem | null {
  const [name, email, password, confirm] = ["name", "email", "password", "confirm"].map((field) => formText(form, field)) as [string, string, string, string];
  if (!name.trim() || !email.trim() || !password || !confirm) return MESSAGES.fillAllFields;
  const weak = newPasswordProblem(password);
  if (weak) return { password: weak };
  return password === confirm ? null : MESSAGES.passwordsDoNotMatch;
}

/** The fields of a form where someone chooses their password by a mailed link (reset, invitation). */
export const CHOSEN_PASSWORD_FIELDS = ["password", "confirm"] as const;

/** Both fields filled ('Please fill in all fields!'), the password rule on the password's field, then the confirmation. */
export function chosenPasswordProblem(form: FormData): FormProblem | null {
  const [password, confirm] = CHOSEN_PASSWORD_FIELDS.map((field) => formText(form, field)) as [string, string];
  if (!password || !confirm) return MESSAGES.fillAllFields;
  const weak = newPasswordProblem(password);
  if (weak) return { password: weak };
  return password === confirm ? null : { confirm: MESSAGES.passwordsDoNotMatch };
}

/** The change-password form's fields, named as the server names them in a 400 (plus the confirmation). */
export const CHANGE_PASSWORD_FIELDS = ["current_password", "new_password", "confirm_password"] as const;

export const CHANGE_PASSWORD_LABELS = {
  current_password: "Current password",
  new_password: "New password",
  confirm_password: "Confirm new password",
} as const satisfies Record<(typeof CHANGE_PASSWORD_FIELDS)[number], string>;

/**
 * Each field's first problem: a blank one is required; the new password follows the rule and is
 * not the current one; the confirmation matches ('Passwords do not match!', SPEC §5's words).
 */
export function changePasswordProblems(form: FormData): Record<string, string> {
  const [current, next, confirm] = CHANGE_PASSWORD_FIELDS.map((field) => formText(form, field)) as [string, string, string];
  const problems: Record<string, string> = {};
  for (const [field, value] of [["current_password", current], ["new_password", next], ["confirm_password", confirm]] as const) {
    if (!value) problems[field] = `${CHANGE_PASSWORD_LABELS[field]} is required.`;
  }
  if (next && !problems.new_password) {
    const weak = newPasswordProblem(next, CHANGE_PASSWORD_LABELS.new_password);
    if (weak) problems.new_password = weak;
    else if (current && next === current) problems.new_password = STAFF_MESSAGES.samePassword;
  }
  if (next && confirm && next !== confirm) problems.confirm_password = MESSAGES.passwordsDoNotMatch;
  return problems;
}
