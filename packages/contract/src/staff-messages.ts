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
} as const;
