import { z } from "./zod.ts";

/**
 * The shapes the API answers with (SPEC §3). Ids of posts and events are integers;
 * dates are ISO strings; images are relative paths like "uploads/<sha256>.webp"
 * that the client prefixes with the API base.
 */
export const roleSchema = z.enum(["admin", "pending"]);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A staff account as Admin Mgt lists it: with `locked_until`, the end of the sign-in delay that
 * failed attempts put on the account (for devices it was never used on), or null when none.
 */
export const adminUserSchema = userSchema.extend({
  locked_until: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A stored picture's size in pixels (issue 24), on the reads of one item whose page shows the
 * picture whole: its proportions reserve the picture's box before it arrives. null for a picture
 * this server does not store (an absolute address) or none.
 */
export const imageSizeSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type ImageSize = z.infer<typeof imageSizeSchema>;

/**
 * The point of an item's picture that a layout cropping it (a card, the banner) keeps in view
 * (issue 24): percent across (`focal_x`) and down (`focal_y`), as staff set it; 50, 50 is the middle.
 */
const focalPoint = {
  focal_x: z.number().int().min(0).max(100),
  focal_y: z.number().int().min(0).max(100),
};
export type FocalPoint = { focal_x: number; focal_y: number };

export const sliderSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  verse: z.string(),
  /** What the picture shows, for people who cannot see it; "" when staff gave none (the title stands in). */
  alt: z.string(),
  created_at: z.string(),
  ...focalPoint,
});
export type Slider = z.infer<typeof sliderSchema>;

export const deskPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  month: z.string(),
  year: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  /** The picture's size: on the reads of one post (its page shows the picture whole). */
  image_size: imageSizeSchema.nullable().optional(),
  ...focalPoint,
  created_at: z.string(),
  /** "draft": staff only. "published": public from `publish_at` on (issue 24); the public reads list only those due. */
  status: z.enum(["draft", "published"]),
  /** ISO 8601: when it is (or was, or is meant to be) public. Later than now on a published post = scheduled. */
  publish_at: z.string(),
});
export type DeskPost = z.infer<typeof deskPostSchema>;
export type DeskStatus = DeskPost["status"];

/** GET /edit-desk/{id}/versions: every published version of a post (staff), newest first. */
export const deskVersionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  month: z.string(),
  year: z.string(),
  message: z.string(),
  /** When it was saved as published, and by whom (their name as it was). */
  saved_at: z.string(),
  saved_by: z.string().nullable(),
  /** When it was to be public from. */
  publish_at: z.string(),
  /** The version this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type DeskVersion = z.infer<typeof deskVersionSchema>;

/**
 * One date of a series changed on its own (PUT /edit-event/{id}/dates/{date}): what differs from
 * the series that day; null where the date keeps the series' value.
 */
export const eventDateChangeSchema = z.object({
  /** The series' date this change is for (its RECURRENCE-ID), YYYY-MM-DD. */
  date: z.string(),
  title: z.string().nullable(),
  event_time: z.string().nullable(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
});
export type EventDateChange = z.infer<typeof eventDateChangeSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ministry: z.string(),
  /** Calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** "19:30" or "07:30 PM": both forms are accepted and shown (SPEC §5). */
  event_time: z.string(),
  venue: z.string(),
  image: z.string().nullable(),
  /** The picture's size: on the reads of one event (its page shows the picture whole). */
  image_size: imageSizeSchema.nullable().optional(),
  ...focalPoint,
  created_at: z.string(),
  /**
   * Recurring events (issue 22): the RRULE text (canonical, e.g. "FREQ=WEEKLY;BYDAY=SU") when the
   * event repeats, starting on `date` at `event_time` in the church's time zone; absent for a
   * single event, which also carries none of the two fields below.
   */
  rrule: z.string().optional(),
  /** The series' cancelled dates, YYYY-MM-DD, in date order. */
  exdates: z.array(z.string()).optional(),
  /** The series' dates changed on their own ("this date only"), in date order. */
  overrides: z.array(eventDateChangeSchema).optional(),
});
export type ChurchEvent = z.infer<typeof eventSchema>;

/**
 * One date an event takes place on (GET /view-events/occurrences): a single event's date, or one
 * date of a series with that date's own changes applied; cancelled dates are never listed. `id`
 * is the event's (a series has one id for all its dates: its page is /events/{id}?date=…).
 */
export const occurrenceSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  event_time: z.string(),
  title: z.string(),
  ministry: z.string(),
  venue: z.string(),
  image: z.string().nullable(),
  /** True for a date of a series, false for a single event. */
  recurring: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
export const occurrenceListSchema = z.array(occurrenceSchema);

export const contactMessageSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const prayerRequestSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  prayer_request: z.string(),
  contact_team: z.boolean(),
  created_at: z.string(),
});
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;

/**
 * Why the spam traps held a submission instead of putting it in the inbox (ADR 026), in words for
 * staff: "A hidden field that people never see was filled in." Only staff ever see it: the sender
 * is answered exactly as for a submission in the inbox.
 */
const heldReason = z.string().meta({ description: "Why the spam traps held it, in words for staff (ADR 026)." });

/** A submission in the "Held as possible spam" list (GET /prayer-request/held, /intouch/held). */
export const heldPrayerRequestSchema = prayerRequestSchema.extend({ held_reason: heldReason });
export type HeldPrayerRequest = z.infer<typeof heldPrayerRequestSchema>;
export const heldContactMessageSchema = contactMessageSchema.extend({ held_reason: heldReason });
export type HeldContactMessage = z.infer<typeof heldContactMessageSchema>;

/** One submission as staff read it (GET /prayer-request/{id}, /intouch/{id}): `held_reason` only while it is held. */
export const prayerRequestDetailsSchema = prayerRequestSchema.extend({ held_reason: heldReason.optional() });
export const contactMessageDetailsSchema = contactMessageSchema.extend({ held_reason: heldReason.optional() });

/** Every error leaves the API in this shape; `field` names the offending field on a 400. */
export const errorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Answer of every DELETE. */
export const deletedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type Deleted = z.infer<typeof deletedSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Answer of POST /signup: the same whether or not the address already had an account, so the
 * form reveals nobody's e-mail. `role` is "admin" only for the very first account of a site.
 */
export const signupResponseSchema = z.object({
  message: z.string(),
  role: roleSchema,
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * Answer of POST /signup/confirm. `account`: "pending" when the confirmation made (or replaced)
 * an account that waits for an admin's approval; "existing" when the address is a staff member's
 * already, whose account it left alone. Only the address's owner holds the link, so saying so
 * reveals nothing to anyone else.
 */
export const signupConfirmResponseSchema = z.object({
  message: z.string(),
  account: z.enum(["pending", "existing"]),
});
export type SignupConfirmResponse = z.infer<typeof signupConfirmResponseSchema>;

/** Answer of a call that only reports what it did (logout, password change). */
export const doneSchema = z.object({ message: z.string() });
export type Done = z.infer<typeof doneSchema>;

/** An open invitation as Admin Mgt lists it (issue 21): who, by whom, when, until when. */
export const invitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The inviting admin's name as it was when they invited. */
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation page shows the invitee before they choose a password. */
export const invitationPreviewSchema = invitationSchema.pick({ name: true, email: true, invited_by: true, expires_at: true });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The lists the public reads answer with (GET /sliders, /public-desks, /view-events). */
export const sliderListSchema = z.array(sliderSchema);
export const deskPostListSchema = z.array(deskPostSchema);
export const eventListSchema = z.array(eventSchema);

/** The sentences the pastor's desk versions answer with. */
export const DESK_MESSAGES = {
  versionNotFound: "That version of the post was not found.",
} as const;
