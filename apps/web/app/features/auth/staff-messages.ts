/**
 * Words of the contract's SERVER_MESSAGES that the sign-up, login and staff screens say
 * themselves (before asking the server, or where its answer carries none). Copied here rather
 * than read from @lampstand/contract/messages: that module sits in the chunk every public page
 * loads, and Rollup keeps in it exactly the properties the app reads (all of them once a method
 * of the object is called), so reading these there would make every public page heavier.
 * staff-messages.test.ts keeps each copy equal to the contract's.
 */
export const STAFF_MESSAGES = {
  signupPending:
    "Thank you! If this email address is not already registered, your account has been created and will be usable once an administrator approves it.",
  signupAdmin: "Your account has been created. As the first account of this site, it is the administrator.",
  samePassword: "The new password must be different from the current one.",
  passwordChanged: "Your password has been changed. You have been signed out on every other device.",
  accountUnlocked: (name: string) => `${name} can sign in again.`,
} as const;
