import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/men-ministry");

export default function MenMinistryPage() {
  return <PageHeading title={publicPage("/men-ministry").heading} />;
}
