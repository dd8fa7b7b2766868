import { ResourceOrderPage } from "~/components/page-kit/resource-order-page";
import { SUNDAY_SCHOOL } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { publicPage } from "~/content/public-pages";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/sunday-school"), args);

export default function SundaySchoolPage() {
  return <ResourceOrderPage page={publicPage("/sunday-school")} content={SUNDAY_SCHOOL} />;
}
