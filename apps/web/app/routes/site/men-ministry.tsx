import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/men-ministry"), args);

export default function MenMinistryPage() {
  return <MinistryPage ministry={ministry("/men-ministry")} page={publicPage("/men-ministry")} />;
}
