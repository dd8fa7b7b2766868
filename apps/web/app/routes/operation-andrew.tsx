import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/operation-andrew");

export default function OperationAndrewPage() {
  return <PageHeading title={publicPage("/operation-andrew").heading} />;
}
