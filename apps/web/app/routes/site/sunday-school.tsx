import { ResourceOrderPage } from "~/components/page-kit/resource-order-page";
import { SUNDAY_SCHOOL } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta("/sunday-school", args);

export default function SundaySchoolPage() {
  return <ResourceOrderPage path="/sunday-school" content={SUNDAY_SCHOOL} />;
}
