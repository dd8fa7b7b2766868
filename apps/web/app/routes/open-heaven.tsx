import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/open-heaven");

export default function OpenHeavenPage() {
  return <PageHeading title={publicPage("/open-heaven").heading} />;
}
