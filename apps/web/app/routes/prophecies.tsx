import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/prophecies");

export default function PropheciesPage() {
  return <PageHeading title={publicPage("/prophecies").heading} />;
}
