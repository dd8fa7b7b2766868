import { z } from "./zod.ts";
import { LIMITS } from "./limits.ts";

/**
 * The text fields every request schema is built from: what a person typed, trimmed, bounded, and
 * refused with a message that names the field in words a person understands.
 */

/** PostgreSQL cannot store a NUL character in text: refused with the field's name, never a 500. */
export const hasNoNul = (value: string) => !value.includes("\u0000");
export const noNul = (label: string) => ({ error: `${label} contains a character that cannot be stored (NUL).` });

/** Text a person must type: trimmed, non-blank, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, noNul(label));
}

/** Text that may be left empty or out. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, noNul(label))
    .optional();
}

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, { error: "Email is required." })
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters.` })
  .refine(hasNoNul, noNul("Email"))
  .pipe(z.email({ error: "Email must be a valid email address." }))
  // The API description says so too (the pipe's check would not show in it).
  .meta({ format: "email" });
