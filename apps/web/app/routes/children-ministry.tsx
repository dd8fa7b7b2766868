import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/children-ministry");

export default function ChildrenMinistryPage() {
  return <PageHeading title={publicPage("/children-ministry").heading} />;
}
