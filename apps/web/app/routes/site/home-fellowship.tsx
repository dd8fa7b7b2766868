import { ResourceOrderPage } from "~/components/page-kit/resource-order-page";
import { HOME_FELLOWSHIP } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/home-fellowship"), args);

export default function HomeFellowshipPage() {
  return <ResourceOrderPage page={publicPage("/home-fellowship")} content={HOME_FELLOWSHIP} />;
}
