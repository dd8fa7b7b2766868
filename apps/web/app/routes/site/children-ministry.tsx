import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/children-ministry"), args);

export default function ChildrenMinistryPage() {
  return <MinistryPage ministry={ministry("/children-ministry")} page={publicPage("/children-ministry")} />;
}
