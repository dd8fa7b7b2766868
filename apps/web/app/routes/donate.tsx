import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/donate");

export default function DonatePage() {
  return <PageHeading title={publicPage("/donate").heading} />;
}
