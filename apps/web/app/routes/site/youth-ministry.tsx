import { MinistryPage } from "~/components/page-kit/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/youth-ministry"), args);

export default function YouthMinistryPage() {
  return <MinistryPage ministry={ministry("/youth-ministry")} page={publicPage("/youth-ministry")} />;
}
