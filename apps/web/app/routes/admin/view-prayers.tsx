import type { PageMetaArgs } from "~/lib/seo";
import { PRAYER_REQUESTS } from "~/features/inbox/inbox-kinds";
import { SubmissionInbox, inboxMeta } from "~/features/inbox/submission-inbox";

export const meta = (args: PageMetaArgs) => inboxMeta(PRAYER_REQUESTS, args);

/** /admin/view-prayers (SPEC §2.14): the prayer requests visitors sent. */
export default function ViewPrayers() {
  return <SubmissionInbox kind={PRAYER_REQUESTS} />;
}
