import type { PageMetaArgs } from "~/lib/seo";
import { CONTACT_MESSAGES } from "~/features/inbox/inbox-kinds";
import { SubmissionInbox, inboxMeta } from "~/features/inbox/submission-inbox";

export const meta = (args: PageMetaArgs) => inboxMeta(CONTACT_MESSAGES, args);

/** /admin/view-contacts (SPEC §2.14): the messages visitors sent through the contact form. */
export default function ViewContacts() {
  return <SubmissionInbox kind={CONTACT_MESSAGES} />;
}
