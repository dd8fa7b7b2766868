import { ResourceOrderPage } from "~/components/page-kit/resource-order-page";
import { HOME_FELLOWSHIP } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/home-fellowship", args);

export default function HomeFellowshipPage() {
  return <ResourceOrderPage path="/home-fellowship" content={HOME_FELLOWSHIP} />;
}
