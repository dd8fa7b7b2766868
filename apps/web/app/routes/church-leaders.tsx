import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/church-leaders");

export default function ChurchLeadersPage() {
  return <PageHeading title={publicPage("/church-leaders").heading} />;
}
