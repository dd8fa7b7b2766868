/**
 * Texts of the staff screens that both the server and the web app say: in a module of their own,
 * not in messages.ts, because that one sits in the chunk every public page loads.
 */
export const STAFF_MESSAGES = {
  signupPending:
    "Thank you! If this email address is not already registered, your account has been created and will be usable once an administrator approves it.",
  signupAdmin: "Your account has been created. As the first account of this site, it is the administrator.",
  samePassword: "The new password must be different from the current one.",
  passwordChanged: "Your password has been changed. You have been signed out on every other device.",
  accountUnlocked: (name: string) => `${name} can sign in again.`,
  /**
   * The answer to "Forgot your password?", the same whether or not the address has an account
   * (issue 21: nobody learns who has one).
   */
  passwordResetSent:
    "If an account uses this address, a link to choose a new password is on its way to it. The link works for 30 minutes, once. Nothing after a few minutes? Look in the spam folder, or ask again.",
  /** A reset link that is unknown, used, replaced by a newer one or older than 30 minutes. */
  resetLinkInvalid:
    "This password reset link has expired or has already been used. Ask for a new one on the “Forgot your password?” page; it works for 30 minutes.",
  passwordResetDone: "Your new password is set, and you have been signed out everywhere. Sign in with it now.",
  /** Admin Mgt, after "Invite by e-mail". */
  invitationSent: (email: string) => `Invitation sent to ${email}. The link in it works for 7 days.`,
  invitationWithdrawn: (email: string) => `The invitation to ${email} was withdrawn; its link no longer works.`,
  /** An invitation link that is unknown, used, withdrawn or older than 7 days. */
  invitationLinkInvalid:
    "This invitation has expired, was withdrawn or has already been used. Ask the administrator who invited you to send a new one.",
  invitationAccepted: "Your account is ready. Sign in with your e-mail address and the password you just chose.",
  /** Why the spam traps held a visitor's submission (ADR 026): what the sender put in the hidden field, if text. */
  heldHoneypot: (value: string) =>
    value ? `A hidden field that people never see was filled in (with "${value}").` : "A hidden field that people never see was filled in.",
  /** …or how soon after the form was drawn it came, in seconds ("0.4"). */
  heldTooFast: (seconds: string) => `Sent ${seconds} seconds after the form was opened, faster than a person can fill it in.`,
} as const;
