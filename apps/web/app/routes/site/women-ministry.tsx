import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/women-ministry"), args);

export default function WomenMinistryPage() {
  return <MinistryPage ministry={ministry("/women-ministry")} page={publicPage("/women-ministry")} />;
}
