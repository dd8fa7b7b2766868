import type { MailFolder, ReceivedMail } from "@lampstand/server/test-smtp-server";

/** The web addresses a mail's text holds: each stands on its own line (apps/server/src/mail/layout.ts). */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.split(/\r?\n/).map((line) => line.trim()).filter((line) => /^https?:\/\/\S+$/.test(line));
}

/**
 * The link to `path` (e.g. "/signup/confirm") in a mail that arrived for `to` at the run's mail
 * server (the `mailbox` fixture), waited for, as its recipient would follow it. `besides`: links
 * already taken, for a second mail of the same kind to the same address.
 */
export async function mailedLink(mailbox: MailFolder, to: string, path: string, besides: string[] = []): Promise<string> {
  const fresh = (mail: ReceivedMail) => linksIn(mail).filter((link) => new URL(link).pathname === path && !besides.includes(link));
  const mail = await mailbox.waitForMail((each) => each.to.includes(to.toLowerCase()) && fresh(each).length > 0);
  return fresh(mail)[0]!;
}
