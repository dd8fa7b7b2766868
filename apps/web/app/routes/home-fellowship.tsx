import { ResourceOrderPage } from "~/components/resource-order-page";
import { HOME_FELLOWSHIP } from "~/content/resources";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/home-fellowship");

export default function HomeFellowshipPage() {
  return <ResourceOrderPage path="/home-fellowship" content={HOME_FELLOWSHIP} />;
}
