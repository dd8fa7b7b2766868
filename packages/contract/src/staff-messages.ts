/**
 * Texts of the staff screens that both the server and the web app say: in a module of their own,
 * not in messages.ts, because that one sits in the chunk every public page loads.
 */
export const STAFF_MESSAGES = {
  /**
   * The answer to every sign-up after the first account, whatever the address (issue 21): a link
   * goes to the address each time, so the words are true for a new address and a taken one alike.
   */
  signupPending:
    "Thank you! Please check your e-mail: we have sent a link to confirm your address. Once you have confirmed it, an administrator approves your account before you can sign in.",
  /** Confirming a sign-up made a staff account that waits for approval (or replaced the unapproved one of the address). */
  signupConfirmed: "Thank you, your e-mail address is confirmed. An administrator has been told, and you can sign in once they approve your account.",
  /** The address belongs to an existing staff account, which the confirmation left as it was. */
  signupConfirmedExisting:
    "This e-mail address already has a staff account, and this sign-up has not changed it. Sign in with that account's password.",
  signupConfirmInvalid:
    "This confirmation link does not work: it has been used already, it is more than 24 hours old, or part of it is missing. Sign up again to get a new link.",
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
