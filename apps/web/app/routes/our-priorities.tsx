import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-priorities");

export default function OurPrioritiesPage() {
  return <PageHeading title={publicPage("/our-priorities").heading} />;
}
