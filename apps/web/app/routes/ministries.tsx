import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/ministries");

export default function MinistriesPage() {
  return <PageHeading title={publicPage("/ministries").heading} />;
}
