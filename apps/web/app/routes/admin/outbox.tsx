import { OutboxScreen } from "~/features/outbox/outbox-screen";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Outbox | Admin Panel", args) }, { name: "robots", content: "noindex" }];

/** /admin/outbox (issue 21): the mails the site sends, waiting, sent and failed; send one again. */
export default function Outbox() {
  return <OutboxScreen />;
}
