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
  /** Why the spam traps held a visitor's submission (ADR 026): what the sender put in the hidden field, if text. */
  heldHoneypot: (value: string) =>
    value ? `A hidden field that people never see was filled in (with "${value}").` : "A hidden field that people never see was filled in.",
  /** …or how soon after the form was drawn it came, in seconds ("0.4"). */
  heldTooFast: (seconds: string) => `Sent ${seconds} seconds after the form was opened, faster than a person can fill it in.`,
} as const;
