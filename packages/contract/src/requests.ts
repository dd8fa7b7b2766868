import { z } from "./zod.ts";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, LIMITS } from "./limits.ts";
import { emailField, optionalText, requiredText } from "./text-fields.ts";
import { roleSchema } from "./entities.ts";
import { newPasswordProblem } from "./password-rules.ts";
import { exdatesField, isCalendarDate, rruleField } from "./recurrence.ts";

/**
 * Request bodies of SPEC §7. Every message names its field in words a person
 * understands; the server answers 400 with the first one.
 */

function passwordOf(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.` })
    .max(LIMITS.passwordMax, { error: `${label} must be at most ${LIMITS.passwordMax} characters.` });
}
const passwordField = passwordOf("Password");

/** Passwords chosen now must resist guessing: long enough and not a common one (password-rules.ts). */
function newPasswordOf(label: string) {
  return passwordOf(label).superRefine((value, context) => {
    const problem = newPasswordProblem(value, label);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}
const newPasswordField = newPasswordOf("Password");

export const loginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  /** "Remember me": a 30-day session instead of 12 hours. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailField,
  password: newPasswordField,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const createAdminUserRequestSchema = signupRequestSchema;

/** POST /signup/confirm: the token of the link the sign-up's mail carried. */
export const signupConfirmRequestSchema = z.object({
  token: z
    .string({ error: "The confirmation link's code is missing." })
    .min(1, { error: "The confirmation link's code is missing." })
    .max(LIMITS.linkToken, { error: "The confirmation link's code is too long: copy the whole link from the e-mail." }),
});
export type SignupConfirmRequest = z.input<typeof signupConfirmRequestSchema>;

/** A signed-in staff member changes their own password; the current one proves it is them. */
export const changePasswordRequestSchema = z.object({
  current_password: passwordOf("Current password"),
  new_password: newPasswordOf("New password"),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type CreateAdminUserRequest = SignupRequest;

/** "Forgot your password?" (issue 21): the address a reset link goes to, if it has an account. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** A token from a mailed link (password reset, invitation): 32 random bytes, base64url (43 characters). */
const linkTokenField = z
  .string({ error: "The link is incomplete: its token is missing." })
  .min(1, { error: "The link is incomplete: its token is missing." })
  .max(100, { error: "The link's token is not one this site made." });

/** The reset link's token and the new password (the one rule for a password chosen now). */
export const passwordResetConfirmSchema = z.object({ token: linkTokenField, password: newPasswordField });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** Admin Mgt's "Invite by e-mail": who is invited, and where the link goes. */
export const invitationRequestSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailField,
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** The invitation page reads who invited whom by the link's token. */
export const invitationPreviewRequestSchema = z.object({ token: linkTokenField });

/** The invitee accepts with a password of their own choosing. */
export const acceptInvitationRequestSchema = z.object({ token: linkTokenField, password: newPasswordField });
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

export const updateAdminUserRequestSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: emailField,
  /** Approving a pending sign-up sets role "admin". */
  role: roleSchema.optional(),
});
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserRequestSchema>;

/**
 * One coordinate of the picture's focal point (issue 24), as a form sends it: a whole number of
 * percent, 0–100. Left out (or empty), a new item's is the middle and an edit keeps its own.
 */
function focalCoordinate(name: "focal_x" | "focal_y") {
  const error = `${name} must be a whole number from 0 to 100 (percent ${name === "focal_x" ? "across" : "down"} the picture).`;
  return z
    .string({ error })
    .trim()
    .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) <= 100), { error })
    .transform((value) => (value === "" ? undefined : Number(value)))
    .optional()
    .meta({ description: error.replace(" must be", ": the focal point,") });
}
/** The picture's focal point, on every form of an item with a picture. */
export const focalPointFields = { focal_x: focalCoordinate("focal_x"), focal_y: focalCoordinate("focal_y") };
export type FocalPointFields = { focal_x?: number | undefined; focal_y?: number | undefined };

/** PUT /edit-slider/{id} (JSON, or multipart with an optional new sliderImage); a field left out keeps its value. */
export const sliderFieldsSchema = z.object({
  title: optionalText("Overlay text", LIMITS.shortText),
  verse: optionalText("Bible verse", LIMITS.verse),
  /** What the picture shows, for people who cannot see it (beyond SPEC §7; the title stands in when empty). */
  alt: optionalText("Picture description", LIMITS.shortText),
  ...focalPointFields,
});
/** POST /upload-slider uses the form's field names (SPEC §7), and `alt` as the edit does. */
export const uploadSliderFieldsSchema = z.object({
  overlayText: optionalText("Overlay text", LIMITS.shortText),
  bibleVerse: optionalText("Bible verse", LIMITS.verse),
  alt: optionalText("Picture description", LIMITS.shortText),
  ...focalPointFields,
});

export const deskFieldsSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  month: requiredText("Month", LIMITS.month),
  year: requiredText("Year", LIMITS.year),
  message: requiredText("Message", LIMITS.message),
  /** Left out (as SPEC §7's clients do), the post is published. */
  status: z.enum(["draft", "published"], { error: 'Status must be "draft" or "published".' }).optional(),
  /** An instant with its offset; later than now = scheduled. Left out, a post being published is public now. */
  publish_at: z
    .string({ error: "Publish at must be text." })
    .trim()
    .refine((value) => value === "" || isIsoInstant(value), {
      error: "Publish at must be a date and time in ISO 8601 with its offset, e.g. 2026-12-24T18:00:00-06:00.",
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional()
    .meta({ format: "date-time" }),
  ...focalPointFields,
});
export type DeskFields = z.infer<typeof deskFieldsSchema>;

/** "2026-12-24T18:00:00-06:00", "2026-12-24T18:00Z", with fractions or not: an instant no reader can take for another. */
function isIsoInstant(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.exec(value);
  if (!match || !isCalendarDate(`${match[1]}-${match[2]}-${match[3]}`)) return false;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  return hours < 24 && minutes < 60 && seconds < 60 && Number.isFinite(Date.parse(value)) && Number(match[1]) >= 1970 && Number(match[1]) <= 9999;
}

const isoDate = requiredText("Date", 10)
  .refine(isCalendarDate, { error: "Date must be a real calendar date written as YYYY-MM-DD." })
  .meta({ format: "date" });

/** "19:30" (24-hour) or "07:30 PM" (what the admin form sends, SPEC §5). */
export const EVENT_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|(?:0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm])$/;

const eventTime = requiredText("Time", 8).regex(EVENT_TIME_PATTERN, {
  error: 'Time must look like "19:30" or "07:30 PM".',
});

export const eventFieldsSchema = z.object({
  title: requiredText("Title", LIMITS.title),
  description: requiredText("Description", LIMITS.description),
  ministry: requiredText("Ministry", LIMITS.shortText),
  /** For a series: its first date, which must be a date of its rule. */
  date: isoDate,
  event_time: eventTime,
  venue: requiredText("Venue", LIMITS.shortText),
});
export type EventFields = z.infer<typeof eventFieldsSchema>;

/**
 * POST /upload-event and PUT /edit-event/{id}: the spec's fields and, beyond SPEC §7, the
 * repetition (issue 22). `rrule` empty makes a single event; left out of an edit, the event keeps
 * its rule and cancelled dates, so a client that knows only the spec's fields never undoes a series.
 */
export const eventFormSchema = eventFieldsSchema.extend({
  rrule: rruleField.optional(),
  exdates: exdatesField.optional(),
  ...focalPointFields,
});
export type EventForm = z.infer<typeof eventFormSchema>;

/** A change of one field of one date: new text, or null for the series' own value again. */
function dateChangeText(label: string, max: number) {
  return requiredText(label, max).nullable().optional();
}

/**
 * PUT /edit-event/{id}/dates/{YYYY-MM-DD} (JSON): `{"cancelled": true}` cancels that date (and
 * forgets its changes); otherwise the date takes place, the fields given change it (null brings
 * back the series' value) and fields left out keep their current change.
 */
export const eventDateChangeRequestSchema = z
  .object({
    cancelled: z.boolean({ error: "Cancelled must be true or false." }).optional(),
    title: dateChangeText("Title", LIMITS.title),
    event_time: eventTime.nullable().optional(),
    venue: dateChangeText("Venue", LIMITS.shortText),
    description: dateChangeText("Description", LIMITS.description),
  })
  .superRefine((value, context) => {
    const changes = (["title", "event_time", "venue", "description"] as const).filter((field) => value[field] !== undefined);
    if (value.cancelled === true && changes.length > 0) {
      context.addIssue({ code: "custom", path: [changes[0]!], message: "A cancelled date has no changes: send cancelled alone, or cancelled false with the changes." });
    }
    if (value.cancelled === undefined && changes.length === 0) {
      context.addIssue({ code: "custom", path: ["cancelled"], message: "Send cancelled, or at least one of title, event_time, venue and description." });
    }
  });
export type EventDateChangeRequest = z.input<typeof eventDateChangeRequestSchema>;

/** Accepts a real boolean, or the words a plain HTML form would send. */
const yesNo = z
  .union([z.boolean(), z.enum(["true", "false", "yes", "no", "on", "off", ""])], {
    error: "Contact team must be yes or no.",
  })
  .optional()
  .transform((value) => value === true || value === "true" || value === "yes" || value === "on");

/**
 * Anti-spam fields every visitor form may carry (ARCHITECTURE decision 6), and a client need not:
 * what they suspect is held for staff to review, and a submission without them is stored (ADR 026).
 */
const spamTrapFields = {
  [HONEYPOT_FIELD]: z.unknown().optional(),
  [FILL_TIME_FIELD]: z.unknown().optional(),
};

const visitorIdentity = {
  first_name: requiredText("First name", LIMITS.name),
  last_name: requiredText("Last name", LIMITS.name),
  email: emailField,
  phone: requiredText("Phone", LIMITS.phone),
};

export const prayerRequestBodySchema = z.object({
  ...visitorIdentity,
  prayer_request: requiredText("Prayer request", LIMITS.visitorMessage),
  contact_team: yesNo,
  ...spamTrapFields,
});
export type PrayerRequestBody = z.input<typeof prayerRequestBodySchema>;

export const contactMessageBodySchema = z.object({
  ...visitorIdentity,
  message: requiredText("Message", LIMITS.visitorMessage),
  ...spamTrapFields,
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
