import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/choir-ministry");

export default function ChoirMinistryPage() {
  return <PageHeading title={publicPage("/choir-ministry").heading} />;
}
