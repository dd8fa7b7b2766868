import { ResourceOrderPage } from "~/components/resource-order-page";
import { SUNDAY_SCHOOL } from "~/content/resources";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/sunday-school");

export default function SundaySchoolPage() {
  return <ResourceOrderPage path="/sunday-school" content={SUNDAY_SCHOOL} />;
}
