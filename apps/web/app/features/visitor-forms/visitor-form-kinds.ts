import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import type { ContactMessageBody, PrayerRequestBody } from "@lampstand/contract/requests";

/**
 * The two forms visitors send (SPEC §2.8, §5, §8): their fields and every text they show. The
 * server validates the same fields with the contract's schemas; these are what the page draws.
 * Each field's name is a key of the contract's request body, checked by the compiler: a field the
 * API does not take, or one renamed in the contract, fails the typecheck. Types only, on purpose:
 * the schemas themselves (and zod) stay out of the public pages' scripts.
 */
type BodyField<Body> = Extract<keyof Body, string>;
type PrayerField = BodyField<PrayerRequestBody>;
type ContactField = BodyField<ContactMessageBody>;

export type VisitorField<Name extends string = string> = {
  name: Name;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  maxLength: number;
  /** Half a row on wide screens. */
  half?: boolean;
  /** Said by the field when it is required and left blank (issue 24). */
  missing: string;
};

export type VisitorFormKind = {
  kind: "prayer" | "contact";
  fields: readonly VisitorField[];
  /** Fields that must not be blank (SPEC §5). */
  required: readonly string[];
  missingMessage: string;
  successTitle: string;
  successMessage: string;
  failedMessage: (error: string) => string;
  /** The spec's default when the server gives no message (SPEC §8). */
  defaultError: string;
};

/** Same fields in both forms: names both request bodies take. */
const identity: readonly VisitorField<PrayerField & ContactField>[] = [
  { name: "first_name", label: "First Name", type: "text", autoComplete: "given-name", maxLength: LIMITS.name, half: true, missing: "Please enter your first name." },
  { name: "last_name", label: "Last Name", type: "text", autoComplete: "family-name", maxLength: LIMITS.name, half: true, missing: "Please enter your last name." },
  { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: LIMITS.email, half: true, missing: "Please enter your email address." },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", maxLength: LIMITS.phone, half: true, missing: "Please enter your phone number." },
];

/** A form kind whose fields and required fields are all names of one request body. */
const formOf = <Name extends string>(kind: VisitorFormKind & { fields: readonly VisitorField<Name>[]; required: readonly Name[] }): VisitorFormKind => kind;

export const PRAYER_FORM = formOf<PrayerField>({
  kind: "prayer",
  fields: [...identity, { name: "prayer_request", label: "Prayer Request", type: "textarea", maxLength: LIMITS.visitorMessage, missing: "Please write your prayer request." }],
  required: ["first_name", "last_name", "email", "phone", "prayer_request"],
  missingMessage: MESSAGES.missingRequiredPrayer,
  successTitle: MESSAGES.prayerSentTitle,
  successMessage: MESSAGES.prayerSent,
  failedMessage: MESSAGES.prayerFailed,
  defaultError: MESSAGES.submitPrayerFailed,
});

export const CONTACT_FORM = formOf<ContactField>({
  kind: "contact",
  fields: [...identity, { name: "message", label: "Message", type: "textarea", maxLength: LIMITS.visitorMessage, missing: "Please write your message." }],
  required: ["first_name", "last_name", "email", "phone", "message"],
  missingMessage: MESSAGES.missingRequiredContact,
  successTitle: MESSAGES.contactSentTitle,
  successMessage: MESSAGES.contactSent,
  failedMessage: MESSAGES.contactFailed,
  defaultError: MESSAGES.submitContactFailed,
});

/** The prayer form's yes/no question (SPEC §2.8); the answer defaults to no. */
export const CONTACT_TEAM = { name: "contact_team" satisfies PrayerField, question: "Have our prayer team contact you?" } as const;

/** Hidden field: when the server rendered the form, so the fill time needs no JavaScript. */
export const RENDERED_AT_FIELD = "rendered_at";

/**
 * The headers of a page with a visitor form: it carries the time it was drawn (the spam trap
 * above), so it is this visitor's own and the server's page cache must not keep it (ADR 017).
 */
export const visitorFormPageHeaders = () => ({ "Cache-Control": "private, no-cache" });

/** What is wrong with each field, by its name: shown by the field, which is then marked invalid (issue 24). */
export type FieldErrors = Record<string, string>;

/**
 * What the page shows after a send. `values` keeps what the visitor typed when it did not go
 * through; `errors` says what is wrong with which field.
 */
export type VisitorFormResult =
  | { status: "sent" }
  | { status: "missing"; values: Record<string, string>; errors: FieldErrors }
  | { status: "failed"; error: string; values: Record<string, string>; errors?: FieldErrors };

/** Said by an email field whose text cannot be an address; the API's own check answers alike. */
export const WRONG_EMAIL = "Email must be a valid email address, such as name@example.com.";
/** Only the shape a person gets wrong by a slip (no @, no dot after it, a space): the API checks the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The names of the required fields left blank. */
export function blankRequiredFields(kind: VisitorFormKind, values: Record<string, string | undefined>): string[] {
  return kind.required.filter((name) => !(values[name] ?? "").trim());
}

/** Each required field left blank, and an email that cannot be one, with what to do about it. */
export function fieldErrors(kind: VisitorFormKind, values: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of kind.fields) {
    const value = (values[field.name] ?? "").trim();
    if (!value) {
      if (kind.required.includes(field.name)) errors[field.name] = field.missing;
    } else if (field.type === "email" && !EMAIL_SHAPE.test(value)) errors[field.name] = WRONG_EMAIL;
  }
  return errors;
}

/**
 * The answer to a form that must not go to the API yet, the same in the browser and in the
 * action: blank required fields are the spec's "Missing Required Fields"; a wrong email alone is
 * a failed send that says why. Null when the form may go.
 */
export function checkVisitorForm(kind: VisitorFormKind, values: Record<string, string>): Exclude<VisitorFormResult, { status: "sent" }> | null {
  const errors = fieldErrors(kind, values);
  const first = Object.values(errors)[0];
  if (first === undefined) return null;
  if (blankRequiredFields(kind, values).length > 0) return { status: "missing", values, errors };
  return { status: "failed", error: first, values, errors };
}
