import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/choir-ministry"), args);

export default function ChoirMinistryPage() {
  return <MinistryPage ministry={ministry("/choir-ministry")} page={publicPage("/choir-ministry")} />;
}
