import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-legacy");

export default function OurLegacyPage() {
  return <PageHeading title={publicPage("/our-legacy").heading} />;
}
