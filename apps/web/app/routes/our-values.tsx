import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-values");

export default function OurValuesPage() {
  return <PageHeading title={publicPage("/our-values").heading} />;
}
