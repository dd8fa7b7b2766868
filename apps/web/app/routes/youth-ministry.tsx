import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/youth-ministry");

export default function YouthMinistryPage() {
  return <PageHeading title={publicPage("/youth-ministry").heading} />;
}
