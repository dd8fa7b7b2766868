import { createTransport } from "nodemailer";
import type { SmtpSettings } from "../config.ts";
import type { LaidOutMail } from "./layout.ts";

/** What the worker hands the SMTP server: the laid-out mail and its envelope. */
export type OutgoingMail = LaidOutMail & { to: string[]; replyTo?: string };

export type MailSender = {
  /** Resolves once the SMTP server accepted the mail; rejects with its answer (or the network's) otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * Time limits of one sending. A mail claimed by a process stays its own for MAIL_CLAIM_SECONDS
 * (10 minutes by default, ADR 033); these keep a sending well inside that, so a slow or silent
 * server fails the attempt (retried later) instead of outliving the claim and being sent twice.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000, dnsTimeout: 20_000 };

/** nodemailer over SMTP_URL, sending as MAIL_FROM. One connection per mail: a church sends few. */
export function smtpSender(smtp: SmtpSettings, from: string): MailSender {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTLS,
    auth: smtp.auth,
    ...TIMEOUTS,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Sent by a program, not a person: out-of-office replies and similar should not answer it (RFC 3834).
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => transport.close(),
  };
}
