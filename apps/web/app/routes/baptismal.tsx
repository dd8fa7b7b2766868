import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/baptismal");

export default function BaptismalPage() {
  return <PageHeading title={publicPage("/baptismal").heading} />;
}
