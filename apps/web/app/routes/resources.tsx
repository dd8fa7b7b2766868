import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/resources");

export default function ResourcesPage() {
  return <PageHeading title={publicPage("/resources").heading} />;
}
