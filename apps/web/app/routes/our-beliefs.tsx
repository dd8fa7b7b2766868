import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-beliefs");

export default function OurBeliefsPage() {
  return <PageHeading title={publicPage("/our-beliefs").heading} />;
}
