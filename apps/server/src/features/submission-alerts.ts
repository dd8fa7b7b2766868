import type { ContactMessage, PrayerRequest } from "@lampstand/contract/entities";
import { queueMail } from "../mail/outbox.ts";
import { readAlertSettings } from "./settings/repository.ts";
import type { SubmissionAlert } from "./visitor-submissions.ts";

/**
 * The e-mail alerts of the two visitor forms (issue 21): a new prayer request to the prayer team,
 * a new contact message to the office, as staff list them on /admin/settings. Each reply goes to
 * the sender (Reply-To), so answering the alert answers them. Nothing goes while a list is empty.
 */

/** When it came, in the church's own time zone and words: "Tuesday, November 25, 2026 at 3:04 PM". */
function sentAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso));
}

function senderDetails(item: Pick<PrayerRequest, "first_name" | "last_name" | "email" | "phone" | "created_at">, timeZone: string) {
  return [
    { label: "Name", value: `${item.first_name} ${item.last_name}` },
    { label: "E-mail", value: item.email },
    { label: "Phone", value: item.phone },
    { label: "Sent", value: sentAt(item.created_at, timeZone) },
  ];
}

export const prayerRequestAlert: SubmissionAlert<PrayerRequest> = async (tx, item) => {
  const { notifications, timeZone } = await readAlertSettings(tx);
  if (notifications.prayerRequests.length === 0) return;
  const name = `${item.first_name} ${item.last_name}`;
  await queueMail(tx, {
    kind: "prayer-request",
    to: notifications.prayerRequests,
    replyTo: item.email,
    subject: item.contact_team ? `Prayer request from ${name}: please contact them` : `Prayer request from ${name}`,
    // What the team must act on comes first (SPEC §2.8's question, answered yes).
    paragraphs: [
      ...(item.contact_team ? [`${item.first_name} answered yes to "Have our prayer team contact you?": please get in touch.`] : []),
      item.prayer_request,
      `Reply to this e-mail to write to ${item.first_name}.`,
    ],
    details: [...senderDetails(item, timeZone), { label: "Have our prayer team contact you?", value: item.contact_team ? "Yes" : "No" }],
  });
};

export const contactMessageAlert: SubmissionAlert<ContactMessage> = async (tx, item) => {
  const { notifications, timeZone } = await readAlertSettings(tx);
  if (notifications.contactMessages.length === 0) return;
  await queueMail(tx, {
    kind: "contact-message",
    to: notifications.contactMessages,
    replyTo: item.email,
    subject: `Contact message from ${item.first_name} ${item.last_name}`,
    paragraphs: [item.message, `Reply to this e-mail to write to ${item.first_name}.`],
    details: senderDetails(item, timeZone),
  });
};
