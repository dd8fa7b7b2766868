import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/children-ministry", args);

export default function ChildrenMinistryPage() {
  return <MinistryPage ministry={ministry("/children-ministry")} />;
}
