import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/men-ministry", args);

export default function MenMinistryPage() {
  return <MinistryPage ministry={ministry("/men-ministry")} />;
}
