import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/choir-ministry", args);

export default function ChoirMinistryPage() {
  return <MinistryPage ministry={ministry("/choir-ministry")} />;
}
