import { z } from "./zod.ts";
import { pageInfo, pageParam } from "./public-reads.ts";

/**
 * The mail outbox as staff see it (issue 21, ADR 033): every mail the site sends waits there
 * until the mail server took it, and a mail the server kept refusing is marked failed with its
 * reason. GET /outbox lists them, GET /outbox/summary says how many wait or failed (the admin
 * frame's notice), POST /outbox/{id}/resend queues a sent or failed one again.
 */

export const OUTBOX_STATUSES = ["waiting", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Mails per page of the outbox screen. */
export const OUTBOX_PAGE_SIZE = 25;

export const outboxQuerySchema = z.object({
  page: pageParam,
  status: z.enum(OUTBOX_STATUSES, { error: `The "status" parameter must be one of ${OUTBOX_STATUSES.join(", ")}.` }).optional(),
});

/** What each kind of mail is, in staff's words. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  "password-reset": "Password reset",
  invitation: "Invitation",
  "sign-up-confirmation": "Sign-up confirmation",
  "sign-ups-waiting": "Sign-ups waiting",
  "prayer-request": "Prayer request alert",
  "contact-message": "Contact message alert",
};

export const outboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** When it is tried next, while it waits; null once sent or failed. */
  next_attempt_at: z.string().nullable(),
  /** The mail server's (or the network's) words at the last failed attempt. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /**
   * The link the mail carries, for staff to pass on by hand while e-mail is not set up (an
   * invitation). Null for a mail without one, and always for a mail whose link is the
   * recipient's secret (a password reset): staff never see those.
   */
  link: z.string().nullable(),
  /** The mail holds a secret link: its link is never shown, and erased once sent or failed. */
  secret: z.boolean(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = z.object({
  mails: z.array(outboxItemSchema),
  ...pageInfo,
  counts: z.object({ waiting: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** Whether SMTP_URL is set: without it every mail waits. */
  smtp_configured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxSummarySchema = z.object({
  smtp_configured: z.boolean(),
  waiting: z.number().int(),
  failed: z.number().int(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const OUTBOX_MESSAGES = {
  stillWaiting: "This mail is still waiting to be sent: it goes as soon as the mail server takes it.",
  linkErased:
    "This mail carried a private one-time link, which is erased once the mail has gone or failed. Ask for a new one instead (for a password reset, use “Forgot your password?” again).",
  resent: "The mail is queued again and goes out shortly.",
  notSetUp: (waiting: number) => `E-mail is not set up: ${waiting} ${waiting === 1 ? "message is" : "messages are"} waiting.`,
  failed: (failed: number) => `${failed} ${failed === 1 ? "message" : "messages"} could not be sent.`,
} as const;
