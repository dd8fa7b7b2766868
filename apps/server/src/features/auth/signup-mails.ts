import type { MailContent } from "../../mail/outbox.ts";

/**
 * The mail a sign-up sends to its address. Whoever typed the address may not own it, so the mail
 * says plainly that nothing happens without the link, and it carries nothing the stranger typed
 * (not even the name) that could be used to talk the owner into anything. The link is the proof
 * of ownership: `secret`, so staff never see it on the outbox screen.
 */
export function signupConfirmationMail(to: string, confirmUrl: string, validHours: number): MailContent {
  return {
    kind: "sign-up-confirmation",
    to: [to],
    subject: "Confirm your e-mail address to finish signing up",
    paragraphs: [
      "Someone, we hope you, signed up for a staff account on our website with this e-mail address.",
      `To confirm that the address is yours, open the link below within ${validHours} hours and press "Confirm my sign-up". An administrator then approves the account before you can sign in.`,
      "If you did not sign up, ignore this e-mail: without this link, nothing happens.",
    ],
    action: { label: "Confirm my sign-up", url: confirmUrl },
    secret: true,
  };
}

/** The admins' mail after a confirmation: how many sign-ups wait now, and where to approve them. */
export function signupsWaitingMail(to: string, waiting: number, adminManagementUrl: string): MailContent {
  const subject = waiting === 1 ? "1 sign-up waits for your approval" : `${waiting} sign-ups wait for your approval`;
  return {
    kind: "sign-ups-waiting",
    to: [to],
    subject,
    paragraphs: [
      waiting === 1
        ? "1 person has confirmed their e-mail address and waits for an administrator to approve their staff account."
        : `${waiting} people have confirmed their e-mail addresses and wait for an administrator to approve their staff accounts.`,
      "Approve only the people you know should have access; you can remove the others on the same screen.",
    ],
    action: { label: "Open Admin Management", url: adminManagementUrl },
  };
}
