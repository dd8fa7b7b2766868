import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/youth-ministry", args);

export default function YouthMinistryPage() {
  return <MinistryPage ministry={ministry("/youth-ministry")} />;
}
