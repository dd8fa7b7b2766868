import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/women-ministry", args);

export default function WomenMinistryPage() {
  return <MinistryPage ministry={ministry("/women-ministry")} />;
}
