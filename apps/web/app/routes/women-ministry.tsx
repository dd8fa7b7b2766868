import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/women-ministry");

export default function WomenMinistryPage() {
  return <PageHeading title={publicPage("/women-ministry").heading} />;
}
