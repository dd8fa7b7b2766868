import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/key-resources");

export default function KeyResourcesPage() {
  return <PageHeading title={publicPage("/key-resources").heading} />;
}
